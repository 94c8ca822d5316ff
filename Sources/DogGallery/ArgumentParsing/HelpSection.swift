/// A titled table in a command's help, like EXIT CODES: each term, then its meaning in a column
/// two spaces after the longest term.
struct HelpSection: Sendable {
    struct Row: Sendable {
        let term: String
        let text: String
    }

    let title: String
    let rows: [Row]

    var rendered: String {
        let column = (rows.map(\.term.count).max() ?? 0) + 2
        return "\(title):\n" + rows.map { "  \($0.term)\(String(repeating: " ", count: column - $0.term.count))\($0.text)" }.joined(separator: "\n")
    }
}
