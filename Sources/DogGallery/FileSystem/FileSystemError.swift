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
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let posix = [underlying, nsError].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        self.init(path: path, code: posix.map { Int32($0.code) } ?? EIO)
    }

    /// "No space left on device".
    var reason: String { String(cString: strerror(code)) }
}
