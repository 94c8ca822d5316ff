import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's dog.ceo mirror (`scripts/fixture-server`) on an ephemeral port of 127.0.0.1,
/// optionally misbehaving in one of its `--fault` ways.
final class FixtureServer {
    let baseURL: URL
    var apiBase: String { baseURL.appendingPathComponent("api").absoluteString }
    private let process = Process()
    private let end: ProcessEnd
    private let requestLog = RequestLog()

    init(fault: String = "none", arguments: [String] = []) throws {
        let output = Pipe(), log = Pipe()
        process.executableURL = Python.executable
        process.arguments = Python.script("scripts/fixture-server", ["--fault", fault, "--verbose"] + arguments)
        process.standardOutput = output
        process.standardError = log
        end = try process.runWithDefaultSignals()
        requestLog.follow(log.fileHandleForReading)
        // The server prints its URL once it is listening: reading that line is the readiness signal.
        let line = String(decoding: output.fileHandleForReading.readLine(), as: UTF8.self)
        try? output.fileHandleForReading.close()
        guard let url = URL(string: line), url.port != nil else {
            process.terminate()
            throw ServerDidNotStart(output: line)
        }
        baseURL = url
    }

    deinit {
        process.terminate()
        end.wait()
    }

    /// Blocks until the server has received a request whose path contains `fragment`, up to `timeout` seconds.
    func waitForRequest(containing fragment: String, timeout: Double = 30) -> Bool {
        requestLog.wait(for: fragment, timeout: timeout)
    }

    /// How many connections the first `requests` requests came on, once that many have arrived.
    func connections(usedBy requests: Int, timeout: Double = 30) -> Int? {
        requestLog.connections(usedBy: requests, timeout: timeout)
    }

    /// The most requests the server held at once (arrived, not yet answered) until it had
    /// answered `requests`, once it has.
    func mostAtOnce(answering requests: Int, timeout: Double = 30) -> Int? {
        requestLog.mostAtOnce(answering: requests, timeout: timeout)
    }

    /// The bytes the server serves for a picture URL it handed out.
    func servedBytes(of source: URL) throws -> Data {
        try Data(contentsOf: Repository.file("Fixtures/images").appendingPathComponent(source.path))
    }

    struct ServerDidNotStart: Error { let output: String }
}

/// The server's `--verbose` request lines, read on a thread of their own as they arrive.
private final class RequestLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []

    func follow(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let line = handle.readLine()
                guard !line.isEmpty else {
                    try? handle.close()
                    return
                }
                condition.lock()
                lines.append(String(decoding: line, as: UTF8.self))
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The distinct client ports of the first `requests` "received … on PORT" lines.
    func connections(usedBy requests: Int, timeout: Double) -> Int? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let ports = lines.compactMap { $0.firstMatch(of: /^received .* on ([0-9]+)$/)?.1 }
            if ports.count >= requests { return Set(ports.prefix(requests)).count }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    func mostAtOnce(answering requests: Int, timeout: Double) -> Int? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            var held = 0, most = 0, answered = 0
            for line in lines {
                if line.hasPrefix("received ") {
                    held += 1
                    most = max(most, held)
                } else if line.firstMatch(of: #/^\S+ "[A-Z]+ [^"]* HTTP\/[0-9.]+" [0-9]{3} /#) != nil {
                    // An answer (`127.0.0.1 "GET /path HTTP/1.1" 200 -`), logged as its status
                    // line is written, before the client can have it.
                    held -= 1
                    answered += 1
                    if answered == requests { return most }
                }
            }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    func wait(for fragment: String, timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !lines.contains(where: { $0.contains(fragment) }) {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }
}

private extension FileHandle {
    /// One line without its newline; empty at the end of the stream.
    func readLine() -> Data {
        var line = Data()
        while let byte = try? read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        return line
    }
}
