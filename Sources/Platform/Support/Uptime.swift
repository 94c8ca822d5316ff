#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock, which no change of the wall clock moves: for how long
/// something has waited.
package enum Uptime {
    package static var nanoseconds: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    package static var seconds: Double {
        Double(nanoseconds) / 1e9
    }
}
