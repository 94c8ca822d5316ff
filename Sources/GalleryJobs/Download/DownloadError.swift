import DogModel
import Platform

/// Why one picture was not saved. The others go on regardless.
package enum DownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case connectivity(reason: String)
    case httpStatus(Int)
    case notAPicture(String)
    case tooLarge(limit: Int)
    case cancelled
    case storage(StorageFailure)

    package var description: String {
        switch self {
        case let .connectivity(reason): "could not download: \(reason)"
        case let .httpStatus(code): "the server answered HTTP \(code)"
        case let .notAPicture(reason): "not a picture: \(reason)"
        case let .tooLarge(limit): "larger than the \(limit)-byte limit (--max-bytes)"
        case .cancelled: "stopped before it was complete"
        case let .storage(error): error.description
        }
    }
}

extension Result<DownloadedFile, DownloadError> {
    /// Whether another picture should stand in for this one: the picture itself was at fault
    /// (gone, refused, not a picture, too large). A time-out, a dropped connection, a 5xx or a
    /// 429 says the server is in trouble or busy, and another picture from it would fare the same.
    var isReplaceable: Bool {
        guard case let .failure(error) = self else { return false }
        switch error {
        case let .httpStatus(code): return (400..<500).contains(code) && code != 408 && code != 429
        case .notAPicture, .tooLarge: return true
        case .connectivity, .cancelled, .storage: return false
        }
    }

    /// Why the picture could not be written, if that is why it failed.
    var storageFailure: StorageFailure? {
        guard case let .failure(.storage(failure)) = self else { return nil }
        return failure
    }
}
