/// A complete, checked picture waiting in a temporary file until the gallery commits it.
public struct StagedPicture: Equatable, Sendable {
    /// The temporary file's name in `images/`.
    public let temporaryName: String
    public let picture: Picture

    public init(temporaryName: String, picture: Picture) {
        self.temporaryName = temporaryName
        self.picture = picture
    }
}
