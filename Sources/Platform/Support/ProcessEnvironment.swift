#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment, as the system gives it.
package enum ProcessEnvironment {
    /// The variables whose name and value are UTF-8, and the names of those whose value is not:
    /// `ProcessInfo` would turn a stray byte into U+FFFD, and a path so re-spelled is another's.
    package static func variables() -> (values: [String: String], undecodable: Set<String>) {
        var values: [String: String] = [:], undecodable: Set<String> = []
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map(UInt8.init(bitPattern:))
            entry += 1
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
                  let name = String(validating: bytes[..<equals], as: UTF8.self), values[name] == nil, !undecodable.contains(name) else { continue }
            if let value = String(validating: bytes[(equals + 1)...], as: UTF8.self) { values[name] = value } else { undecodable.insert(name) }
        }
        return (values, undecodable)
    }
}
