/// A titled part of a command's help after its options: a table like EXIT CODES (each term,
/// then its meaning in a column two spaces after the longest term, wrapped under it), or
/// EXAMPLES (what each example does, then the command line under it).
package struct HelpSection: Sendable {
    package struct Row: Sendable {
        let term: String
        let text: String

        package init(term: String, text: String) {
            self.term = term
            self.text = text
        }
    }

    package enum Layout: Sendable {
        case table
        /// Each row's text, then its term (a command line) indented under it, never wrapped.
        case examples
    }

    let title: String
    let rows: [Row]
    var layout: Layout

    package init(title: String, rows: [Row], layout: Layout = .table) {
        self.title = title
        self.rows = rows
        self.layout = layout
    }

    func rendered(width: Int) -> String {
        let column = (rows.map(\.term.count).max() ?? 0) + 2
        return "\(title):\n" + rows.map { row in
            switch layout {
            case .table: "  \(row.term)\(String(repeating: " ", count: column - row.term.count))" + TextWrap.wrap(row.text, width: width, indent: column + 2)
            case .examples: "  " + TextWrap.wrap(row.text, width: width, indent: 2) + "\n    \(row.term)"
            }
        }.joined(separator: "\n")
    }
}
