import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import DogGallery

@Suite("CurlFailure turns libcurl's result codes into the errors dogs judges")
struct CurlFailureTests {
    @Test("network failures become the URLError a retry policy knows", arguments: [
        (Int32(6), URLError.Code.cannotFindHost), (5, .cannotFindHost), (7, .cannotConnectToHost), (28, .timedOut),
        (35, .secureConnectionFailed), (60, .serverCertificateUntrusted), (77, .serverCertificateUntrusted), (58, .clientCertificateRejected),
        (52, .networkConnectionLost), (55, .networkConnectionLost), (56, .networkConnectionLost), (16, .networkConnectionLost), (92, .networkConnectionLost),
        (8, .badServerResponse), (1, .unsupportedURL), (3, .badURL), (47, .httpTooManyRedirects), (2, .unknown), (9999, .unknown),
    ])
    func networkFailures(_ code: Int32, _ expected: URLError.Code) {
        let error = CurlFailure.error(for: code, expectedLength: nil, received: 0)

        #expect((error as? URLError)?.code == expected)
    }

    @Test("a body cut short says how much of what was declared arrived")
    func truncated() {
        let error = CurlFailure.error(for: 18, expectedLength: 100, received: 40)

        #expect(error as? TransferError == .truncated(expected: 100, received: 40))
    }

    @Test("a body cut short with no declared length is a lost connection")
    func truncatedWithoutLength() {
        let error = CurlFailure.error(for: 18, expectedLength: nil, received: 40)

        #expect((error as? URLError)?.code == .networkConnectionLost)
    }

    @Test("every failure keeps libcurl's code where a log can show it")
    func codeKept() {
        let error = CurlFailure.error(for: 7, expectedLength: nil, received: 0) as? URLError

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
