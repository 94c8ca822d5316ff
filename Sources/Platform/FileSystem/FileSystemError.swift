import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call on a path failed: which path, and the `errno` it failed with.
package struct FileSystemError: Error, Equatable, Sendable {
    package let path: String
    package let code: Int32

    /// Takes the current `errno`; call it straight after the failing call.
    package init(path: String, code: Int32 = errno) {
        self.path = path
        self.code = code
    }

    /// A call on the open file at `path` that failed.
    package init(path: String, _ failure: Errno) {
        self.init(path: path, code: failure.code)
    }

    /// "No space left on device"; for a permission refused, with who dogs runs as and who owns
    /// the nearest file or folder there is at or above the path (see `ErrnoExplanation`).
    package var reason: String {
        guard ErrnoExplanation.namesAccounts(code) else { return ErrnoExplanation(code: code).sentence }
        return ErrnoExplanation(code: code, runner: .running, owner: Account.owner(ofNearest: path)).sentence
    }
}
