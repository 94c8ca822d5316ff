import Foundation

/// A gallery's systemd user units, for hosts that schedule with systemd rather than cron:
/// `dogs-<8 hex digits of the path's hash>.service` runs the command once, and the timer of the
/// same name starts it at the times cron would.
struct SystemdUnits: Equatable, Sendable {
    let name: String
    let service: String
    let timer: String

    /// The service's file name, then the timer's.
    var fileNames: [String] { Self.fileNames(of: name) }

    static func name(for gallery: String) -> String {
        "dogs-\(PathHash.short(gallery))"
    }

    static func fileNames(of name: String) -> [String] {
        ["\(name).service", "\(name).timer"]
    }

    init(time: ScheduleTime, command: [String], gallery: String) {
        name = Self.name(for: gallery)
        // systemd expands % specifiers in descriptions too; the interval last, so no line ends in a
        // backslash of the path, which would join the next line to it.
        let unit = """
        \(CronLine.mark)\(gallery)
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

    /// The gallery a unit's first line names, nil for a unit that is not one dogs wrote.
    static func gallery(ofUnit text: Data) -> String? {
        let first = String(decoding: text.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let line = first.hasSuffix("\r") ? String(first.dropLast()) : first
        guard line.hasPrefix(CronLine.mark), line.count > CronLine.mark.count else { return nil }
        return String(line.dropFirst(CronLine.mark.count))
    }

    /// The command a service of dogs' runs: the words of its `ExecStart`, unquoted as `quoted`
    /// quoted them; nil when there is none to read, or a quote is never closed.
    static func command(ofService text: Data) -> [String]? {
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
        guard let line = lines.first(where: { $0.hasPrefix("ExecStart=") })?.dropFirst("ExecStart=".count), !line.isEmpty else { return nil }
        var words: [String] = [], rest = line[...]
        while let first = rest.first {
            if first == " " {
                rest = rest.dropFirst()
                continue
            }
            var word = ""
            if first == "\"" {
                rest = rest.dropFirst()
                var closed = false
                while let character = rest.popFirst() {
                    if character == "\"" {
                        closed = true
                        break
                    }
                    word.append(character == "\\" ? (rest.popFirst() ?? character) : character)
                }
                guard closed else { return nil }
            } else {
                word = String(rest.prefix { $0 != " " })
                rest = rest.dropFirst(word.count)
            }
            words.append(unescaped(word))
        }
        return words
    }

    private static func unescaped(_ word: String) -> String {
        word.replacingOccurrences(of: "%%", with: "%").replacingOccurrences(of: "$$", with: "$")
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
