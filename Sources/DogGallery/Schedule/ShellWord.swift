import Platform

/// Quoting for `/bin/sh`, which cron and systemd hand a command line to: every argument reaches
/// dogs as it was given, whatever spaces, quotes or `$` it holds.
enum ShellWord {
    /// `word` as it is when every character is plain, else in single quotes (a quote inside
    /// written as `'\''`): nothing in single quotes is special to sh.
    static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `words` as one line sh reads back as them.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// The first word of a command line as sh reads it, quotes and backslashes taken away; nil
    /// when the line holds none, or is not one simple command (see `words`).
    static func first(in command: String) -> String? {
        words(in: command)?.first
    }

    /// The words of one simple command as sh reads them, quotes and backslashes taken away; nil
    /// for anything else: an operator (`;`, `&&`, `|`, a redirection, a subshell), an expansion
    /// sh would make (`$`, a backquote), or a line that ends inside quotes.
    static func words(in command: String) -> [String]? {
        var words: [String] = [], word = "", quote: Character?, escaping = false, started = false
        for character in command {
            if escaping {
                // In double quotes a backslash escapes only these; before anything else it stays.
                if quote == "\"", !"$`\"\\".contains(character) { word.append("\\") }
                word.append(character)
                escaping = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", "$`".contains(character) {
                    return nil
                } else if character == "\\", open == "\"" {
                    escaping = true
                } else {
                    word.append(character)
                }
            } else if character == " " || character == "\t" {
                if started { words.append(word) }
                (word, started) = ("", false)
            } else if ";&|()<>$`".contains(character) {
                return nil
            } else {
                started = true
                switch character {
                case "'", "\"": quote = character
                case "\\": escaping = true
                default: word.append(character)
                }
            }
        }
        guard quote == nil, !escaping else { return nil }
        return started ? words + [word] : words
    }

    /// Characters sh reads as themselves anywhere in a word (the first word is a path, so an `=`
    /// cannot make it an assignment).
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "%+,-./:=@_".unicodeScalars.contains(scalar))
    }
}
