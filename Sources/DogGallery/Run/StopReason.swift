/// Why a run was stopped before it finished.
public enum StopReason: Hashable, Sendable, CustomStringConvertible {
    /// `--max-time` passed.
    case deadline
    /// SIGINT, SIGTERM, …
    case signal(Int32)

    public var description: String {
        switch self {
        case .deadline: "--max-time passed"
        case .signal(2): "interrupted (SIGINT)"
        case .signal(15): "terminated (SIGTERM)"
        case let .signal(number): "stopped by signal \(number)"
        }
    }
}
