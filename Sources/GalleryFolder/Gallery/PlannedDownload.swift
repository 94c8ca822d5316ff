import DogModel

/// A picture chosen for download and the file name (without extension) it will get.
public struct PlannedDownload: Equatable, Hashable, Sendable {
    public let dog: DogUI
    public let stem: String

    public init(dog: DogUI, stem: String) {
        self.dog = dog
        self.stem = stem
    }
}
