import Foundation
import TestSupport
import XCTest

/// Runs `scripts/check-gallery`, which checks the gallery invariant: every manifest entry's file
/// exists with its size and SHA-256, every picture is in the manifest, no temporary file is left,
/// and both indexes list exactly the manifest.
func assertGalleryInvariant(_ gallery: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Repository.file("scripts/check-gallery").path, gallery.path]
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, report, file: file, line: line)
}
