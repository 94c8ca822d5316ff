import Platform
import PureSupport

/// A command line the tool cannot run: printed as `Error: …` with the usage line, exit 64.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    package let reason: String
    /// The usage line and the pointer to help, for stderr after the reason.
    package let usage: String

    /// - Parameter reason: may quote what was typed: it is made one printable line here, so no
    ///   argument can carry a control sequence or a line break into the message.
    init<Action>(_ reason: String, command: CommandSpec<Action>) {
        self.reason = TerminalText.oneLine(reason, maxLength: 500)
        usage = "Usage: \(HelpFormatter.usage(of: command))\n  See '\(command.path) --help' for more information."
    }

    package var description: String { reason }
}
