import Foundation
import Platform

/// Decides whether a failed attempt is worth repeating and how long to wait first:
/// transport failures, time-outs, HTTP 5xx and 429 are transient; other answers are final.
package struct RetryPolicy: Equatable, Sendable {
    /// What an attempt came to, as far as retrying is concerned.
    package enum Outcome: Equatable, Sendable {
        case transportFailure
        /// A failure that would happen again: an oversized body, a refused redirect.
        case permanentFailure
        case cancelled
        case response(status: Int, retryAfter: String?)
    }

    package enum Decision: Equatable, Sendable {
        case deliver
        case retry(after: Double)
    }

    package static let defaultRetries = 3

    /// Retries after the first attempt; 0 turns retrying off.
    package var retries: Int
    /// The wait before the first retry, doubled for each further one, in seconds.
    package var baseDelay: Double
    package var maxDelay: Double
    /// The longest `Retry-After` honoured; a server asking for more gets this much.
    package var maxRetryAfter: Double

    package init(retries: Int = defaultRetries, baseDelay: Double = 1, maxDelay: Double = 30, maxRetryAfter: Double = 120) {
        self.retries = retries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// - Parameters:
    ///   - attempt: the number of the attempt that just ended, from 1.
    ///   - jitter: a random number in 0..<1, so that many clients do not retry in step.
    package func decision(after outcome: Outcome, attempt: Int, jitter: Double, now: Date) -> Decision {
        guard attempt <= retries else { return .deliver }
        let backoff = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        let jittered = backoff / 2 + backoff / 2 * jitter
        switch outcome {
        case .cancelled, .permanentFailure:
            return .deliver
        case .transportFailure:
            return .retry(after: jittered)
        case let .response(status, retryAfter):
            guard status == 429 || (500...599).contains(status) else { return .deliver }
            let asked = retryAfter.flatMap { Self.seconds(fromRetryAfter: $0, now: now) }
            return .retry(after: asked.map { min(max($0, 0), maxRetryAfter) } ?? jittered)
        }
    }

    /// `Retry-After` is either delay-seconds or an HTTP-date (RFC 9110, section 10.2.3).
    static func seconds(fromRetryAfter value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return Double(seconds) }
        return HTTPDate.date(trimmed).map { $0.timeIntervalSince(now) }
    }
}
