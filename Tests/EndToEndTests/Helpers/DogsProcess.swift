import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run of the `dogs` binary left for its user to see.
struct DogsRun {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Whether the process died of a signal (then `status` is the signal's number).
    var killedBySignal = false
}

/// The `dogs` binary that `swift test` built beside the test bundle, run as a user would.
final class DogsProcess {
    static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("dogs")
    }

    /// A copy of the binary in a folder of its own that any user may enter, for a test that runs
    /// it as another user: the build folder may lie under one closed to others.
    static func binaryForAnyUser(in test: EndToEndSuite) throws -> URL {
        let folder = test.makeTemporaryDirectory()
        let copy = folder.file("dogs")
        try FileManager.default.copyItem(at: binary, to: copy)
        guard chmod(folder.url.path, 0o755) == 0, chmod(copy.path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        return copy
    }

    /// How long a run may take before its test fails, unless the test says otherwise: many times
    /// what the slowest run of the suite takes.
    static let deadline = 30.0

    private let process = Process()
    private let end: ProcessEnd
    private let stdout: URL
    private let stderr: URL
    /// When the run must have ended.
    private let deadline: DispatchTime
    /// The command line, for a test's failure.
    private let shown: String

    /// Starts `dogs` (or `command`, to run it through another program) in `folder`;
    /// `DOGS_API_BASE` is not inherited unless given. A run still going `deadline` seconds after
    /// it started is killed, and fails its test.
    init(command: String? = nil, _ arguments: [String], in folder: URL, environment: [String: String] = [:], deadline: Double = DogsProcess.deadline) throws {
        self.deadline = .now() + deadline
        shown = String(([command.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "dogs"] + arguments).joined(separator: " ").prefix(200)) + " (\(Int(deadline)) s allowed)"
        process.executableURL = command.map(URL.init(fileURLWithPath:)) ?? Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var inherited = ProcessInfo.processInfo.environment
        inherited["DOGS_API_BASE"] = nil
        process.environment = inherited.merging(environment) { $1 }
        // Files rather than pipes: nothing can block on a full pipe buffer.
        stdout = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-stdout-\(UUID().uuidString)")
        stderr = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-stderr-\(UUID().uuidString)")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let (output, errors) = (try FileHandle(forWritingTo: stdout), try FileHandle(forWritingTo: stderr))
        process.standardOutput = output
        process.standardError = errors
        end = try process.runWithDefaultSignals()
        // The child has its own copies. Foundation keeps a Process, and the files it was given,
        // for as long as it likes: left to it, a suite's descriptors would pile up by the thousand.
        try? output.close()
        try? errors.close()
    }

    static func run(
        command: String? = nil, _ arguments: [String], in folder: URL, environment: [String: String] = [:], deadline: Double = DogsProcess.deadline,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DogsRun {
        try DogsProcess(command: command, arguments, in: folder, environment: environment, deadline: deadline).wait(sourceLocation: sourceLocation)
    }

    /// Runs `dogs` under `scripts/peak-rss`: what it left, its peak memory in bytes and the CPU
    /// time it used (user and system), from `wait4`. A run of thousands of downloads is given a
    /// later `deadline` than the usual one.
    static func measuring(_ arguments: [String], in folder: URL, deadline: Double = DogsProcess.deadline) throws -> (run: DogsRun, peakBytes: Int, cpuSeconds: Double) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("dogs-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try DogsProcess.run(
            command: Python.executable.path, Python.script("scripts/peak-rss", [report.path, binary.path] + arguments), in: folder, deadline: deadline
        )
        let figures = try String(contentsOf: report, encoding: .utf8).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let kibibytes = figures.first.flatMap { Int($0) } ?? .max / 1024
        let seconds = figures.dropFirst().first.flatMap { Double($0) } ?? .infinity
        return (run, kibibytes * 1024, seconds)
    }

    func interrupt() { process.interrupt() }

    func terminate() { process.terminate() }

    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    func wait(sourceLocation: SourceLocation = #_sourceLocation) throws -> DogsRun {
        end.wait(by: deadline, what: shown, sourceLocation: sourceLocation)
        defer {
            try? FileManager.default.removeItem(at: stdout)
            try? FileManager.default.removeItem(at: stderr)
        }
        return DogsRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdout, encoding: .utf8),
            stderr: try String(contentsOf: stderr, encoding: .utf8),
            killedBySignal: process.terminationReason == .uncaughtSignal
        )
    }
}
