import Synchronization
import DogGallery

/// Records what is written to each stream; a stream can be made to refuse writes, as a full
/// disk or a closed pipe would.
final class ConsoleSpy: Console {
    private let written = Mutex<[ConsoleStream: String]>([:])
    private let refusing: Set<ConsoleStream>
    let errorsGoToTerminal: Bool

    init(refusing: Set<ConsoleStream> = [], errorsGoToTerminal: Bool = false) {
        self.refusing = refusing
        self.errorsGoToTerminal = errorsGoToTerminal
    }

    var output: String { written.withLock { $0[.output] ?? "" } }
    var errors: String { written.withLock { $0[.errors] ?? "" } }

    func write(_ text: String, to stream: ConsoleStream) -> Bool {
        guard !refusing.contains(stream) else { return false }
        written.withLock { $0[stream, default: ""] += text }
        return true
    }
}
