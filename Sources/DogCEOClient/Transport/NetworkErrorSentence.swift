import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a request failed, in dogs' own words: Foundation's descriptions ("The operation could
/// not be completed. (NSURLErrorDomain error -1003.)") tell a person nothing.
package enum NetworkErrorSentence {
    /// The `URLError` user-info key for the seconds a timed-out request was allowed.
    package static let timeoutKey = "dogsTimeoutSeconds"
    /// The `URLError` user-info key for the seconds a request was allowed in all.
    package static let wholeTimeKey = "dogsWholeTimeSeconds"

    /// The error under a retried failure.
    package static func underlying(_ error: any Error) -> any Error {
        (error as? RetriedFailure)?.last ?? error
    }

    /// One sentence for `error`, with the attempts made when it was retried.
    package static func sentence(for error: any Error) -> String {
        guard let retried = error as? RetriedFailure else { return sentence(forOne: error) }
        return sentence(forOne: retried.last) + " (\(retried.attempts) attempts)"
    }

    private static func sentence(forOne error: any Error) -> String {
        if let error = error as? TransferError { return error.description }
        // A transfer the run gave up on as it stopped (a signal, --max-time).
        if error is CancellationError { return "stopped" }
        if let error = error as? URLError { return sentence(for: error) }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, let sentence = posix[Int32(error.code)] { return sentence }
        return "an unexpected error (\(error.domain) \(error.code))"
    }

    private static func sentence(for error: URLError) -> String {
        switch error.code {
        case .timedOut:
            if let whole = error.userInfo[wholeTimeKey] as? Int {
                "it took more than \(whole) s in all, ten times --timeout, the bytes coming too slowly"
            } else {
                (error.userInfo[timeoutKey] as? Int).map { "timed out after \($0) s" } ?? "timed out"
            }
        case .cannotFindHost, .dnsLookupFailed: "its host name could not be resolved (no network, or a mistyped address?)"
        case .cannotConnectToHost: "the connection was refused (nothing is listening there)"
        case .networkConnectionLost: "the connection broke off"
        case .notConnectedToInternet: "there is no network connection"
        case .secureConnectionFailed: "a secure (TLS) connection could not be set up"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "its certificate is not trusted"
        case .clientCertificateRejected, .clientCertificateRequired: "the server refused the connection"
        case .httpTooManyRedirects: "it redirected too many times"
        case .badServerResponse: "the answer was not HTTP"
        case .unsupportedURL, .badURL: "it is not a link dogs can request"
        default: "a network error (URL error \(error.code.rawValue))"
        }
    }

    private static let posix: [Int32: String] = [
        ECONNRESET: "the connection was reset", ECONNREFUSED: "the connection was refused (nothing is listening there)",
        ETIMEDOUT: "timed out", ENETUNREACH: "the network is unreachable", EHOSTUNREACH: "the host is unreachable",
    ]
}
