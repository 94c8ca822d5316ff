/// A gallery's systemd user timer, as dogs wrote it and `dogs schedule --list` and `dogs status`
/// read it back.
package struct ScheduledTimer: Equatable, Sendable {
    package let gallery: String
    /// The timer's file name, `dogs-1a2b3c4d.timer`.
    package let timer: String
    /// `1h`, as its description says; nil when it does not.
    package let every: String?
    /// The command its service runs, as words; nil when the service names none.
    package let command: [String]?

    package init(gallery: String, timer: String, every: String?, command: [String]? = nil) {
        (self.gallery, self.timer, self.every, self.command) = (gallery, timer, every, command)
    }

    /// The program its service runs.
    var program: String? { command?.first }

    /// How often it runs, nil when its description says no interval dogs writes.
    var interval: ScheduleInterval? {
        every.flatMap(ScheduleInterval.init(argument:))
    }
}
