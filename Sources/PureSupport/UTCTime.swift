import Foundation

/// Moments written out in UTC: for people on the pages, for machines in the feed and the manifest.
package enum UTCTime {
    /// "2026-11-18 11:08 UTC", for people.
    package static func display(_ date: Date) -> String {
        format(date, "YYYY-MM-DD hh:mm UTC")
    }

    /// "2026-11-18T11:08:00Z", for machines (RFC 3339).
    package static func timestamp(_ date: Date) -> String {
        format(date, "YYYY-MM-DDThh:mm:ssZ")
    }

    /// `pattern` with each run of a field's letter (Y, M, D, h, m, s) replaced by the field's last
    /// digits, zero-padded (the year 999 is 0999), written straight into the string's bytes: every
    /// picture on every page has its time written.
    private static func format(_ date: Date, _ pattern: StaticString) -> String {
        let time = utc(date)
        let count = pattern.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: count) { text in
            // From the right, so each run of a letter takes its field's digits lowest first.
            var letter: UInt8 = 0, rest = 0
            for index in (0..<count).reversed() {
                let byte = pattern.utf8Start[index]
                let field: Int? = switch byte {
                case UInt8(ascii: "Y"): time.year
                case UInt8(ascii: "M"): time.month
                case UInt8(ascii: "D"): time.day
                case UInt8(ascii: "h"): time.hour
                case UInt8(ascii: "m"): time.minute
                case UInt8(ascii: "s"): time.second
                default: nil
                }
                guard let field else {
                    (text[index], letter) = (byte, 0)
                    continue
                }
                if byte != letter { (letter, rest) = (byte, field) }
                text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return count
        }
    }

    /// The calendar fields of a moment in UTC, counted out by hand: the C library's gmtime_r takes
    /// a process-wide lock, and the pages of a large gallery are rendered on every core at once.
    private static func utc(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400, secondOfDay = seconds - days * 86_400
        // The inverse of `daysSince1970`, in the same 400-year eras from March 1.
        let fromEpoch = days + 719_468
        let era = (fromEpoch >= 0 ? fromEpoch : fromEpoch - 146_096) / 146_097
        let dayOfEra = fromEpoch - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, dayOfYear - (153 * marchMonth + 2) / 5 + 1, secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60)
    }

    /// The moment of a date and time of day in UTC, when every field is in range: February 29
    /// only in a leap year.
    package static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date? {
        guard (1...12).contains(month), (1...daysIn(month, of: year)).contains(day), (0..<24).contains(hour),
              (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        let seconds = ((daysSince1970(year: year, month: month, day: day) * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The value of a few ASCII digits; nil when there are none or any byte is not one. Not
    /// generic: the manifest reader calls it six times a line, and a generic called from another
    /// module runs unspecialised.
    package static func number(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return month == 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (years from 0), counted
    /// in 400-year eras from March 1, so that a leap day ends its year.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
