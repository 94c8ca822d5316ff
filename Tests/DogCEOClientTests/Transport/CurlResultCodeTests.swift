@testable import DogCEOClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("CurlResultCode turns libcurl's result codes into the errors dogs judges")
struct CurlResultCodeTests {
    @Test("network failures become the URLError a retry policy knows", arguments: [
        (Int32(6), URLError.Code.cannotFindHost), (5, .cannotFindHost), (7, .cannotConnectToHost), (28, .timedOut),
        (35, .secureConnectionFailed), (60, .serverCertificateUntrusted), (77, .serverCertificateUntrusted), (58, .clientCertificateRejected),
        (52, .networkConnectionLost), (55, .networkConnectionLost), (56, .networkConnectionLost),
        (8, .badServerResponse), (1, .unsupportedURL), (3, .badURL), (47, .httpTooManyRedirects), (2, .unknown), (9999, .unknown),
    ])
    func networkFailures(_ code: Int32, _ expected: URLError.Code) {
        let error = CurlResultCode.error(for: code, head: nil, received: 0)

        #expect((error as? URLError)?.code == expected)
    }

    @Test("libcurl's or nghttp2's refusal of a server that broke HTTP/2 names what it did, in their words", arguments: [
        (Int32(56), "h2_process_pending_input: nghttp2_session_mem_recv() returned -905:Too many CONTINUATION frames following a HEADER frame",
         "too many CONTINUATION frames following a HEADER frame"),
        (56, "h2_process_pending_input: nghttp2_session_mem_recv() returned -904:Flooding was detected in this HTTP/2 session, and it must be closed",
         "flooding was detected in this HTTP/2 session, and it must be closed"),
        (56, "h2_process_pending_input: nghttp2_session_mem_recv() returned -902:The user callback function failed",
         "it sent a head libcurl would not take (too large once decompressed, or malformed)"),
        (16, "nghttp2 recv error -905: Too many CONTINUATION frames following a HEADER frame", "too many CONTINUATION frames following a HEADER frame"),
        (92, "HTTP/2 stream 1 was not closed cleanly: COMPRESSION_ERROR (err 9)", "HTTP/2 stream 1 was not closed cleanly: COMPRESSION_ERROR (err 9)"),
        (92, "Invalid HTTP header field was received: frame type: 1, stream: 1", "invalid HTTP header field was received: frame type: 1, stream: 1"),
    ])
    func brokenProtocol(_ code: Int32, _ message: String, _ detail: String) {
        #expect(CurlResultCode.error(for: code, head: nil, received: 0, message: message) as? TransferError == .brokeProtocol(detail))
    }

    @Test("what the server put in libcurl's words is kept to one short line")
    func boundedDetail() throws {
        let message = "Invalid HTTP header field was received: name: [x], value: [\u{1B}]2J" + String(repeating: "y", count: 500)

        let error = try #require(CurlResultCode.error(for: 92, head: nil, received: 0, message: message) as? TransferError)

        guard case let .brokeProtocol(detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(detail.count == CurlResultCode.maxDetail)
        #expect(detail.hasPrefix("invalid HTTP header field was received: name: [x], value: [ ]2Jyyy"), "\(detail)")
        #expect(detail.hasSuffix("…"))
    }

    @Test("a stream or connection ended another way is still a connection that broke off, tried again", arguments: [
        (Int32(92), "HTTP/2 stream 3 was not closed cleanly: REFUSED_STREAM (err 7)"), (92, "HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)"),
        (92, "HTTP/2 stream 1 was not closed cleanly: PROTOCOL_ERROR (err 1)"), (92, "HTTP/2 stream 5 was not closed cleanly before end of the underlying stream"),
        (16, "Error in the HTTP2 framing layer"), (16, ""), (92, ""),
        (56, "Recv failure: Connection reset by peer"), (52, "Empty reply from server"),
    ])
    func notBroken(_ code: Int32, _ message: String) {
        #expect((CurlResultCode.error(for: code, head: nil, received: 0, message: message) as? URLError)?.code == .networkConnectionLost)
    }

    @Test("a transfer that ended before its head, after informational heads that kept coming, was ended by them", arguments: [
        (Int32(56), "h2_process_pending_input: nghttp2_session_mem_recv() returned -902:The user callback function failed", 2, TransferError.endlessInterimHeads),
        (18, "HTTP/2 stream 5 was not closed cleanly before end of the underlying stream", 3, .endlessInterimHeads),
        (56, "h2_process_pending_input: nghttp2_session_mem_recv() returned -902:The user callback function failed", 1, .brokeProtocol(CurlResultCode.refusedHead)),
        (56, "h2_process_pending_input: nghttp2_session_mem_recv() returned -905:Too many CONTINUATION frames following a HEADER frame", 5,
         .brokeProtocol("too many CONTINUATION frames following a HEADER frame")),
    ])
    func afterInterimHeads(_ code: Int32, _ message: String, _ interimHeads: Int, _ expected: TransferError) {
        #expect(CurlResultCode.error(for: code, head: nil, received: 0, message: message, interimHeads: interimHeads) as? TransferError == expected)
    }

    @Test("after an informational head or two, a transfer that ended well with no answer was ended by them", arguments: [(1, false), (2, true)])
    func notHTTPAfterInterimHeads(interimHeads: Int, endless: Bool) {
        #expect(CurlResultCode.unanswered(TransferError.notHTTP, interimHeads: interimHeads) as? TransferError == (endless ? .endlessInterimHeads : .notHTTP))
    }

    @Test("a body cut short says how much of what was declared arrived")
    func truncated() {
        let error = CurlResultCode.error(for: 18, head: ResponseHead(status: 200, fields: ["Content-Length": "100"]), received: 40)

        #expect(error as? TransferError == .truncated(expected: 100, received: 40))
    }

    @Test("a body cut short with no declared length is a lost connection")
    func truncatedWithoutLength() {
        let error = CurlResultCode.error(for: 18, head: ResponseHead(status: 200, fields: [:]), received: 40)

        #expect((error as? URLError)?.code == .networkConnectionLost)
    }

    @Test("a line too long for libcurl's buffer (CURLE_OUT_OF_MEMORY before 8.6, CURLE_TOO_LARGE since) is a header line too long while the head arrives", arguments: [Int32(27), 100])
    func lineTooLong(_ code: Int32) {
        #expect(CurlResultCode.error(for: code, head: nil, received: 0) as? TransferError == .headerLineTooLong)
        #expect((CurlResultCode.error(for: code, head: ResponseHead(status: 200, fields: [:]), received: 0) as? URLError)?.code == .unknown)
    }

    @Test("every failure keeps libcurl's code where a log can show it")
    func codeKept() {
        let error = CurlResultCode.error(for: 7, head: nil, received: 0) as? URLError

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
