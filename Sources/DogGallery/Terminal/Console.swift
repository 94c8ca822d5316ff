/// Where `dogs` prints: results to the output stream, errors and warnings to the error stream.
/// The executable's is the process's stdout and stderr; tests record what was written.
package protocol Console: Sendable {
    /// Writes all of `text`; why the stream would not take it (full, closed), if it would not.
    func write(_ text: String, to stream: ConsoleStream) -> StreamFailure?
    /// Whether the error stream is a terminal someone watches, which decides colour and progress.
    var errorsGoToTerminal: Bool { get }
    /// How many columns wide the terminal a stream goes to says it is (0 when it does not say);
    /// nil when it is no terminal.
    func columns(of stream: ConsoleStream) -> Int?
}

package enum ConsoleStream: Sendable {
    case output, errors
}
