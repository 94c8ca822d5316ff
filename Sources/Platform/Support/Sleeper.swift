/// Waits for a number of seconds; tests inject one that records instead of waiting.
package typealias Sleeper = @Sendable (Double) async throws -> Void

/// The sleeper that waits: retries between attempts, the run supervisor for its deadlines.
package let realSleeper: Sleeper = { seconds in
    try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
}
