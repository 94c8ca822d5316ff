import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// libcurl's result codes (CURLcode) as the errors the rest of `dogs` judges: URLErrors for the
/// network's failures, as URLSession would give, so that retrying and messages need not know
/// which library moved the bytes.
enum CurlFailure {
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

    /// - Parameter head: the answer's head, once it has arrived whole.
    static func error(for code: Int32, head: ResponseHead?, received: Int64) -> any Error {
        if code == partialFile, let expectedLength = head?.contentLength {
            return TransferError.truncated(expected: expectedLength, received: received)
        }
        // Until the head is whole, what libcurl buffers is one line of it.
        if head == nil, lineTooLong.contains(code) { return TransferError.headerLineTooLong }
        return URLError(codes[code] ?? .unknown, userInfo: ["CURLcode": code])
    }
}
