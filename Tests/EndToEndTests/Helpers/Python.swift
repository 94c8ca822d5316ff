import Foundation
import TestSupport
import Testing

/// Python 3 for the project's scripts, which use its standard library only: the interpreter
/// `python3` on the PATH names, asked once for its own path, then run directly and without site
/// packages (`-S`). The end-to-end tests start a few hundred scripts; a version manager's
/// `python3` (pyenv's shim is a shell script running pyenv) and a site's `.pth` files would
/// cost more than most of the scripts themselves.
enum Python {
    /// The interpreter's path, or `python3` through env when it cannot say it (the tests that
    /// need Python then fail saying so, as they would have).
    private static let command: [String] = ownPath().map { [$0] } ?? ["/usr/bin/env", "python3"]

    static var executable: URL { URL(fileURLWithPath: command[0]) }

    /// The arguments that run Python with `arguments`, without site packages.
    static func arguments(_ arguments: [String]) -> [String] {
        command.dropFirst() + ["-S"] + arguments
    }

    /// The arguments that run the project's `script` (a path from the checkout's root).
    static func script(_ script: String, _ arguments: [String]) -> [String] {
        Self.arguments([Repository.file(script).path] + arguments)
    }

    private static func ownPath() -> String? {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-S", "-c", "import sys; print(sys.executable)"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard let end = try? process.runWithDefaultSignals() else { return nil }
        let path = String(decoding: output.readToEnd(), as: UTF8.self).trimmingCharacters(in: .newlines)
        end.wait()
        return process.terminationStatus == 0 && path.hasPrefix("/") ? path : nil
    }
}
