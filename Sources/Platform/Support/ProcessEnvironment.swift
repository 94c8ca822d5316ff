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
        var entries: [[UInt8]] = [], entry = environ
        while let pointer = entry.pointee {
            entries.append(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map(UInt8.init(bitPattern:)))
            entry += 1
        }
        return variables(in: entries)
    }

    /// The variables of `entries` (`NAME=value` each); the first of a name is the one read, as
    /// getenv(3) reads it.
    static func variables(in entries: [[UInt8]]) -> (values: [String: String], undecodable: Set<String>) {
        var values: [String: String] = [:], undecodable: Set<String> = []
        for bytes in entries {
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
                  let name = String(validating: bytes[..<equals], as: UTF8.self), values[name] == nil, !undecodable.contains(name) else { continue }
            if let value = String(validating: bytes[(equals + 1)...], as: UTF8.self) { values[name] = value } else { undecodable.insert(name) }
        }
        return (values, undecodable)
    }
}
