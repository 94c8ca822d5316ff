import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dogs status` after runs that ended each way, as a monitoring check would call it.
final class StatusEndToEndTests: EndToEndTestCase {
    func test_afterAGoodRun_exits0_andTellsThePicturesAndTheRun() throws {
        XCTAssertEqual(try dogs(["fetch", "--count", "2", "--api-base", server.apiBase]).status, 0)

        let status = try dogs(["status"])

        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertTrue(status.stdout.hasPrefix("Gallery: \(folder.file("gallery").path)\nPictures: 2, the newest added "), status.stdout)
        XCTAssertTrue(status.stdout.contains(", exit 0: every requested picture was saved (or the API had nothing new)\n  Saved 2 pictures"), status.stdout)
        try assertGalleryInvariant(folder.file("gallery"))
    }

    func test_afterARunWhosePicturesAllFailed_exits1_withTheRunsCodeAndMessage() throws {
        XCTAssertEqual(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status, 0)
        let broken = try FixtureServer(fault: "html-pictures")
        XCTAssertEqual(try dogs(["fetch", "--count", "2", "--retries", "0", "--api-base", broken.apiBase]).status, 69)

        let status = try dogs(["status", "--json"])

        XCTAssertEqual(status.status, 1, status.stderr)
        let run = try lastRun(status)
        XCTAssertEqual(run["exitCode"] as? Int, 69)
        XCTAssertEqual(run["command"] as? String, "fetch")
        XCTAssertEqual((run["counts"] as? [String: Int])?["failed"], 2)
    }

    func test_afterARunStoppedBySIGTERM_exits1_sayingItWasTerminated() throws {
        XCTAssertEqual(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status, 0)
        let hanging = try FixtureServer(fault: "hang-pictures", arguments: ["--distinct"])
        let run = try DogsProcess(["fetch", "--count", "2", "--api-base", hanging.apiBase], in: folder.url)
        XCTAssertTrue(hanging.waitForRequest(containing: "GET /breeds/"), "downloads have started")
        run.send(SIGTERM)
        XCTAssertEqual(try run.wait().status, 143)

        let status = try dogs(["status", "--json"])

        XCTAssertEqual(status.status, 1, status.stderr)
        let last = try lastRun(status)
        XCTAssertEqual(last["exitCode"] as? Int, 143)
        XCTAssertTrue((last["message"] as? String)?.hasPrefix("terminated (SIGTERM); ") == true, "\(last)")
        try assertGalleryInvariant(folder.file("gallery"))
    }

    func test_afterARunRefusedByAHeldLock_exits1_withCode75() throws {
        XCTAssertEqual(try dogs(["fetch", "--count", "1", "--api-base", server.apiBase]).status, 0)
        let lock = try FileHandle(forUpdating: folder.file("gallery/.dogs.lock"))
        defer { try? lock.close() }
        XCTAssertEqual(flock(lock.fileDescriptor, LOCK_EX | LOCK_NB), 0)
        XCTAssertEqual(try dogs(["remove", "--out", "gallery", try XCTUnwrap(ManifestFile(in: folder.file("gallery")).files.first)]).status, 75)

        let status = try dogs(["status", "--json"])

        XCTAssertEqual(status.status, 1, status.stderr)
        let last = try lastRun(status)
        XCTAssertEqual(last["exitCode"] as? Int, 75)
        XCTAssertEqual(last["command"] as? String, "remove")
        XCTAssertTrue((last["message"] as? String)?.hasPrefix("another dogs run is updating ") == true, "\(last)")
    }

    func test_withoutAGallery_exits66() throws {
        let status = try dogs(["status", "--out", "none"])

        XCTAssertEqual(status.status, 66)
        XCTAssertEqual(folder.contents(), [])
    }

    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }

    private func lastRun(_ status: DogsRun) throws -> [String: Any] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any], status.stdout)
        return try XCTUnwrap(object["lastRun"] as? [String: Any], status.stdout)
    }
}
