import Foundation
import TestSupport
import Testing

/// The SHA-256 of `text`, from Python's hashlib (the end-to-end tests already need Python 3),
/// so these tests check dogs against an implementation other than its own.
func sha256(_ text: String) throws -> String {
    let process = Process()
    let input = Pipe(), output = Pipe()
    process.executableURL = Python.executable
    process.arguments = Python.arguments(["-c", "import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())"])
    process.standardInput = input
    process.standardOutput = output
    let end = try process.runWithDefaultSignals()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let digest = String(decoding: output.readToEnd(), as: UTF8.self)
    end.wait()
    return digest.trimmingCharacters(in: .whitespacesAndNewlines)
}
