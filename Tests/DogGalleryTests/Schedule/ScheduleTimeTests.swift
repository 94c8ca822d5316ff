@testable import DogGallery
import Testing

@Suite("ScheduleTime spreads galleries over the hour, the day and the week by their paths")
struct ScheduleTimeTests {
    static let paths = ["/srv/dogs", "/var/www/dogs", "/home/me/gallery", "/srv/my dogs", "/", "/srv/ünïcode", "/srv/100%"]
        + (0..<200).map { "/srv/gallery-\($0)" }

    @Test("FNV-1a of the path's UTF-8, the same in every process", arguments: [
        ("", 0xCBF2_9CE4_8422_2325 as UInt64), ("a", 0xAF63_DC4C_8601_EC8C), ("foobar", 0x8594_4171_F739_67E8),
    ])
    func hash(_ text: String, _ expected: UInt64) {
        #expect(PathHash.fnv1a(text) == expected)
    }

    @Test("the short name of a path: 8 hexadecimal digits of its hash")
    func shortName() {
        #expect(PathHash.short("foobar") == "85944171")
        #expect(PathHash.short("") == "cbf29ce4")
    }

    @Test("runs at every step of the interval, and never at minute 0", arguments: ScheduleInterval.accepted)
    func evenSteps(_ interval: ScheduleInterval) {
        for path in Self.paths {
            let time = ScheduleTime(interval, path: path)
            let times = time.minutesOfWeek

            #expect(times.count == 10_080 / interval.minutes, "\(path) \(interval.text): \(time.cronFields)")
            #expect(times.allSatisfy { $0 % 60 != 0 }, "\(path) \(interval.text): \(time.cronFields)")
            #expect(zip(times, times.dropFirst() + [times[0] + 10_080]).allSatisfy { $1 - $0 == interval.minutes }, "\(path) \(interval.text)")
        }
    }

    @Test("the same path always gets the same time", arguments: ScheduleInterval.accepted)
    func stable(_ interval: ScheduleInterval) {
        #expect(ScheduleTime(interval, path: "/srv/dogs") == ScheduleTime(interval, path: "/srv/dogs"))
    }

    @Test("galleries are spread: 200 paths take most minutes of the hour, and many hours of the day")
    func spread() {
        let hourly = Set(Self.paths.map { ScheduleTime(ScheduleInterval(argument: "1h")!, path: $0).minutes })
        let daily = Set(Self.paths.map { ScheduleTime(ScheduleInterval(argument: "1d")!, path: $0).hours })
        let weekly = Set(Self.paths.map { ScheduleTime(ScheduleInterval(argument: "7d")!, path: $0).weekday })

        #expect(hourly.count >= 45)
        #expect(daily.count >= 20)
        #expect(weekly.count == 7)
    }

    @Test("cron's five fields, and systemd's OnCalendar for the same moments", arguments: [
        ("10m", "9,19,29,39,49,59 * * * *", "*-*-* *:09,19,29,39,49,59:00"),
        ("30m", "3,33 * * * *", "*-*-* *:03,33:00"),
        ("1h", "47 * * * *", "*-*-* *:47:00"),
        ("6h", "47 5,11,17,23 * * *", "*-*-* 05,11,17,23:47:00"),
        ("1d", "47 11 * * *", "*-*-* 11:47:00"),
        ("7d", "47 11 * * 4", "Thu *-*-* 11:47:00"),
    ])
    func fields(_ every: String, _ cron: String, _ calendar: String) throws {
        let time = ScheduleTime(try #require(ScheduleInterval(argument: every)), path: "/srv/dogs")

        #expect(time.cronFields == cron)
        #expect(time.onCalendar == calendar)
    }

    @Test("finds the interval back from the fields it wrote for a path, and none from fields edited by hand")
    func intervalFromFields() {
        for interval in ScheduleInterval.accepted {
            #expect(ScheduleTime.interval(ofCronFields: ScheduleTime(interval, path: "/srv/dogs").cronFields, path: "/srv/dogs") == interval)
        }
        #expect(ScheduleTime.interval(ofCronFields: "0 * * * *", path: "/srv/dogs") == nil)
        #expect(ScheduleTime.interval(ofCronFields: "47  *  * * *", path: "/srv/dogs") == ScheduleInterval(argument: "1h"), "spacing aside")
        #expect(ScheduleTime.interval(ofCronFields: "47 * * * *", path: "/srv/cats") == nil, "another gallery's minute")
    }
}
