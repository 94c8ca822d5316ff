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

    /// Characters sh reads as themselves anywhere in a word (the first word is a path, so an `=`
    /// cannot make it an assignment).
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "%+,-./:=@_".unicodeScalars.contains(scalar))
    }
}
