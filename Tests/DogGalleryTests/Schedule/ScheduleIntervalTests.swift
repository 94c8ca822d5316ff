@testable import DogGallery
import Testing

@Suite("ScheduleInterval reads --every")
struct ScheduleIntervalTests {
    @Test("takes the intervals that divide an hour or a day evenly, and whole days or weeks", arguments: [
        ("10m", 10), ("12m", 12), ("15m", 15), ("20m", 20), ("30m", 30), ("60m", 60), ("1h", 60), ("2h", 120), ("3h", 180),
        ("4h", 240), ("6h", 360), ("8h", 480), ("12h", 720), ("24h", 1440), ("1d", 1440), ("7d", 10_080), ("120m", 120),
        // The words cron users type, as cron's own @hourly, @daily and @weekly.
        ("hourly", 60), ("daily", 1440), ("weekly", 10_080), ("@hourly", 60), ("Daily", 1440),
    ])
    func accepted(_ text: String, _ minutes: Int) {
        #expect(ScheduleInterval(argument: text)?.minutes == minutes)
    }

    @Test("refuses what cron cannot run at even steps, under 10 minutes, or not a number and a unit", arguments: [
        "", "h", "1", "60", "0m", "5m", "9m", "45m", "90m", "7h", "5h", "25h", "2d", "3d", "1w", "-1h", "+1h", " 1h", "1h ", "1H", "1.5h",
        "01h", "1 h", "999999999999999999999h", "1hm", "١h",
    ])
    func refused(_ text: String) {
        #expect(ScheduleInterval(argument: text) == nil)
    }

    @Test("writes each interval in its largest whole unit", arguments: [
        (10, "10m"), (30, "30m"), (60, "1h"), (120, "2h"), (720, "12h"), (1440, "1d"), (10_080, "7d"),
    ])
    func text(_ minutes: Int, _ text: String) throws {
        let interval = try #require(ScheduleInterval.accepted.first { $0.minutes == minutes })

        #expect(interval.text == text)
        #expect(ScheduleInterval(argument: text) == interval)
    }

    @Test("lists every interval it accepts, shortest first")
    func list() {
        #expect(ScheduleInterval.accepted.map(\.text) == ["10m", "12m", "15m", "20m", "30m", "1h", "2h", "3h", "4h", "6h", "8h", "12h", "1d", "7d"])
    }
}
