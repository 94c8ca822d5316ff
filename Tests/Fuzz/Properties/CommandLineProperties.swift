@testable import DogGallery
@testable import Platform
import PureSupport

/// An argument list, the arguments split at zero bytes → the parser: a command, or a usage
/// error of one printable line that exits 64.
enum CommandLineProperties {
    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        do {
            _ = try RootCommand.parse(raw: arguments, environment: [:], width: 80)
        } catch {
            let message = error.description
            try require(!message.isEmpty && !message.contains("\n"), "a usage error that is not one line: \(message)")
            try require(TerminalText.printable(message) == message, "a usage error holds a control character")
            try require(ExitCode(for: error) == .usage, "a usage error that does not exit 64")
        }
    }
}
