@testable import DogGallery
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records what is written to each stream; a stream can be made to refuse writes, as a full
/// disk (ENOSPC) or a reader that stopped reading (EPIPE) would.
final class ConsoleSpy: Console {
    private let written = Mutex<[ConsoleStream: String]>([:])
    private let refusing: Set<ConsoleStream>
    /// The errno a refused write fails with.
    private let refusal: Int32
    let errorsGoToTerminal: Bool
    /// The width of the terminal each stream goes to, as a test sets it; none by default.
    private let terminalColumns: [ConsoleStream: Int]

    init(refusing: Set<ConsoleStream> = [], refusal: Int32 = ENOSPC, errorsGoToTerminal: Bool = false, columns: [ConsoleStream: Int] = [:]) {
        self.refusing = refusing
        self.refusal = refusal
        self.errorsGoToTerminal = errorsGoToTerminal
        terminalColumns = columns
    }

    func columns(of stream: ConsoleStream) -> Int? {
        terminalColumns[stream]
    }

    var output: String { written.withLock { $0[.output] ?? "" } }
    var errors: String { written.withLock { $0[.errors] ?? "" } }

    func write(_ text: String, to stream: ConsoleStream) -> StreamFailure? {
        guard !refusing.contains(stream) else { return StreamFailure(code: refusal) }
        written.withLock { $0[stream, default: ""] += text }
        return nil
    }
}
