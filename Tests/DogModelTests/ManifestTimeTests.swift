@testable import DogModel
import Foundation
@testable import PureSupport
import Testing

@Suite("The manifest reads back the times UTCTime writes, and no other shape of time")
struct ManifestTimeTests {
    @Test("reads RFC 3339 times in UTC, the year always in four digits", arguments: [
        (1_795_000_000.0, "2026-11-18T11:06:40Z"),
        (0, "1970-01-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (-30_610_310_400, "0999-12-31T00:00:00Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
    ])
    func reads(_ seconds: Double, _ timestamp: String) {
        #expect(ManifestLine.date(timestamp) == Date(timeIntervalSince1970: seconds))
    }

    @Test("the manifest refuses any other shape of time", arguments: [
        "999-12-31T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-18T11:06:60Z", "2026-11-18 11:06:40Z", "2026-11-18T11:06:40+00:00",
        "2026-11-18T11:06:40.5Z", "2026-02-30T00:00:00Z", "２026-11-18T11:06:40Z", "",
        "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-00-10T00:00:00Z", "2026-11-00T00:00:00Z",
        "2026-11-18T24:00:00Z", "2026-11-18T11:60:00Z", "2026-11-18t11:06:40Z", "2026-11-18T11:06:40z", "2026-11-18T11-06-40Z",
        "2026/11/18T11:06:40Z", "2026-11-18T11:06:40ZZ", "-026-11-18T11:06:40Z", "2026-1-18T11:06:40Z ",
    ])
    func refuses(_ text: String) {
        #expect(ManifestLine.date(text) == nil)
    }

    @Test("leap days are read in leap years only", arguments: [
        ("2024-02-29T12:00:00Z", 1_709_208_000.0), ("2000-02-29T00:00:00Z", 951_782_400), ("0000-02-29T00:00:00Z", -62_162_121_600),
        ("0000-01-01T00:00:00Z", -62_167_219_200), ("2026-12-31T23:59:59Z", 1_798_761_599),
    ])
    func leapDays(_ text: String, _ seconds: Double) {
        #expect(ManifestLine.date(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test("reads back every moment it writes, from year 0 to 9999")
    func roundTrip() {
        // A fixed walk over the four-digit years: every month, day and time of day comes up.
        let seconds: StrideTo<Int> = stride(from: -62_167_219_200, to: 253_402_300_800, by: 86_400 * 97 + 3_671 * 7)
        let moments: [Date] = seconds.map { (second: Int) -> Date in Date(timeIntervalSince1970: TimeInterval(second)) }

        let misread: [Date] = moments.filter { (moment: Date) -> Bool in ManifestLine.date(UTCTime.timestamp(moment)) != moment }

        #expect(moments.count > 30_000)
        #expect(misread.prefix(3).map(UTCTime.timestamp) == [])
    }
}
