#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system refused dogs a thread: a limit on this user's processes and threads (ulimit -u,
/// a container's pids limit) or on memory (ulimit -v), which waiting would not lift.
public struct ThreadRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system's error number.
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    public var description: String {
        "cannot start a thread: \(String(cString: strerror(code))) (too many processes or threads for this user, ulimit -u, or too little memory, ulimit -v)"
    }
}
