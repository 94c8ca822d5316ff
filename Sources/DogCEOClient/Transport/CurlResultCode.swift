import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
import PureSupport
#endif

/// libcurl's result codes (CURLcode) as the errors the rest of `dogs` judges: URLErrors for the
/// network's failures, as URLSession would give, so that retrying and messages need not know
/// which library moved the bytes.
enum CurlResultCode {
    static let partialFile: Int32 = 18
    static let timedOut: Int32 = 28

    private static let codes: [Int32: URLError.Code] = [
        1: .unsupportedURL, 3: .badURL, 5: .cannotFindHost, 6: .cannotFindHost, 7: .cannotConnectToHost,
        8: .badServerResponse, 16: .networkConnectionLost, partialFile: .networkConnectionLost, timedOut: .timedOut, 35: .secureConnectionFailed,
        47: .httpTooManyRedirects, 52: .networkConnectionLost, 55: .networkConnectionLost, 56: .networkConnectionLost,
        58: .clientCertificateRejected, 60: .serverCertificateUntrusted, 77: .serverCertificateUntrusted,
        92: .networkConnectionLost,
    ]

    /// libcurl's codes for a line that outgrows its buffer (100 KiB): CURLE_OUT_OF_MEMORY before
    /// curl 8.6, CURLE_TOO_LARGE since.
    static let lineTooLong: Set<Int32> = [27, 100]

    /// - Parameters:
    ///   - head: the answer's head, once it has arrived whole.
    ///   - message: libcurl's own sentence for the failure (its error buffer), empty when none.
    ///   - interimHeads: the informational heads (1xx) that came before any other.
    static func error(for code: Int32, head: ResponseHead?, received: Int64, message: String = "", interimHeads: Int = 0) -> any Error {
        if code == partialFile, let expectedLength = head?.contentLength {
            return TransferError.truncated(expected: expectedLength, received: received)
        }
        // Until the head is whole, what libcurl buffers is one line of it.
        if head == nil, lineTooLong.contains(code) { return TransferError.headerLineTooLong }
        let error: any Error = brokeProtocol(code: code, message: message)
            ? TransferError.brokeProtocol(detail(of: message)) : URLError(codes[code] ?? .unknown, userInfo: ["CURLcode": code])
        return head == nil ? unanswered(error, interimHeads: interimHeads) : error
    }

    /// A transfer that ended before its answer's head, however libcurl put it (it refused the
    /// heads, the stream ended, or the transfer ended well with no answer), after informational
    /// heads that kept coming: that is what the server did, whichever stream libcurl gave up on first.
    static func unanswered(_ error: any Error, interimHeads: Int) -> any Error {
        guard interimHeads >= 2 else { return error }
        switch error {
        case TransferError.notHTTP, TransferError.brokeProtocol(refusedHead): return TransferError.endlessInterimHeads
        case let error as URLError where error.code == .networkConnectionLost: return TransferError.endlessInterimHeads
        default: return error
        }
    }

    /// nghttp2's refusals of what a server sent (libcurl gives them as CURLE_RECV_ERROR before 8,
    /// CURLE_HTTP2 since), and a stream ended for a head or frames against the protocol: a server
    /// that broke HTTP/2 does it again, so it is not asked again. Any other end of a stream or a
    /// connection, said or not, is one broken off, and asked again.
    private static func brokeProtocol(code: Int32, message: String) -> Bool {
        guard [16, 56, 92].contains(code) else { return false }
        let said = ["nghttp2", "Invalid HTTP header", "COMPRESSION_ERROR", "FRAME_SIZE_ERROR", "FLOW_CONTROL_ERROR"]
        return said.contains { message.contains($0) }
    }

    /// NGHTTP2_ERR_CALLBACK_FAILURE's detail, which says least of what the server did.
    static let refusedHead = "it sent a head libcurl would not take (too large once decompressed, or malformed)"

    /// How long a detail in libcurl's words may be.
    static let maxDetail = 160

    /// What the server did, from libcurl's message: nghttp2's sentence after its error number
    /// when there is one, the whole message otherwise.
    private static func detail(of message: String) -> String {
        var text = Substring(message)
        if let number = message.range(of: #"(returned|error) -[0-9]+: ?"#, options: .regularExpression) {
            // NGHTTP2_ERR_CALLBACK_FAILURE: libcurl's refusal of a head, which nghttp2 words as its own failure.
            guard !message[number].contains("-902") else { return refusedHead }
            text = message[number.upperBound...]
        }
        guard let first = text.first else { return "libcurl gave no detail" }
        // "Too many …" reads on after a colon as "too many …"; "HTTP/2 …" stays as it is.
        let sentence = text.dropFirst().first?.isLowercase == true ? first.lowercased() + text.dropFirst() : String(text)
        return TerminalText.oneLine(sentence, maxLength: maxDetail)
    }
}
