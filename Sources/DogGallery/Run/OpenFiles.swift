import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, and what is open already: what `OpenFileBudget` weighs.
package struct OpenFiles: Sendable {
    /// The soft and hard limits (RLIMIT_NOFILE); `Int.max` for none.
    let limits: @Sendable () -> (soft: Int, hard: Int)
    /// Sets the soft limit; false when the system refuses.
    let raise: @Sendable (Int) -> Bool
    /// How many descriptors are open now.
    let open: @Sendable () -> Int

    /// This process's, read and set through getrlimit and setrlimit.
    package static let system = OpenFiles(
        limits: {
            var limit = rlimit()
            guard getrlimit(resource, &limit) == 0 else { return (.max, .max) }
            return (number(limit.rlim_cur), number(limit.rlim_max))
        },
        raise: { soft in
            var limit = rlimit()
            guard getrlimit(resource, &limit) == 0 else { return false }
            limit.rlim_cur = rlim_t(soft)
            return setrlimit(resource, &limit) == 0
        },
        open: {
            let soft = min(number({ var limit = rlimit(); getrlimit(resource, &limit); return limit.rlim_cur }()), 1 << 16)
            if let listed = listedDescriptors() { return listed }
            // With no descriptor free to list them, every one below the limit is open.
            if errno == EMFILE || errno == ENFILE { return soft }
            // No /proc (a chroot): each number below the limit that is a descriptor, asked one by one.
            return (0..<Int32(soft)).filter { fcntl($0, F_GETFD) != -1 }.count
        }
    )

    /// The entries of the system's folder of this process's descriptors, less the one that lists
    /// them: a single read, where asking every number below a limit of 65,536 takes as many calls.
    private static func listedDescriptors() -> Int? {
        #if canImport(Glibc)
        let folder = "/proc/self/fd"
        #else
        let folder = "/dev/fd"
        #endif
        guard let listing = opendir(folder) else { return nil }
        defer { closedir(listing) }
        var count = 0
        while let entry = readdir(listing) {
            let isDots = withUnsafeBytes(of: entry.pointee.d_name) { $0.first == UInt8(ascii: ".") }
            if !isDots { count += 1 }
        }
        return count - 1
    }

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif

    /// RLIM_INFINITY, the largest rlim_t, is above any Int: no limit.
    /// Room for a run's own descriptors before any thread starts: the soft limit raised to what
    /// `OpenFileBudget.base` needs beside what is open, or why not even that can be had. Dispatch's
    /// threads trap when they find no descriptor free, so this comes before anything else.
    package func roomToStart() -> TooFewOpenFiles? {
        let (soft, hard) = limits()
        let needed = OpenFileBudget(fixed: 0, transfers: 0).needed(transfers: 0, open: open())
        guard needed > soft else { return nil }
        guard needed <= hard, raise(needed) else { return TooFewOpenFiles(needed: needed, allowed: needed <= hard ? soft : hard) }
        return nil
    }

    private static func number(_ value: rlim_t) -> Int {
        value > rlim_t(Int.max) ? .max : Int(value)
    }
}
