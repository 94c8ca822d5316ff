/// Changes to a crontab's text, line by line: dogs' line for one gallery goes in, is replaced or
/// goes, and every other line (the user's own, comments, blank lines, other galleries' lines)
/// stays byte for byte, CRLF and all. Lines are dogs' when `CronLine` finds its mark on them.
enum CrontabEdit {
    /// dogs' lines, in the order they stand.
    static func entries(in crontab: String) -> [ScheduleEntry] {
        lines(of: crontab).compactMap(CronLine.entry)
    }

    /// The crontab with `line` for `gallery`: in place of the gallery's first line, any others
    /// dropped, or after the last line when it has none.
    static func installing(_ line: String, for gallery: String, in crontab: String) -> String {
        var lines = lines(of: crontab)
        if let first = lines.firstIndex(where: { isLine($0, of: gallery) }) {
            lines[first] = line[...]
            lines = lines.enumerated().filter { $0.offset == first || !isLine($0.element, of: gallery) }.map(\.element)
        } else {
            lines.append(line[...])
        }
        return text(of: lines)
    }

    /// The crontab without `gallery`'s lines; nil when it has none.
    static func removing(_ gallery: String, from crontab: String) -> String? {
        let lines = lines(of: crontab)
        let kept = lines.filter { !isLine($0, of: gallery) }
        return kept.count == lines.count ? nil : text(of: kept)
    }

    private static func isLine(_ line: Substring, of gallery: String) -> Bool {
        CronLine.entry(in: line)?.gallery == gallery
    }

    /// The lines without their line breaks; a last line without one is a line all the same.
    /// Split by bytes: as characters, a CRLF is one and would hide the line break.
    private static func lines(of crontab: String) -> [Substring] {
        var lines = crontab.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every line ends with a line break: crontab refuses a file whose last line has none.
    private static func text(of lines: [Substring]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
