#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's stdout and stderr.
public struct StandardConsole: Console {
    public init() {}

    public func write(_ text: String, to stream: ConsoleStream) -> Bool {
        StandardStream.write(text, to: stream == .output ? STDOUT_FILENO : STDERR_FILENO)
    }

    public var errorsGoToTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
