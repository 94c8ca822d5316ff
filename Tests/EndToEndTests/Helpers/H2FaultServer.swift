import Foundation
import TestSupport
import Testing

/// `scripts/h2-fault-server` with one of its faults, on ephemeral ports of 127.0.0.1, with the
/// certificate of `Fixtures/tls`: an API that offers pictures on a second port, whose every
/// answer breaks HTTP/2 that way.
final class H2FaultServer {
    /// What dogs needs to trust the server's certificate.
    static let trusting = ["CURL_CA_BUNDLE": Repository.file("Fixtures/tls/cert.pem").path]

    /// `--api-base` and the `--allow-host` that trusts the pictures' port.
    let arguments: [String]
    private let process = Process()
    private let end: ProcessEnd

    init(fault: String) throws {
        let output = Pipe()
        process.executableURL = Python.executable
        process.arguments = Python.script(
            "scripts/h2-fault-server", ["--fault", fault, Repository.file("Fixtures/tls/cert.pem").path, Repository.file("Fixtures/tls/key.pem").path]
        )
        process.standardOutput = output
        end = try process.runWithDefaultSignals()
        // The server prints its origins once it is listening: reading that line is the readiness signal.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") { line.append(first) }
        try? output.fileHandleForReading.close()
        let words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        guard words.count == 2 else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "h2-fault-server said \(words)"]) }
        arguments = ["--api-base", words[0] + "/api", "--allow-host", words[1]]
    }

    deinit {
        process.terminate()
        end.wait()
    }
}
