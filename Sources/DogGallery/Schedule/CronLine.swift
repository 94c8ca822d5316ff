import Platform

/// A gallery's line in a crontab: `47 * * * * /usr/local/bin/dogs fetch … --quiet --out /srv/dogs
/// # dogs: /srv/dogs`. The closing comment marks the line as dogs' and names its gallery; sh
/// ignores it, and dogs finds it again by reading the command as sh does, so a `# dogs:` inside
/// a quoted path is never taken for the mark.
enum CronLine {
    static let mark = "# dogs: "

    /// The line that runs `command` (its words quoted for sh) at `time` for `gallery`.
    static func text(time: ScheduleTime, command: [String], gallery: String) -> String {
        escaped("\(time.cronFields) \(ShellWord.line(command)) \(mark)\(gallery)")
    }

    /// The first word a crontab line cannot hold, if any: a control character (a line break
    /// would end the line), or a backslash before a `%` (cron's escape for `%` has no escape).
    static func unwritable(_ words: [String]) -> String? {
        words.first { word in word.unicodeScalars.contains { $0.properties.generalCategory == .control } || word.contains("\\%") }
    }

    /// The entry of a line dogs wrote, nil for any other line: a comment, a variable, a special
    /// time like `@hourly`, a command without dogs' mark as its comment, or one that is not a
    /// dogs fetch into the gallery the mark names.
    static func entry(in line: Substring) -> ScheduleEntry? {
        let line = line.hasSuffix("\r") ? line.dropLast() : line
        var rest = line.drop(while: isBlank)
        guard let first = rest.first, first != "#", first != "@" else { return nil }
        let start = rest.startIndex
        for _ in 1...5 {
            rest = rest.drop(while: isBlank)
            guard !rest.isEmpty else { return nil }
            rest = rest.drop { !isBlank($0) }
        }
        let fields = line[start..<rest.startIndex]
        let command = rest.drop(while: isBlank)
        guard let comment = commentStart(in: command), command[comment...].hasPrefix(mark) else { return nil }
        let gallery = unescaped(command[comment...].dropFirst(mark.count))
        guard !gallery.isEmpty else { return nil }
        let words = command[..<comment]
        let end = words.lastIndex { !isBlank($0) }.map(words.index(after:)) ?? words.startIndex
        // A line of the user's may name a gallery in its comment too: only a dogs fetch of the
        // gallery it names is dogs'.
        guard let run = ShellWord.words(in: unescaped(words[..<end])), isFetch(run, into: gallery) else { return nil }
        return ScheduleEntry(gallery: gallery, fields: String(fields), command: String(words[..<end]))
    }

    /// Whether `words` are a simple command that runs dogs (by any path), its `fetch`, into `gallery`.
    private static func isFetch(_ words: [String], into gallery: String) -> Bool {
        guard words.count > 2, words[0].split(separator: "/").last == "dogs", words[1] == "fetch" else { return false }
        return zip(words.dropFirst(2), words.dropFirst(3)).contains { $0 == "--out" && $1 == gallery } || words.contains("--out=" + gallery)
    }

    /// Where sh would see a comment begin: a `#` that starts a word, outside quotes.
    private static func commentStart(in command: Substring) -> Substring.Index? {
        var (single, double, escaping, wordStart) = (false, false, false, true)
        for index in command.indices {
            let character = command[index]
            if escaping {
                escaping = false
            } else if single {
                single = character != "'"
            } else if double {
                if character == "\\" { escaping = true } else if character == "\"" { double = false }
            } else if character == "#", wordStart {
                return index
            } else {
                switch character {
                case "\\": escaping = true
                case "'": single = true
                case "\"": double = true
                default: break
                }
                wordStart = isBlank(character) || ";&|()<>".contains(character)
                continue
            }
            wordStart = false
        }
        return nil
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// cron ends a command at a `%` (what follows becomes its input) unless it is escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "\\%")
    }

    private static func unescaped(_ text: Substring) -> String {
        text.replacingOccurrences(of: "\\%", with: "%")
    }
}
