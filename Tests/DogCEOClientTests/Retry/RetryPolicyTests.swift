@testable import DogCEOClient
import Foundation
import Testing

@Suite("RetryPolicy decides what to retry and how long to wait")
struct RetryPolicyTests {
    let policy = RetryPolicy(retries: 3, baseDelay: 1, maxDelay: 30, maxRetryAfter: 120)
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("transient outcomes are retried", arguments: [
        RetryPolicy.Outcome.transportFailure,
        .response(status: 500, retryAfter: nil), .response(status: 502, retryAfter: nil),
        .response(status: 503, retryAfter: nil), .response(status: 504, retryAfter: nil),
        .response(status: 429, retryAfter: nil),
    ])
    func transient(_ outcome: RetryPolicy.Outcome) {
        #expect(policy.decision(after: outcome, attempt: 1, jitter: 1, now: now) == .retry(after: 1))
    }

    @Test("final outcomes are delivered", arguments: [
        RetryPolicy.Outcome.cancelled,
        .response(status: 200, retryAfter: nil), .response(status: 204, retryAfter: "5"),
        .response(status: 301, retryAfter: nil), .response(status: 400, retryAfter: nil),
        .response(status: 403, retryAfter: nil), .response(status: 404, retryAfter: "5"),
        .response(status: 499, retryAfter: nil),
    ])
    func final(_ outcome: RetryPolicy.Outcome) {
        #expect(policy.decision(after: outcome, attempt: 1, jitter: 0.5, now: now) == .deliver)
    }

    @Test("backs off exponentially with jitter, up to the maximum", arguments: [
        (1, 0.0, 0.5), (1, 1.0, 1.0), (2, 0.0, 1.0), (2, 0.5, 1.5), (3, 1.0, 4.0),
    ])
    func backoff(_ attempt: Int, _ jitter: Double, _ delay: Double) {
        #expect(policy.decision(after: .transportFailure, attempt: attempt, jitter: jitter, now: now) == .retry(after: delay))
    }

    @Test("caps the backoff")
    func cappedBackoff() {
        let patient = RetryPolicy(retries: 10, baseDelay: 1, maxDelay: 30, maxRetryAfter: 120)

        #expect(patient.decision(after: .transportFailure, attempt: 9, jitter: 1, now: now) == .retry(after: 30))
    }

    @Test("gives up after the last retry; 0 retries turns retrying off")
    func limit() {
        #expect(policy.decision(after: .transportFailure, attempt: 4, jitter: 0, now: now) == .deliver)
        #expect(RetryPolicy(retries: 0).decision(after: .transportFailure, attempt: 1, jitter: 0, now: now) == .deliver)
    }

    @Test("honours Retry-After in seconds or as an HTTP date, up to the cap", arguments: [
        ("7", 7.0), (" 0 ", 0), ("600", 120), ("Tue, 14 Nov 2023 22:13:40 GMT", 20), ("Tue, 14 Nov 2023 22:13:00 GMT", 0),
        ("soon", 0.5), ("-5", 0),
    ])
    func retryAfter(_ header: String, _ delay: Double) {
        #expect(policy.decision(after: .response(status: 429, retryAfter: header), attempt: 1, jitter: 0, now: now) == .retry(after: delay))
    }

    @Test("reads an HTTP date (IMF-fixdate) in every month, leap days only in leap years", arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0), ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
        ("Tue, 29 Feb 2028 12:00:00 GMT", 1_835_438_400), ("Fri, 31 Dec 9999 23:59:59 GMT", 253_402_300_799),
        ("Mon, 15 Mar 2027 01:02:03 GMT", 1_805_072_523), ("Sat, 30 Sep 2034 00:00:00 GMT", 2_043_187_200),
    ])
    func httpDate(_ value: String, _ since1970: Double) {
        #expect(RetryPolicy.seconds(fromRetryAfter: value, now: Date(timeIntervalSince1970: 0)) == since1970)
    }

    @Test("no date from what is not an IMF-fixdate", arguments: [
        "Thu, 29 Feb 2027 12:00:00 GMT", "Thu, 31 Apr 2027 12:00:00 GMT", "Thu, 01 Foo 2027 12:00:00 GMT",
        "Thu, 01 Jan 2027 24:00:00 GMT", "Thu, 01 Jan 2027 12:60:00 GMT", "Thu, 01 Jan 2027 12:00:00 UTC",
        "Thu, 1 Jan 2027 12:00:00 GMT", "Thursday, 01-Jan-27 12:00:00 GMT", "Thu, 01 Jan 2027 12:00:00 GMT x",
        "Thu, 01 jan 2027 12:00:00 GMT", "Thu, 00 Jan 2027 12:00:00 GMT", "Thu, +1 Jan 2027 12:00:00 GMT", "",
    ])
    func notHTTPDate(_ value: String) {
        #expect(RetryPolicy.seconds(fromRetryAfter: value, now: Date(timeIntervalSince1970: 0)) == nil)
    }
}
