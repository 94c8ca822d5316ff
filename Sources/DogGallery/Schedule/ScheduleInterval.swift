import Platform
import PureSupport

/// How often a scheduled fetch runs: `--every 30m`, `6h`, `1d`. Only intervals cron can keep
/// exactly: those that divide an hour or a day evenly (a list of minutes or hours repeats the
/// same gap), a day, or a week; at least 10 minutes, so dog.ceo is not asked too often.
package struct ScheduleInterval: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let minutes: Int

    private init(minutes: Int) {
        self.minutes = minutes
    }

    static let hour = 60
    static let day = 1_440
    static let week = 10_080

    /// Every interval `--every` takes, shortest first.
    static let accepted: [ScheduleInterval] = {
        let minutes: [Int] = [10, 12, 15, 20, 30], hours: [Int] = [1, 2, 3, 4, 6, 8, 12]
        return (minutes + hours.map { $0 * hour } + [day, week]).map(ScheduleInterval.init)
    }()
    static let standard = ScheduleInterval(minutes: hour)
    /// What `--every` takes, for the error naming a text it does not.
    static let requirement = "be one of \(ProseList.joined(accepted.map(\.text), or: true)) (or hourly, daily, weekly): an interval that divides an hour or a day evenly, 10 minutes at least, or a day or a week"
    /// What shells offer for `--every`.
    static let forms = accepted.map(\.text) + words.keys.sorted()

    /// The words cron users type for an interval, as cron's own `@hourly`, `@daily` and `@weekly`.
    static let words = ["hourly": hour, "daily": day, "weekly": week]

    /// `10m`, `2h`, `1d`: a whole number without sign or leading zero, then `m`, `h` or `d`; or
    /// `hourly`, `daily`, `weekly` (with or without cron's `@`).
    init?(argument text: String) {
        if let minutes = Self.words[text.lowercased().drop { $0 == "@" }.description] {
            self.init(minutes: minutes)
            return
        }
        guard let unit = text.last, let size = ["m": 1, "h": Self.hour, "d": Self.day][unit],
              case let digits = text.dropLast(), (1...4).contains(digits.count), digits.first != "0",
              digits.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(digits),
              case let interval = ScheduleInterval(minutes: count * size), Self.accepted.contains(interval)
        else { return nil }
        self = interval
    }

    /// The interval in its largest whole unit: `30m`, `6h`, `7d`.
    var text: String {
        minutes % Self.day == 0 ? "\(minutes / Self.day)d" : minutes % Self.hour == 0 ? "\(minutes / Self.hour)h" : "\(minutes)m"
    }

    package var description: String { text }
}
