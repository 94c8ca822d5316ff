#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a run was stopped before it finished.
package enum StopReason: Hashable, Sendable, CustomStringConvertible {
    /// `--max-time` passed.
    case deadline
    /// SIGINT, SIGTERM, …
    case signal(Int32)

    package var description: String {
        switch self {
        case .deadline: "--max-time passed"
        case .signal(SIGHUP): "hung up (SIGHUP)"
        case .signal(SIGINT): "interrupted (SIGINT)"
        case .signal(SIGQUIT): "quit (SIGQUIT)"
        case .signal(SIGALRM): "alarm (SIGALRM)"
        case .signal(SIGTERM): "terminated (SIGTERM)"
        case .signal(SIGUSR1): "stopped by SIGUSR1"
        case .signal(SIGUSR2): "stopped by SIGUSR2"
        case let .signal(number): "stopped by signal \(number)"
        }
    }
}
