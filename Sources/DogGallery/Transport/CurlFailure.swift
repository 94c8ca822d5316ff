import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// libcurl's result codes (CURLcode) as the errors the rest of `dogs` judges: URLErrors for the
/// network's failures, as URLSession would give, so that retrying and messages need not know
/// which library moved the bytes.
enum CurlFailure {
    static let partialFile: Int32 = 18

    private static let codes: [Int32: URLError.Code] = [
        1: .unsupportedURL, 3: .badURL, 5: .cannotFindHost, 6: .cannotFindHost, 7: .cannotConnectToHost,
        8: .badServerResponse, 16: .networkConnectionLost, partialFile: .networkConnectionLost, 28: .timedOut, 35: .secureConnectionFailed,
        47: .httpTooManyRedirects, 52: .networkConnectionLost, 55: .networkConnectionLost, 56: .networkConnectionLost,
        58: .clientCertificateRejected, 60: .serverCertificateUntrusted, 77: .serverCertificateUntrusted,
        92: .networkConnectionLost,
    ]

    static func error(for code: Int32, expectedLength: Int64?, received: Int64) -> any Error {
        if code == partialFile, let expectedLength {
            return TransferError.truncated(expected: expectedLength, received: received)
        }
        return URLError(codes[code] ?? .unknown, userInfo: ["CURLcode": code])
    }
}
