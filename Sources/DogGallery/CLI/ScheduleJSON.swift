/// `dogs schedule --list --json`: the galleries this user's crontab and systemd user timers
/// fetch into, as one JSON object on stdout. Its shape is documented in docs/reference.md.
enum ScheduleJSON {
    private struct Document: Encodable {
        let schedules: [Scheduled]
        let exitCode: Int32
    }

    private struct Scheduled: Encodable {
        let gallery: String
        /// `crontab` or `systemd`.
        let by: String
        /// `1h`; absent when the line's times are not ones dogs wrote (edited by hand).
        let every: String?
        /// The crontab line's time fields and command; the timer's file name.
        let times: String?
        let command: String?
        let timer: String?
    }

    static func list(_ entries: [ScheduleEntry], timers: [ScheduledTimer]) -> String {
        ReportJSON.text(Document(
            schedules: entries.map { Scheduled(gallery: $0.gallery, by: "crontab", every: $0.interval?.text, times: $0.fields, command: $0.command, timer: nil) }
                + timers.map { Scheduled(gallery: $0.gallery, by: "systemd", every: $0.every, times: nil, command: nil, timer: $0.timer) },
            exitCode: ExitCode.success.rawValue
        ))
    }
}
