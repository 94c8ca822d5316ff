#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a program is, found on a PATH as a shell finds it.
package enum ProgramSearch {
    /// The first executable `name` in the folders of `path` (PATH's value; cron's own,
    /// `/usr/bin:/bin`, when none is set).
    package static func locate(_ name: String, in path: String?, isExecutable: (String) -> Bool = { access($0, X_OK) == 0 }) -> String? {
        (path ?? "/usr/bin:/bin").split(separator: ":").map { "\($0.hasSuffix("/") ? $0.dropLast() : $0)/\(name)" }.first(where: isExecutable)
    }
}
