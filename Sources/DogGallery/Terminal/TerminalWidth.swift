/// How wide the lines `dogs` writes for a person may be: `COLUMNS` when it is set (as shells
/// and swift-argument-parser honour it), else the terminal's width, else 80.
package enum TerminalWidth {
    package static let standard = 80

    package static func columns(environment: [String: String], terminal: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return terminal.flatMap { $0 > 0 ? $0 : nil } ?? standard
    }
}
