import Foundation

/// `CommandRunning` through Foundation's `Process`.
struct ProcessRunner: CommandRunning {
    func run(_ program: String, _ arguments: [String], input: String?) throws -> CommandResult {
        let process = Process()
        let (output, errors) = (Pipe(), Pipe())
        let stdin = input.map { _ in Pipe() }
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let stdin, let input {
            // A program that stops reading early closes the pipe: its status tells what happened.
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self), errors: String(decoding: complained, as: UTF8.self)
        )
    }
}
