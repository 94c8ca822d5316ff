/// How `dogs` writes to a terminal: whether it draws a live progress line, and whether it colours
/// the `Error:` and `warning:` prefixes. Cron and pipes get plain lines and no progress at all;
/// `NO_COLOR` turns colour off, and `TERM=dumb` both colour and the redrawn line.
package struct TerminalStyle: Equatable, Sendable {
    package let showsProgress: Bool
    package let usesColor: Bool

    /// No colour, no progress: for output that is not a run's.
    package static let plain = TerminalStyle(stderrIsTerminal: false, environment: [:])

    /// - Parameter verbose: request logging has stderr to itself; a redrawn line would garble it.
    package init(stderrIsTerminal: Bool, environment: [String: String], quiet: Bool = false, json: Bool = false, verbose: Bool = false) {
        let capable = stderrIsTerminal && environment["TERM"] != "dumb"
        showsProgress = capable && !quiet && !json && !verbose
        usesColor = capable && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Colours the leading `Error:` red and `warning:` yellow, when colour is on.
    package func styled(_ line: String) -> String {
        guard usesColor else { return line }
        for (prefix, color) in [("Error:", "31"), ("warning:", "33")] where line.hasPrefix(prefix) {
            return "\u{1B}[1;\(color)m\(prefix)\u{1B}[0m" + line.dropFirst(prefix.count)
        }
        return line
    }

    /// Draws `line` over the current terminal line, or clears it.
    package static func redraw(_ line: String?) -> String {
        "\r\u{1B}[2K" + (line ?? "")
    }
}
