import Foundation
@testable import GalleryFolder
import TestSupport
import XCTest

/// `.dogs-runs` in a temporary gallery.
final class RunLogTests: XCTestCase {
    private static let record = RunRecord(time: Date(timeIntervalSince1970: 1_795_000_000), command: "fetch", exitCode: 0, message: "Saved 1 picture", counts: [.saved: 1])

    func test_add_writesThePrivateFile_andReadsItBack() throws {
        let folder = try makeGallery()

        XCTAssertNil(RunLog.add(Self.record, toGalleryAt: folder.url.path))
        XCTAssertNil(RunLog.add(Self.record, toGalleryAt: folder.url.path))

        XCTAssertEqual(RunLog.records(inGalleryAt: folder.url.path), [Self.record, Self.record])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.file(".dogs-runs").path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(folder.contents(), [".dogs-runs", "manifest.jsonl"], "no temporary file left")
    }

    func test_add_keepsTheLatest50() throws {
        let folder = try makeGallery()

        for _ in 1...55 { XCTAssertNil(RunLog.add(Self.record, toGalleryAt: folder.url.path)) }

        XCTAssertEqual(RunLog.records(inGalleryAt: folder.url.path).count, 50)
        XCTAssertEqual(try folder.read(".dogs-runs").split(separator: "\n").count, 50)
    }

    func test_add_withoutAGallery_writesNothing() {
        let folder = makeTemporaryDirectory()

        XCTAssertNil(RunLog.add(Self.record, toGalleryAt: folder.url.path))
        XCTAssertNil(RunLog.add(Self.record, toGalleryAt: folder.file("missing").path))

        XCTAssertEqual(folder.contents(), [])
    }

    func test_add_neverWritesThroughALink_andSaysSo() throws {
        let folder = try makeGallery()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file(".dogs-runs").path, withDestinationPath: folder.file("target").path)

        let problem = RunLog.add(Self.record, toGalleryAt: folder.url.path)

        XCTAssertEqual(problem, "\(folder.file(".dogs-runs").path) is a symbolic link; dogs does not follow links inside a gallery")
        XCTAssertEqual(try folder.read("target"), "theirs")
        XCTAssertEqual(RunLog.records(inGalleryAt: folder.url.path), [])
    }

    func test_records_skipsWhatIsNotARecord_andReadsNoFifoOrFolder() throws {
        let folder = try makeGallery()
        try folder.write("garbage\n" + RunHistory.line(Self.record) + "\n{\"half\":", to: ".dogs-runs")

        XCTAssertEqual(RunLog.records(inGalleryAt: folder.url.path), [Self.record])

        try FileManager.default.removeItem(at: folder.file(".dogs-runs"))
        XCTAssertEqual(mkfifo(folder.file(".dogs-runs").path, 0o600), 0)
        XCTAssertEqual(RunLog.records(inGalleryAt: folder.url.path), [], "no hang on a FIFO")
    }

    func test_add_twoRunsAtOnce_loseNeitherRecord() throws {
        let folder = try makeGallery()
        let path = folder.url.path

        DispatchQueue.concurrentPerform(iterations: 20) { _ in XCTAssertNil(RunLog.add(Self.record, toGalleryAt: path)) }

        XCTAssertEqual(RunLog.records(inGalleryAt: path).count, 20)
    }

    private func makeGallery() throws -> TemporaryDirectory {
        let folder = makeTemporaryDirectory()
        try folder.write("{}\n", to: "manifest.jsonl")
        return folder
    }
}
