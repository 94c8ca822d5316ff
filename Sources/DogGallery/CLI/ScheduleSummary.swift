/// What `dogs schedule` prints.
enum ScheduleSummary {
    /// The example of the manual page and the README: the options, the gallery, and the line
    /// `dogs schedule` puts in the crontab for them, for the Debian package's /usr/bin/dogs.
    /// The line is made as `dogs schedule` makes it, from the options parsed.
    static let example: (arguments: [String], gallery: String, line: String) = {
        let (arguments, gallery) = (["--count", "3", "--keep", "500", "--max-time", "600"], "/var/www/dogs")
        guard let options = (try? RootCommand.parse([ScheduleCommand.configuration.name] + arguments + ["--out", gallery]))?.command(ScheduleCommand.self) else { return (arguments, gallery, "") }
        let command = ScheduledFetch.command(program: "/usr/bin/dogs", arguments: options.fetchArguments, interval: options.every, gallery: gallery, from: "/")
        return (arguments, gallery, CronLine.text(time: ScheduleTime(options.every, path: gallery), command: command, gallery: gallery))
    }()

    /// `--list`: each gallery, how often, and its command.
    static func list(_ entries: [ScheduleEntry], timers: [ScheduledTimer] = []) -> [String] {
        guard !entries.isEmpty || !timers.isEmpty else { return ["No gallery is scheduled in this user's crontab or systemd user units."] }
        return entries.flatMap { ["\($0.gallery): \(every($0))", "  \($0.fields) \($0.command)"] }
            + timers.map { "\($0.gallery): \($0.every.map { "every \($0)" } ?? "at its timer's times"), by the systemd user timer \($0.timer)" }
    }

    /// "every 1h", or what the fields say when they are not ones dogs wrote.
    static func every(_ entry: ScheduleEntry) -> String {
        entry.interval.map { "every \($0)" } ?? "at '\(entry.fields)' (edited by hand)"
    }

    static func installed(_ line: String, gallery: String, interval: ScheduleInterval, replacing: Bool) -> [String] {
        ["\(replacing ? "Rescheduled" : "Scheduled") \(gallery) every \(interval) in this user's crontab:", line]
    }

    /// What a gallery's schedule before had that the new one keeps, or, with `--reset`, dropped.
    static func changes(kept: [String], dropped: [String]) -> [String] {
        (kept.isEmpty ? [] : ["Kept from its schedule before: \(ShellWord.line(kept)) (--reset drops them)."])
            + (dropped.isEmpty ? [] : ["Dropped from its schedule before: \(ShellWord.line(dropped))."])
    }

    /// A gallery moved from the crontab to systemd units: one gallery, one schedule.
    static let movedFromCrontab = "Took its line out of this user's crontab: a gallery has one schedule."

    /// A gallery moved from systemd units to the crontab.
    static func movedFromUnits(_ name: String) -> [String] {
        ["Took out its systemd units (\(name).service and \(name).timer): a gallery has one schedule. If its timer is running, stop it with:",
         "systemctl --user stop \(name).timer; systemctl --user daemon-reload"]
    }

    static func removed(_ gallery: String) -> String {
        "Removed the schedule of \(gallery) from this user's crontab."
    }

    static func removedUnits(_ name: String, gallery: String) -> [String] {
        ["Removed the systemd units of \(gallery) (\(name).service and \(name).timer); if its timer is running, stop it with:",
         "systemctl --user stop \(name).timer; systemctl --user daemon-reload"]
    }

    /// The units with the paths they go to, for `--systemd --print`.
    static func units(_ units: SystemdUnits, folder: String) -> [String] {
        ["# \(folder)/\(units.name).service", units.service, "# \(folder)/\(units.name).timer", units.timer]
    }

    static func wroteUnits(_ units: SystemdUnits, folder: String, gallery: String, interval: ScheduleInterval) -> [String] {
        ["Wrote \(folder)/\(units.name).service and \(units.name).timer (\(gallery) every \(interval)); start the timer with:",
         "systemctl --user daemon-reload && systemctl --user enable --now \(units.name).timer"]
    }
}
