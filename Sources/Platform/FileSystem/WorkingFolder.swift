#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working folder, as the system names it.
package enum WorkingFolder {
    /// Its path, byte for byte; nil when it cannot be had, or its bytes are not UTF-8 (`café` in
    /// Latin-1), as a `String` cannot hold them without changing them into another folder's name.
    package static func path() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(validating: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
