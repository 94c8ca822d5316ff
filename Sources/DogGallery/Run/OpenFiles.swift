import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, and what is open already: what `OpenFileBudget` weighs.
public struct OpenFiles: Sendable {
    /// The soft and hard limits (RLIMIT_NOFILE); `Int.max` for none.
    let limits: @Sendable () -> (soft: Int, hard: Int)
    /// Sets the soft limit; false when the system refuses.
    let raise: @Sendable (Int) -> Bool
    /// How many descriptors are open now.
    let open: @Sendable () -> Int

    /// This process's, read and set through getrlimit and setrlimit.
    public static let system = OpenFiles(
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
            // Each number below the soft limit that is a descriptor; no descriptor is needed to ask.
            let soft = min(number({ var limit = rlimit(); getrlimit(resource, &limit); return limit.rlim_cur }()), 1 << 16)
            return (0..<Int32(soft)).filter { fcntl($0, F_GETFD) != -1 }.count
        }
    )

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif

    /// RLIM_INFINITY, the largest rlim_t, is above any Int: no limit.
    /// Room for a run's own descriptors before any thread starts: the soft limit raised to what
    /// `OpenFileBudget.base` needs beside what is open, or why not even that can be had. Dispatch's
    /// threads trap when they find no descriptor free, so this comes before anything else.
    public func roomToStart() -> TooFewOpenFiles? {
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
