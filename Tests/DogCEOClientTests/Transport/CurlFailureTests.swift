@testable import DogCEOClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("CurlFailure turns libcurl's result codes into the errors dogs judges")
struct CurlFailureTests {
    @Test("network failures become the URLError a retry policy knows", arguments: [
        (Int32(6), URLError.Code.cannotFindHost), (5, .cannotFindHost), (7, .cannotConnectToHost), (28, .timedOut),
        (35, .secureConnectionFailed), (60, .serverCertificateUntrusted), (77, .serverCertificateUntrusted), (58, .clientCertificateRejected),
        (52, .networkConnectionLost), (55, .networkConnectionLost), (56, .networkConnectionLost), (16, .networkConnectionLost), (92, .networkConnectionLost),
        (8, .badServerResponse), (1, .unsupportedURL), (3, .badURL), (47, .httpTooManyRedirects), (2, .unknown), (9999, .unknown),
    ])
    func networkFailures(_ code: Int32, _ expected: URLError.Code) {
        let error = CurlFailure.error(for: code, head: nil, received: 0)

        #expect((error as? URLError)?.code == expected)
    }

    @Test("a body cut short says how much of what was declared arrived")
    func truncated() {
        let error = CurlFailure.error(for: 18, head: ResponseHead(status: 200, fields: ["Content-Length": "100"]), received: 40)

        #expect(error as? TransferError == .truncated(expected: 100, received: 40))
    }

    @Test("a body cut short with no declared length is a lost connection")
    func truncatedWithoutLength() {
        let error = CurlFailure.error(for: 18, head: ResponseHead(status: 200, fields: [:]), received: 40)

        #expect((error as? URLError)?.code == .networkConnectionLost)
    }

    @Test("a line too long for libcurl's buffer (CURLE_OUT_OF_MEMORY before 8.6, CURLE_TOO_LARGE since) is a header line too long while the head arrives", arguments: [Int32(27), 100])
    func lineTooLong(_ code: Int32) {
        #expect(CurlFailure.error(for: code, head: nil, received: 0) as? TransferError == .headerLineTooLong)
        #expect((CurlFailure.error(for: code, head: ResponseHead(status: 200, fields: [:]), received: 0) as? URLError)?.code == .unknown)
    }

    @Test("every failure keeps libcurl's code where a log can show it")
    func codeKept() {
        let error = CurlFailure.error(for: 7, head: nil, received: 0) as? URLError

        #expect(error?.errorUserInfo["CURLcode"] as? Int32 == 7)
    }
}

@Suite("CurlHandle")
struct CurlHandleTests {
    @Test("libcurl loads (Foundation on Linux needs it too) and makes handles")
    func makesHandles() {
        #expect(CurlHandle.unavailability == nil)
        #expect(CurlHandle() != nil)
    }
}
