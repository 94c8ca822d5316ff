import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call on a path failed: which path, and the `errno` it failed with.
struct FileSystemError: Error, Equatable, Sendable {
    let path: String
    let code: Int32

    /// Takes the current `errno`; call it straight after the failing call.
    init(path: String, code: Int32 = errno) {
        self.path = path
        self.code = code
    }

    /// From a Foundation error, keeping its POSIX code where it has one.
    init(path: String, error: any Error) {
        self.init(path: path, code: Self.code(of: error))
    }

    /// "No space left on device"; for a permission refused, with who dogs runs as and who owns
    /// the nearest file or folder there is at or above the path (see `FailureCause`).
    var reason: String {
        guard FailureCause.namesAccounts(code) else { return FailureCause(code: code).sentence }
        return FailureCause(code: code, runner: .running, owner: Account.owner(ofNearest: path)).sentence
    }

    /// The sentence for a Foundation error's POSIX cause, where no path is wanted.
    static func reason(of error: any Error) -> String {
        String(cString: strerror(code(of: error)))
    }

    private static func code(of error: any Error) -> Int32 {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let posix = [underlying, nsError].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        return posix.map { Int32($0.code) } ?? EIO
    }
}
