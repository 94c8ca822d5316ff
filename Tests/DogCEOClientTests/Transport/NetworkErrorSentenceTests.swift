@testable import DogCEOClient
import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("NetworkErrorSentence says in words why a request failed, never in Foundation's codes")
struct NetworkErrorSentenceTests {
    @Test("each network failure has its sentence", arguments: [
        (URLError(.timedOut, userInfo: [NetworkErrorSentence.timeoutKey: 2]), "timed out after 2 s"),
        (URLError(.timedOut), "timed out"),
        (URLError(.timedOut, userInfo: [NetworkErrorSentence.wholeTimeKey: 20]), "it took more than 20 s in all, ten times --timeout, the bytes coming too slowly"),
        (URLError(.cannotFindHost), "its host name could not be resolved (no network, or a mistyped address?)"),
        (URLError(.dnsLookupFailed), "its host name could not be resolved (no network, or a mistyped address?)"),
        (URLError(.cannotConnectToHost), "the connection was refused (nothing is listening there)"),
        (URLError(.networkConnectionLost), "the connection broke off"),
        (URLError(.notConnectedToInternet), "there is no network connection"),
        (URLError(.secureConnectionFailed), "a secure (TLS) connection could not be set up"),
        (URLError(.serverCertificateUntrusted), "its certificate is not trusted"),
        (URLError(.clientCertificateRejected), "the server refused the connection"),
        (URLError(.httpTooManyRedirects), "it redirected too many times"),
        (URLError(.badServerResponse), "the answer was not HTTP"),
        (URLError(.unsupportedURL), "it is not a link dogs can request"),
        (URLError(.badURL), "it is not a link dogs can request"),
        (URLError(.unknown), "a network error (URL error -1)"),
        (TransferError.headerLineTooLong, "the server sent a header line longer than dogs accepts"),
        (TransferError.noStatusLine, "the server did not answer in HTTP (no status line)"),
        (TransferError.networkUnavailable(reason: "libcurl is missing"), TransferError.networkUnavailable(reason: "libcurl is missing").description),
        (NSError(domain: NSPOSIXErrorDomain, code: Int(ECONNRESET)), "the connection was reset"),
        (NSError(domain: "Elsewhere", code: 7), "an unexpected error (Elsewhere 7)"),
        (CancellationError(), "stopped"),
        (TransferError.brokeProtocol("too many CONTINUATION frames following a HEADER frame"),
         "the server broke the HTTP/2 protocol: too many CONTINUATION frames following a HEADER frame"),
        (TransferError.endlessInterimHeads, "the server sent informational answers (1xx) without end"),
        (TransferError.redirectRefused(to: URL(string: "https://dogs:hunter2@evil.example:8443/a?b#c")!), "refused a redirect to https://evil.example:8443/a?b#c"),
        (TransferError.redirectRefused(to: URL(string: "https://:hunter2@evil.example/")!), "refused a redirect to https://evil.example/"),
    ] as [(any Error, String)])
    func sentence(_ error: any Error, _ expected: String) {
        #expect(NetworkErrorSentence.sentence(for: error) == expected)
        #expect(!NetworkErrorSentence.sentence(for: error).contains("NSURLErrorDomain"))
    }

    @Test("a failure tried more than once says how often")
    func attempts() {
        let retried = RetriedFailure(last: URLError(.timedOut, userInfo: [NetworkErrorSentence.timeoutKey: 2]), attempts: 4)

        #expect(NetworkErrorSentence.sentence(for: retried) == "timed out after 2 s (4 attempts)")
        #expect(NetworkErrorSentence.underlying(retried) is URLError)
    }
}
