/// Escapes text from outside for HTML and XML, in text and in quoted attribute values alike.
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        // Most text needs nothing; checking the bytes first keeps large indexes fast.
        guard text.utf8.contains(where: { [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains($0) }) else {
            return text
        }
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
