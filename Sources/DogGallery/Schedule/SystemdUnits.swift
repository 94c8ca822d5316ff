/// A gallery's systemd user units, for hosts that schedule with systemd rather than cron:
/// `dogs-<8 hex digits of the path's hash>.service` runs the command once, and the timer of the
/// same name starts it at the times cron would.
struct SystemdUnits: Equatable, Sendable {
    let name: String
    let service: String
    let timer: String

    init(time: ScheduleTime, command: [String], gallery: String) {
        name = "dogs-\(PathHash.short(gallery))"
        // systemd expands % specifiers in descriptions too; the interval last, so no line ends in a
        // backslash of the path, which would join the next line to it.
        let unit = """
        [Unit]
        Description=dogs fetch into \(gallery.replacingOccurrences(of: "%", with: "%%")) every \(time.interval)
        Documentation=man:dogs(1)
        """
        service = """
        \(unit)

        [Service]
        Type=oneshot
        ExecStart=\(command.map(Self.quoted).joined(separator: " "))

        """
        timer = """
        \(unit)

        [Timer]
        OnCalendar=\(time.onCalendar)
        Persistent=true

        [Install]
        WantedBy=timers.target

        """
    }

    /// A word of `ExecStart`, which systemd splits and unquotes itself (no shell): quoted in
    /// double quotes unless plain, with `\` and `"` escaped, and `%` and `$` doubled, as systemd
    /// would otherwise expand a specifier or a variable.
    static func quoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard ShellWord.quoted(word) != word else { return escaped }
        return "\"" + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
