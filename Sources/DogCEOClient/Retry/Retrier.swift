import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs an attempt again while the `RetryPolicy` says so, waiting between attempts.
package struct Retrier: Sendable {
    let policy: RetryPolicy
    private let sleep: Sleeper
    private let jitter: @Sendable () -> Double
    private let now: @Sendable () -> Date
    private let notify: (@Sendable (RetryNotice) -> Void)?

    /// - Parameter notify: told of each retry before its wait, for `--verbose`.
    package init(
        policy: RetryPolicy = RetryPolicy(),
        sleep: @escaping Sleeper,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = Date.init,
        notify: (@Sendable (RetryNotice) -> Void)? = nil
    ) {
        self.policy = policy
        self.sleep = sleep
        self.jitter = jitter
        self.now = now
        self.notify = notify
    }

    /// Delivers the first result the policy accepts, or the last one when retries run out; a
    /// failure tried more than once comes as a `RetriedFailure`. A cancelled wait ends the
    /// retrying and delivers the last result.
    /// - Parameters:
    ///   - url: what is asked for, for the notices.
    ///   - response: the HTTP answer in a successful attempt's value, judged by its status.
    package func run<Value>(
        _ url: URL?, _ attempt: () async throws -> Value,
        response: (Value) -> HTTPURLResponse?
    ) async throws -> Value {
        var number = 1
        while true {
            let result: Result<Value, any Error>
            do { result = .success(try await attempt()) } catch { result = .failure(error) }
            let outcome = switch result {
            case let .success(value): RetryPolicy.Outcome(response(value))
            case let .failure(error): RetryPolicy.Outcome(error)
            }
            guard case let .retry(delay) = policy.decision(after: outcome, attempt: number, jitter: jitter(), now: now()) else {
                return try Self.delivered(result, attempts: number)
            }
            notify?(RetryNotice(url: url, cause: RetryNotice.cause(of: result.map(response)), delay: delay, attempt: number + 1, attempts: policy.retries + 1))
            guard (try? await sleep(delay)) != nil else { return try Self.delivered(result, attempts: number) }
            number += 1
        }
    }

    /// The result of the last attempt; a failure after several attempts says how many.
    private static func delivered<Value>(_ result: Result<Value, any Error>, attempts: Int) throws -> Value {
        if case let .failure(error) = result, attempts > 1 { throw RetriedFailure(last: error, attempts: attempts) }
        return try result.get()
    }
}
