/// Breaks text at spaces into lines that fit a width, as help is wrapped.
enum TextWrap {
    /// `text` in lines of at most `width` characters, counting `indent` for every line: the
    /// first continues a line its caller began at that column, the others start with that many
    /// spaces. A word wider than its room is broken, after a slash where one fits.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        let room = max(width - indent, 1)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").flatMap({ pieces(of: $0, room: room) }) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= room {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// `word` in pieces that fit `room`: broken after the last slash that keeps a piece within
    /// it, else at the room's edge.
    private static func pieces(of word: Substring, room: Int) -> [Substring] {
        var pieces: [Substring] = []
        var rest = word
        while rest.count > room {
            let edge = rest.index(rest.startIndex, offsetBy: room)
            let cut = rest[..<edge].lastIndex(of: "/").map { rest.index(after: $0) } ?? edge
            pieces.append(rest[..<cut])
            rest = rest[cut...]
        }
        return pieces + [rest]
    }

    /// Paragraphs (separated by a blank line) each reflowed to `width`: line breaks within
    /// one are spaces.
    static func paragraphs(_ text: String, width: Int) -> String {
        text.components(separatedBy: "\n\n").map { wrap($0.replacingOccurrences(of: "\n", with: " "), width: width, indent: 0) }
            .joined(separator: "\n\n")
    }
}
