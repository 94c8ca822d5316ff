@testable import DogCEOClient
import Foundation
import ClientTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("What an attempt came to, for retrying")
struct RetryPolicyOutcomeTests {
    @Test("time-outs, lost connections and cut-off bodies are transient", arguments: [
        URLError(.timedOut), URLError(.networkConnectionLost), URLError(.cannotConnectToHost),
        TransferError.truncated(expected: 10, received: 5), NSError(domain: "any", code: 1),
    ] as [any Error])
    func transient(_ error: any Error) {
        #expect(RetryPolicy.Outcome(error) == .transportFailure)
    }

    @Test("a stopped run's cancellations are not retried", arguments: [CancellationError(), URLError(.cancelled)] as [any Error])
    func cancelled(_ error: any Error) {
        #expect(RetryPolicy.Outcome(error) == .cancelled)
    }

    @Test("failures that would repeat are permanent", arguments: [
        TransferError.tooLarge(limit: 1), .redirectRefused(to: URL(string: "http://169.254.169.254/")!), .notHTTP,
        .cannotStore(code: ENOSPC), .encoded("gzip"), .headTooLarge(limit: 1), .trailersTooLarge(limit: 1), .headerLineTooLong,
        .noStatusLine, .brokeProtocol("too many CONTINUATION frames following a HEADER frame"), .endlessInterimHeads,
        .networkUnavailable(reason: "libcurl.so.4: cannot open shared object file"),
    ])
    func permanent(_ error: TransferError) {
        #expect(RetryPolicy.Outcome(error) == .permanentFailure)
    }

    @Test("a host name that does not resolve is not tried again, as curl --retry does not", arguments: [
        URLError(.cannotFindHost), URLError(.dnsLookupFailed),
    ])
    func unresolved(_ error: URLError) {
        #expect(RetryPolicy.Outcome(error) == .permanentFailure)
    }

    @Test("an answer carries its status and Retry-After")
    func answer() {
        let response = HTTPURLResponse(url: URL(string: "https://dog.ceo")!, statusCode: 503, httpVersion: nil, headerFields: ["Retry-After": "5"])

        #expect(RetryPolicy.Outcome(response) == .response(status: 503, retryAfter: "5"))
        #expect(RetryPolicy.Outcome(nil as HTTPURLResponse?) == .response(status: 200, retryAfter: nil))
    }
}
