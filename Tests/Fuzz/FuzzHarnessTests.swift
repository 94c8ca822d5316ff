import Foundation
import TestSupport
import XCTest

/// Every fuzz target runs under libFuzzer for a moment on every test run, so the harness cannot
/// rot: the binary builds from today's sources, each target starts from its corpus, and no seed
/// or early mutation breaks a property. Long runs are `scripts/fuzz --seconds 600`.
final class FuzzHarnessTests: XCTestCase {
    func test_everyFuzzTarget_runsUnderLibFuzzerWithoutACrash() throws {
        #if os(Linux)
        let (status, output) = try runFuzzScript(["--debug", "--seconds", "1", "--seed", "1"])

        XCTAssertEqual(status, 0, output)
        for target in FuzzTarget.allCases {
            let line = output.split(separator: "\n").first { $0.hasPrefix(target.rawValue + " ") }
            XCTAssertTrue(line?.hasSuffix("0 crashes") == true, "\(target.rawValue): \(line ?? "no line")\n\(output)")
            let executions = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            XCTAssertGreaterThan(executions, 0, "\(target.rawValue) ran nothing")
        }
        #else
        throw XCTSkip("libFuzzer comes with Swift's toolchains for Linux")
        #endif
    }

    private func runFuzzScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Repository.file("scripts/fuzz")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
