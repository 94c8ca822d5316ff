import Platform
import PureSupport
import Synchronization

/// What one run prints. Results, errors and warnings pass the terminal filter on their way out (the
/// progress line is dogs' own text); a result that could not be written is remembered, so that a
/// run that otherwise succeeded can exit 74.
final class RunOutput: Sendable {
    private let console: any Console
    private let resultLost = Mutex<StreamFailure?>(nil)
    /// Whether a progress line stands on the terminal, and whether the output has ended for good.
    private let progressLine = Mutex((shown: false, ended: false))
    /// The columns a progress line may take (see `ProgressLine.fitted`).
    private let progressWidth: Int

    init(console: any Console, progressWidth: Int = TerminalWidth.standard) {
        self.console = console
        self.progressWidth = progressWidth
    }

    /// Why a result could not be written (stdout full or closed), if one could not: the first failure.
    var lostResults: StreamFailure? { resultLost.withLock { $0 } }

    /// A result, for stdout.
    func result(_ text: String, newline: Bool = true) {
        guard !hasEnded else { return }
        if let failure = console.write(TerminalText.printable(text) + (newline ? "\n" : ""), to: .output) {
            resultLost.withLock { $0 = $0 ?? failure }
        }
    }

    /// An error or a warning, for stderr, each line of it bounded. A failed write is let go: the
    /// exit code still tells.
    func error(_ line: String, _ style: TerminalStyle = .plain) {
        guard !hasEnded else { return }
        _ = console.write(style.styled(TerminalText.capped(TerminalText.printable(line))) + "\n", to: .errors)
    }

    /// A progress line drawn over the last one, fitted to the terminal, or cleared.
    func progress(_ line: String?) {
        progressLine.withLock { state in
            guard !state.ended else { return }
            _ = console.write(TerminalStyle.redraw(line.map { ProgressLine.fitted($0, width: progressWidth) }), to: .errors)
            state.shown = line != nil
        }
    }

    /// The run's last word when it ends at once: the progress line cleared, `line` said, and
    /// nothing printed after it by whatever is still under way.
    func end(saying line: String) {
        progressLine.withLock { state in
            guard !state.ended else { return }
            if state.shown { _ = console.write(TerminalStyle.redraw(nil), to: .errors) }
            _ = console.write(TerminalText.printable(line) + "\n", to: .errors)
            state.ended = true
        }
    }

    private var hasEnded: Bool { progressLine.withLock { $0.ended } }
}
