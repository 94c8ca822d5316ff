/// `dogs`' exit codes, after sysexits.h.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case partialFailure = 1
    case usage = 64
    case dataError = 65
    case unavailable = 69
    case software = 70
    case cannotCreate = 73

    /// The exit code for an error that ended a run.
    public init(for error: any Error) {
        switch error {
        case is UsageError:
            self = .usage
        case let error as DogServiceError:
            switch error {
            case .connectivity, .httpStatus: self = .unavailable
            case .invalidData: self = .dataError
            case let .apiError(_, code): self = (code ?? 0) >= 500 ? .unavailable : .usage
            }
        case let error as GalleryError:
            switch error {
            case .cannotCreate, .cannotWrite: self = .cannotCreate
            case .unreadableManifest: self = .dataError
            }
        default:
            self = .software
        }
    }

    /// The exit code for a run that finished: 0 when everything asked for arrived.
    public init(for report: FetchReport) {
        if report.failed.isEmpty, report.interruptedBy == nil {
            self = .success
        } else if report.saved.isEmpty, !report.failed.isEmpty {
            let storageOnly = report.failed.allSatisfy { if case .storage = $0.error { true } else { false } }
            self = storageOnly ? .cannotCreate : .unavailable
        } else {
            self = .partialFailure
        }
    }
}
