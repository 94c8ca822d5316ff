/// What `dogs fetch` is asked for.
public struct FetchRequest: Equatable, Sendable {
    public static let defaultCount = 3

    public var count: Int
    public var breed: Breed?

    public init(count: Int = FetchRequest.defaultCount, breed: Breed? = nil) {
        self.count = count
        self.breed = breed
    }
}
