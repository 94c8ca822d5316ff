/// The failure of a request tried more than once: its last error, and how many attempts were
/// made, so the message a person reads can say so.
public struct RetriedFailure: Error, Sendable {
    public let last: any Error
    public let attempts: Int
}
