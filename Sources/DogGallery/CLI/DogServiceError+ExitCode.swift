import DogCEOClient

extension DogServiceError: ExitCodeReason {
    var exitCode: ExitCode {
        switch self {
        case .apiError where isUnknownBreed: .usage
        case .notTheAPI: .usage
        case .connectivity, .httpStatus, .apiError: .unavailable
        case .invalidData: .dataError
        }
    }
}

/// A breed the user named that dog.ceo does not know: the user's mistake.
extension UnknownBreed: ExitCodeReason {
    var exitCode: ExitCode { .usage }
}
