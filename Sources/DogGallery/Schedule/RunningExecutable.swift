import Platform
#if canImport(Darwin)
import Darwin
#endif

/// The absolute path of the program running now, links resolved, for a schedule to run the same
/// dogs again: argv[0] may be a bare name found on a PATH that cron's does not match.
package enum RunningExecutable {
    package static func path() -> String? {
        #if os(Linux)
        SymbolicLink.destination(of: "/proc/self/exe")
        #else
        var size = UInt32(0)
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }
}
