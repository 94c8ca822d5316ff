import Foundation
import Testing
@testable import DogGallery

@Suite("UTCTime writes moments in UTC, and the manifest reads back what it writes")
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
        #expect(ManifestLine.date(timestamp) == date)
    }

    @Test("the manifest refuses any other shape of time", arguments: [
        "999-12-31T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-18T11:06:60Z", "2026-11-18 11:06:40Z", "2026-11-18T11:06:40+00:00",
        "2026-11-18T11:06:40.5Z", "2026-02-30T00:00:00Z", "２026-11-18T11:06:40Z", "",
    ])
    func refuses(_ text: String) {
        #expect(ManifestLine.date(text) == nil)
    }
}
