/// When a transfer has waited too long, from when it started and when its last bytes came: too
/// long without a byte (`timeout`), or too long in all (`whole`), which a trickle of bytes would
/// otherwise stretch for ever. libcurl keeps the same limits, but only while its loop runs; dogs
/// keeps them too, from another thread, so a server that keeps libcurl busy cannot stretch them.
struct TransferDeadline: Equatable, Sendable {
    /// Seconds a transfer may go without receiving a byte.
    let timeout: Double
    /// Seconds a transfer may take in all.
    let whole: Double

    enum Verdict: Equatable, Sendable {
        /// Nothing yet: look again in this many seconds.
        case wait(Double)
        /// No byte for `timeout` seconds.
        case idle
        /// `whole` seconds since it started.
        case tooLong
    }

    /// All times in seconds on one monotonic clock.
    func verdict(started: Double, lastByte: Double, now: Double) -> Verdict {
        let running = now - started, quiet = now - max(lastByte, started)
        if running >= whole { return .tooLong }
        if quiet >= timeout { return .idle }
        return .wait(min(timeout - quiet, whole - running))
    }
}
