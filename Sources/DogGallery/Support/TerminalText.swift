/// Makes text from outside (API messages, server errors) safe to print on one terminal line.
public enum TerminalText {
    /// Collapses whitespace runs, drops control characters (no escape sequences reach the terminal)
    /// and caps the length.
    public static func oneLine(_ text: String, maxLength: Int = 300) -> String {
        let words = text.unicodeScalars
            .map { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? " " : Character($0) }
            .split(whereSeparator: { $0.isWhitespace })
            .map { String($0) }
        let line = words.joined(separator: " ")
        return line.count > maxLength ? String(line.prefix(maxLength - 1)) + "…" : line
    }
}
