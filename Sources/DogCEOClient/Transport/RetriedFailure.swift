/// The failure of a request tried more than once: its last error, and how many attempts were
/// made, so the message a person reads can say so.
package struct RetriedFailure: Error, Sendable {
    package let last: any Error
    package let attempts: Int
}
