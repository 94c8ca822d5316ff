/// The options of `dogs remove`.
public struct RemoveOptions: Equatable, Sendable {
    public var output: String
    /// The pictures as given: a file as the gallery shows it, a file name, or a source URL.
    public var pictures: [String]
    public var dryRun: Bool
    /// Print the report as one JSON object (see `RemovalJSON`).
    public var json = false
}
