import Foundation
import XCTest

/// What a run of the `dogs` binary left for its user to see.
struct DogsRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `dogs` binary that `swift test` built beside the test bundle.
enum DogsProcess {
    static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("dogs")
    }

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> DogsRun {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var inherited = ProcessInfo.processInfo.environment
        inherited["DOGS_API_BASE"] = nil
        process.environment = inherited.merging(environment) { $1 }
        // Files rather than pipes: nothing can block on a full pipe buffer.
        let stdout = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let stderr = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        defer {
            try? FileManager.default.removeItem(at: stdout)
            try? FileManager.default.removeItem(at: stderr)
        }
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        process.waitUntilExit()
        return DogsRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdout, encoding: .utf8),
            stderr: try String(contentsOf: stderr, encoding: .utf8)
        )
    }
}
