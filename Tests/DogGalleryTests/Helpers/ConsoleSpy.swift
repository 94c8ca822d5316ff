import Synchronization
import DogGallery

/// Records what is written to each stream; a stream can be made to refuse writes, as a full
/// disk or a closed pipe would.
final class ConsoleSpy: Console {
    private let written = Mutex<[ConsoleStream: String]>([:])
    private let refusing: Set<ConsoleStream>
    let errorsGoToTerminal: Bool
    /// The width of the terminal each stream goes to, as a test sets it; none by default.
    private let terminalColumns: [ConsoleStream: Int]

    init(refusing: Set<ConsoleStream> = [], errorsGoToTerminal: Bool = false, columns: [ConsoleStream: Int] = [:]) {
        self.refusing = refusing
        self.errorsGoToTerminal = errorsGoToTerminal
        terminalColumns = columns
    }

    func columns(of stream: ConsoleStream) -> Int? {
        terminalColumns[stream]
    }

    var output: String { written.withLock { $0[.output] ?? "" } }
    var errors: String { written.withLock { $0[.errors] ?? "" } }

    func write(_ text: String, to stream: ConsoleStream) -> Bool {
        guard !refusing.contains(stream) else { return false }
        written.withLock { $0[stream, default: ""] += text }
        return true
    }
}
