import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RetryPolicy.Outcome {
    /// An answer; one that is not HTTP counts as a success, as there is no status to judge.
    init(_ response: HTTPURLResponse?) {
        self = .response(status: response?.statusCode ?? 200, retryAfter: response?.value(forHTTPHeaderField: "Retry-After"))
    }

    /// A failure to get a whole answer: cancelled when the run is stopping, permanent when
    /// trying again would fail the same way, transient otherwise (time-outs and cut-off bodies included).
    /// A host name that does not resolve is permanent, as for curl's `--retry`: offline, asking
    /// again only delays the error.
    package init(_ error: any Error) {
        switch error {
        case is CancellationError:
            self = .cancelled
        case let error as URLError where error.code == .cancelled:
            self = .cancelled
        case let error as URLError where [.cannotFindHost, .dnsLookupFailed].contains(error.code):
            self = .permanentFailure
        case TransferError.tooLarge, TransferError.headTooLarge, TransferError.trailersTooLarge, TransferError.headerLineTooLong, TransferError.noStatusLine,
             TransferError.encoded, TransferError.redirectRefused, TransferError.notHTTP, TransferError.cannotStore, TransferError.networkUnavailable,
             TransferError.brokeProtocol, TransferError.endlessInterimHeads:
            self = .permanentFailure
        default:
            self = .transportFailure
        }
    }
}
