/// Makes text from outside (API messages, server errors, breed names, links) safe to print: no
/// escape sequence or other control character ever reaches the terminal.
package enum TerminalText {
    /// `text` without what `UntrustedText` disallows, but for line breaks and tabs: the one filter
    /// everything dogs prints passes on its way out.
    package static func printable(_ text: String) -> String {
        let kept = { (scalar: Unicode.Scalar) in UntrustedText.isAllowed(scalar) || scalar == "\n" || scalar == "\t" }
        // Nearly everything printed is clean: hand it back without building a copy.
        guard !text.unicodeScalars.allSatisfy(kept) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter(kept)))
    }

    /// Each line of `text` cut at `maxLength` characters, with an ellipsis: a line built from
    /// text from outside is one line of a mail, not a megabyte.
    package static func capped(_ text: String, lineLength maxLength: Int = 1000) -> String {
        guard text.utf8.count > maxLength else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { cut($0, to: maxLength) }
            .joined(separator: "\n")
    }

    /// `text` as it was given, spaces and all, for an error that quotes it (`got ' 3'`): only what
    /// `UntrustedText` disallows is written as an escape (`\n`, `\u{1B}`), and the length capped.
    package static func asGiven(_ text: String, maxLength: Int = 300) -> String {
        let shown = text.unicodeScalars.map { scalar in
            if UntrustedText.isAllowed(scalar) || scalar == " " { return String(scalar) }
            return scalar == "\n" ? "\\n" : scalar == "\t" ? "\\t" : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
        return cut(shown, to: maxLength)
    }

    /// Collapses whitespace runs, drops control characters (no escape sequences reach the terminal)
    /// and caps the length.
    package static func oneLine(_ text: String, maxLength: Int = 300) -> String {
        let words = text.unicodeScalars
            .map { UntrustedText.isAllowed($0) ? Character($0) : " " }
            .split(whereSeparator: { $0.isWhitespace })
            .map { String($0) }
        return cut(words.joined(separator: " "), to: maxLength)
    }

    /// `text` cut at `maxLength` code points, with an ellipsis: counted so, as one character may
    /// be made of any number of them (a letter and thousands of accents).
    private static func cut(_ text: some StringProtocol, to maxLength: Int) -> String {
        guard text.unicodeScalars.count > maxLength else { return String(text) }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxLength - 1))) + "…"
    }
}
