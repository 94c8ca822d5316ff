import Foundation
import TestSupport
import XCTest

/// Every command within the memory bound, whatever is in the folder it is given: someone else's
/// manifest of hundreds of megabytes is told from its first bytes and refused unread, read from
/// `wait4`'s peak.
final class MemoryEndToEndTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var gallery: URL { folder.file("gallery") }

    override func setUpWithError() throws {
        folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    }

    func test_someoneElsesLargeManifestJSON_isRefusedFromItsFirstBytes_withinTheMemoryBound() throws {
        try writeLarge(#"{"name":"my web app","start_url":"/","icons":[{"src":""#, to: "gallery/manifest.json", bytes: 263 << 20)

        for command in [["fetch", "--api-base", "http://127.0.0.1:9/api"], ["index"], ["verify"], ["status"]] {
            let (run, peak, _) = try DogsProcess.measuring(command + ["--out", gallery.path], in: folder.url)

            XCTAssertEqual(run.status, 73, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is not a dogs gallery: it holds a manifest.json that dogs did not write"), "\(command): \(run.stderr)")
            XCTAssertLessThan(peak, HostileEndToEndTests.memoryBound, "\(command)")
        }
    }

    func test_someoneElsesLargeManifestJSONL_isRefusedFromItsFirstBytes_withinTheMemoryBound() throws {
        try writeLarge(#"{"event":"login","user":"#, to: "gallery/manifest.jsonl", bytes: 315 << 20)

        for command in [["fetch", "--api-base", "http://127.0.0.1:9/api"], ["index"], ["remove", "images/x.jpg"]] {
            let (run, peak, _) = try DogsProcess.measuring(command + ["--out", gallery.path], in: folder.url)

            XCTAssertEqual(run.status, 73, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is not a dogs gallery: it holds a manifest.jsonl that dogs did not write"), "\(command): \(run.stderr)")
            XCTAssertLessThan(peak, HostileEndToEndTests.memoryBound, "\(command)")
        }
    }

    func test_aManifestOfANewerDogs_isSaidToBeOne_notDamaged() throws {
        try folder.write(#"{"dogs":"gallery","version":99,"pageSize":100}"# + "\n" + #"{"commit":1}"# + "\n", to: "gallery/manifest.jsonl")

        let run = try DogsProcess.run(["index", "--out", gallery.path], in: folder.url)

        XCTAssertEqual(run.status, 65, run.stderr)
        XCTAssertTrue(run.stderr.contains("was written by a newer version of dogs (its format is version 99;"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("upgrade dogs to use this gallery\n"), run.stderr)
        XCTAssertFalse(run.stderr.contains("damaged"), run.stderr)
    }

    /// A file of `bytes` that begins with `start` and goes on as a hole: large on every reading,
    /// cheap to make.
    private func writeLarge(_ start: String, to path: String, bytes: Int) throws {
        try folder.write(start, to: path)
        let handle = try FileHandle(forWritingTo: folder.file(path))
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }
}
