import Foundation
import TestSupport
import Testing

/// The invoking user's real crontab through the `crontab` command, saved before a test and
/// put back exactly as it was after it, whether the test passed or not.
enum UserCrontab {
    static let program = ["/usr/bin/crontab", "/bin/crontab", "/usr/local/bin/crontab"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The crontab's text, nil when the user has none.
    static func read() throws -> String? {
        let (status, output, errors) = try run(["-l"], input: nil)
        if status != 0, errors.contains("no crontab for") { return nil }
        guard status == 0 else { throw Failure(errors) }
        return output
    }

    static func replace(with text: String?) throws {
        let (status, _, errors) = try text.map { try run(["-"], input: $0) } ?? run(["-r"], input: nil)
        guard status == 0 else { throw Failure(errors) }
    }

    /// Saves the crontab, puts `text` in its place for the test, and restores it at the test's end.
    /// Only suites of `TheUsersCrontab`, which run one test at a time, may use it.
    static func use(_ text: String, in test: EndToEndSuite) throws {
        guard program != nil else { try skip("no crontab command: install cron") }
        let saved = try read()
        test.addTeardownBlock { #expect(throws: Never.self, "the user's crontab is restored") { try replace(with: saved) } }
        try replace(with: text)
    }


    /// The command of a crontab line as cron hands it to sh: after the five time fields, up to
    /// the first `%` not escaped with a backslash, each `\%` made `%`.
    static func command(ofLine line: Substring) -> String {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        for _ in 1...5 { rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" } }
        var command = ""
        var escaped = false
        for character in rest {
            if escaped, character != "%" { command.append("\\") }
            if !escaped, character == "%" { break }
            escaped = !escaped && character == "\\"
            if !escaped { command.append(character) }
        }
        return command
    }

    /// Runs `command` the way cron runs a job: /bin/sh -c with cron's bare environment, from /,
    /// with no terminal and stdin closed.
    static func runAsCron(_ command: String) throws -> (status: Int32, output: String) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-i", "PATH=/usr/bin:/bin", "HOME=\(NSHomeDirectory())", "SHELL=/bin/sh", "/bin/sh", "-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let end = try process.runWithDefaultSignals()
        let printed = output.readToEnd()
        end.wait()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    private static func run(_ arguments: [String], input: String?) throws -> (Int32, String, String) {
        let process = Process()
        let (stdin, output, errors) = (Pipe(), Pipe(), Pipe())
        process.executableURL = URL(fileURLWithPath: program ?? "/usr/bin/crontab")
        process.arguments = arguments
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = output
        process.standardError = errors
        let end = try process.runWithDefaultSignals()
        if let input {
            try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let printed = output.readToEnd()
        let complained = errors.readToEnd()
        end.wait()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complained, as: UTF8.self))
    }

    struct Failure: Error { let message: String; init(_ message: String) { self.message = message } }
}
