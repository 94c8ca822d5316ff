#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system refused dogs what a run needs before it starts: a thread (a limit on this user's
/// processes and threads, ulimit -u, or a container's pids limit), or room for the memory a run
/// may take (ulimit -v). Waiting would not lift either, and a run begun without it would end
/// in a crash halfway.
package enum SystemRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system's error number when a thread could not be started.
    case thread(code: Int32)
    /// The system's error number when `bytes` of address space could not be set aside.
    case memory(code: Int32, bytes: Int)

    package var description: String {
        switch self {
        case let .thread(code):
            "cannot start a thread: \(String(cString: strerror(code))) (too many processes or threads for this user, ulimit -u, or too little memory, ulimit -v)"
        case let .memory(code, bytes):
            "cannot set aside the \(bytes >> 20) MiB of memory a run may take: \(String(cString: strerror(code))) (too little memory for this process, ulimit -v)"
        }
    }
}
