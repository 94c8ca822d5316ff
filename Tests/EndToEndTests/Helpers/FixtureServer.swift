import Foundation
import TestSupport

/// The project's dog.ceo mirror (`scripts/fixture-server`) on an ephemeral port of 127.0.0.1.
final class FixtureServer {
    let baseURL: URL
    var apiBase: String { baseURL.appendingPathComponent("api").absoluteString }
    private let process = Process()

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.file("scripts/fixture-server").path]
        process.standardOutput = output
        try process.run()
        // The server prints its URL once it is listening: reading that line is the readiness signal.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.port != nil else {
            process.terminate()
            throw ServerDidNotStart(output: text)
        }
        baseURL = url
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// The bytes the server serves for a picture URL it handed out.
    func servedBytes(of source: URL) throws -> Data {
        try Data(contentsOf: Repository.file("Fixtures/images").appendingPathComponent(source.path))
    }

    struct ServerDidNotStart: Error { let output: String }
}
