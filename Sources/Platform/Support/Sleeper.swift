/// Waits for a number of seconds: a `Scheduling`'s `sleeper`, whose timers are the run's; tests
/// inject one that records instead of waiting.
package typealias Sleeper = @Sendable (Double) async throws -> Void
