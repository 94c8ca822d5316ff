import Foundation
@testable import PureSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@Suite("UTCTime writes moments in UTC")
struct UTCTimeTests {
    @Test("RFC 3339 for machines, minutes for people, the year always in four digits", arguments: [
        (1_795_000_000.0, "2026-11-18T11:06:40Z", "2026-11-18 11:06 UTC"),
        (0, "1970-01-01T00:00:00Z", "1970-01-01 00:00 UTC"),
        (-1, "1969-12-31T23:59:59Z", "1969-12-31 23:59 UTC"),
        (-30_610_310_400, "0999-12-31T00:00:00Z", "0999-12-31 00:00 UTC"),
        (253_402_300_799, "9999-12-31T23:59:59Z", "9999-12-31 23:59 UTC"),
    ])
    func formats(_ seconds: Double, _ timestamp: String, _ display: String) {
        let date = Date(timeIntervalSince1970: seconds)

        #expect(UTCTime.timestamp(date) == timestamp)
        #expect(UTCTime.display(date) == display)
    }

    @Test("reads a field of ASCII digits only: none from nothing, from other digits, or from more than fit", arguments: [
        ("0", 0), ("07", 7), ("2026", 2026), ("999999999", 999_999_999),
        ("", nil), ("1234567890", nil), ("12a", nil), ("-1", nil), ("+1", nil), (" 1", nil), ("١", nil), ("２", nil),
    ] as [(String, Int?)])
    func number(_ digits: String, _ value: Int?) {
        #expect(Array(digits.utf8).withUnsafeBufferPointer(UTCTime.number) == value)
    }

    @Test("writes the calendar fields the C library gives, from year 0 to 9999")
    func agreesWithTheCLibrary() {
        let moments = stride(from: -62_167_219_200, to: 253_402_300_800, by: 86_400 * 89 + 3_607 * 11 + 13)

        let different = moments.filter { seconds in
            var time = time_t(seconds), fields = tm()
            gmtime_r(&time, &fields)
            let expected = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_mday),
                Int(fields.tm_hour), Int(fields.tm_min), Int(fields.tm_sec)
            )
            return UTCTime.timestamp(Date(timeIntervalSince1970: TimeInterval(seconds))) != expected
        }

        #expect(moments.underestimatedCount > 30_000)
        #expect(different.prefix(3).map { $0 } == [])
    }
}
