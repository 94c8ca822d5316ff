#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's stdout and stderr, or two other descriptors.
package struct StandardConsole: Console {
    private let output: Int32
    private let errors: Int32

    package init(output: Int32 = STDOUT_FILENO, errors: Int32 = STDERR_FILENO) {
        self.output = output
        self.errors = errors
    }

    package func write(_ text: String, to stream: ConsoleStream) -> StreamFailure? {
        StandardStream.write(text, to: descriptor(of: stream))
    }

    package var errorsGoToTerminal: Bool { isatty(errors) == 1 }

    package func columns(of stream: ConsoleStream) -> Int? {
        var size = winsize()
        guard ioctl(descriptor(of: stream), UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return Int(size.ws_col)
    }

    private func descriptor(of stream: ConsoleStream) -> Int32 {
        stream == .output ? output : errors
    }
}
