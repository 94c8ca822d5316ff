#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The errno a call on an open file failed with, before it is told with the file's path (see `FileSystemError`).
package struct Errno: Error, Equatable, Sendable {
    package let code: Int32

    /// Takes the current `errno`; call it straight after the failing call.
    package init(_ code: Int32 = errno) {
        self.code = code
    }
}
