/// A file of the gallery rendered from its manifest.
public struct RenderedFile: Equatable, Sendable {
    public let name: String
    public let contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
