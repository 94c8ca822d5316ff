import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moments written out in UTC: for people on the pages, for machines in the feed and the manifest.
enum UTCTime {
    /// "2026-11-18 11:08 UTC", for people.
    static func display(_ date: Date) -> String {
        let time = utc(date)
        return "\(four(time.year))-\(two(time.month))-\(two(time.day)) \(two(time.hour)):\(two(time.minute)) UTC"
    }

    /// "2026-11-18T11:08:00Z", for machines (RFC 3339).
    static func timestamp(_ date: Date) -> String {
        let time = utc(date)
        return "\(four(time.year))-\(two(time.month))-\(two(time.day))T\(two(time.hour)):\(two(time.minute)):\(two(time.second))Z"
    }

    /// The calendar fields of a moment in UTC. gmtime_r is used rather than a DateFormatter, whose
    /// set-up costs more than rendering a whole index when it is made for every picture.
    private static func utc(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_mday), Int(fields.tm_hour), Int(fields.tm_min), Int(fields.tm_sec))
    }

    /// A year in four digits, as RFC 3339 and the manifest's reader want it: 0999, not 999.
    private static func four(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func two(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
