import Platform

/// Escapes text from outside for HTML and XML, in text and in quoted attribute values alike, and
/// drops the characters XML 1.0 forbids (controls but tab and line breaks, U+FFFE, U+FFFF), so
/// that no value can make `feed.xml` ill-formed or a page's markup ambiguous.
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        // Most text needs nothing; checking the bytes first keeps large pages fast.
        guard text.utf8.contains(where: needsLook) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars where isXMLCharacter(scalar) {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether a byte may start what `escape` changes: markup, a control, or (from 0xEF) the
    /// UTF-8 of U+FFFE or U+FFFF.
    private static func needsLook(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0xEF..., UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, U+0020…U+D7FF, U+E000…U+FFFD, U+10000 and up.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }
}
