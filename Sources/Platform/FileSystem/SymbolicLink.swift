#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a symbolic link leads, as the bytes it holds.
package enum SymbolicLink {
    /// The destination of the link `path` (in the folder open as `folder`, or the working
    /// folder), or nil for anything but a link, and for a destination that is not UTF-8: a path
    /// re-spelled would lead somewhere else.
    package static func destination(of path: String, in folder: Int32 = AT_FDCWD) -> String? {
        // readlink gives the bytes alone, with no terminating zero; a path is shorter than PATH_MAX.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlinkat(folder, path, &buffer, buffer.count)
        guard count != -1 else { return nil }
        return String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
