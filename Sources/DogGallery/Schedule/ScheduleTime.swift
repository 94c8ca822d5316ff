/// When a gallery's fetch runs in each hour, day and week, derived from the gallery's path: the
/// same path always gets the same time, and galleries spread over the hour rather than all
/// asking dog.ceo at its top. Never at minute 0, when every other cron job on earth starts.
struct ScheduleTime: Equatable, Sendable {
    let interval: ScheduleInterval
    /// The minutes of the hour it runs at.
    let minutes: [Int]
    /// The hours of the day it runs in; all 24 for an interval under a day.
    let hours: [Int]
    /// The day of the week for a weekly run (0 is Sunday, as cron counts), nil for every day.
    let weekday: Int?

    init(_ interval: ScheduleInterval, path: String) {
        self.interval = interval
        let hash = PathHash.fnv1a(path)
        let step = interval.minutes
        if step < ScheduleInterval.hour {
            // An offset from 1 to step - 1: the steps after it never reach minute 0 either.
            minutes = Array(stride(from: 1 + Int(hash % UInt64(step - 1)), to: 60, by: step))
            hours = Array(0..<24)
            weekday = nil
            return
        }
        minutes = [1 + Int(hash % 59)]
        // The rest of the hash picks the hour and the day, so that they do not follow the minute.
        let rest = hash / 59
        let hourStep = min(step / ScheduleInterval.hour, 24)
        hours = Array(stride(from: Int(rest % UInt64(hourStep)), to: 24, by: hourStep))
        weekday = step == ScheduleInterval.week ? Int(rest / 24 % 7) : nil
    }

    /// Every minute of the week (0 is Sunday 00:00) at which it runs, in order.
    var minutesOfWeek: [Int] {
        (0..<7).filter { weekday == nil || $0 == weekday }.flatMap { (day: Int) -> [Int] in
            hours.flatMap { (hour: Int) -> [Int] in minutes.map { (minute: Int) -> Int in (day * 24 + hour) * 60 + minute } }
        }
    }

    /// The five time fields of a crontab line: `42 1,7,13,19 * * *`.
    var cronFields: String {
        [minutes.map(String.init).joined(separator: ","), hours.count == 24 ? "*" : hours.map(String.init).joined(separator: ","),
         "*", "*", weekday.map(String.init) ?? "*"].joined(separator: " ")
    }

    /// The same moments as a systemd calendar event: `*-*-* 01,07,13,19:42:00`.
    var onCalendar: String {
        let day = weekday.map { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][$0] + " " } ?? ""
        let hours = self.hours.count == 24 ? "*" : self.hours.map(Self.twoDigits).joined(separator: ",")
        return "\(day)*-*-* \(hours):\(minutes.map(Self.twoDigits).joined(separator: ",")):00"
    }

    /// The interval whose fields for `path` these are, nil for fields dogs would not write for it
    /// (edited by hand, or another gallery's).
    static func interval(ofCronFields fields: String, path: String) -> ScheduleInterval? {
        let normalized = fields.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return ScheduleInterval.accepted.first { ScheduleTime($0, path: path).cronFields == normalized }
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
