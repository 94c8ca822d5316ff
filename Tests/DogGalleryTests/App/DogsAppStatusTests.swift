@testable import DogGallery
import Foundation
@testable import GalleryFolder
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// The runs a gallery records and `dogs status`, in-process: a network spy, a crontab spy, a clock stub.
final class DogsAppStatusTests: XCTestCase {
    private static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func test_fetch_recordsItsOutcome_atTheTimeItEnded() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])

        XCTAssertEqual(code, .success)
        let records = RunLog.records(inGalleryAt: folder.file("gallery").path)
        XCTAssertEqual(records.map(\.command), ["fetch"])
        XCTAssertEqual(records.first?.time, Self.now)
        XCTAssertEqual(records.first?.exitCode, 0)
        XCTAssertEqual(records.first?.counts, [.pictures: 1, .saved: 1, .failed: 0])
        XCTAssertTrue(records.first?.message.hasPrefix("Saved 1 picture (Pug) to ") == true, "\(records)")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.file("gallery/.dogs-runs").path)[.posixPermissions] as? Int, 0o600)
    }

    func test_aFailedFetchIntoAGallery_isRecordedWithItsError_andAFirstOneThatMadeNoGalleryIsNot() async throws {
        let (sut, _, network, _, folder) = makeSUT()
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])

        let first = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("new").path), environment: [:])
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])
        let second = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("gallery").path), environment: [:])

        XCTAssertEqual([first, second], [.unavailable, .unavailable])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("new").path), "no gallery made, nothing recorded")
        let record = try XCTUnwrap(RunLog.records(inGalleryAt: folder.file("gallery").path).last)
        XCTAssertEqual(record.exitCode, 69)
        XCTAssertTrue(record.message.hasPrefix("cannot reach "), record.message)
    }

    func test_removeAndRepair_recordTheirOutcomes_dryRunsNothing() async throws {
        let (sut, _, _, _, folder) = makeSUT()
        _ = try makeSoundGallery(stems: ["a", "b"], in: folder)
        let gallery = folder.file("gallery").path

        _ = await sut.run(arguments("remove", "--dry-run", "--out", gallery, "images/pug_a.jpg"), environment: [:])
        _ = await sut.run(arguments("fetch", "--dry-run", "--out", gallery), environment: [:])
        XCTAssertEqual(RunLog.records(inGalleryAt: gallery), [])
        _ = await sut.run(arguments("remove", "--out", gallery, "images/pug_a.jpg"), environment: [:])
        _ = await sut.run(arguments("verify", "--repair", "--out", gallery), environment: [:])

        let records = RunLog.records(inGalleryAt: gallery)
        XCTAssertEqual(records.map(\.command), ["remove", "verify --repair"])
        XCTAssertEqual(records.map(\.exitCode), [0, 0])
        XCTAssertEqual(records.first?.counts, [.pictures: 1, .removed: 1])
        XCTAssertEqual(records.last?.counts, [.pictures: 1, .repaired: 0, .dropped: 0])
        XCTAssertTrue(records.first?.message.hasPrefix("Removed 1 picture from ") == true, "\(records)")
    }

    func test_status_afterAGoodRun_tellsThePicturesTheRunAndTheSchedule_andExits0() async throws {
        let (sut, console, network, crontab, folder) = makeSUT()
        let gallery = folder.file("gallery").path
        stubPictures(["pug/a.jpg"], on: network)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        _ = await sut.run(arguments("schedule", "--out", gallery), environment: [:])
        let entry = try XCTUnwrap(CrontabEdit.entries(in: crontab.text).first)
        let before = console.output

        let code = await sut.run(arguments("status", "--out", gallery), environment: [:])

        XCTAssertEqual(code, .success)
        let lines = String(console.output.dropFirst(before.count)).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, "\(lines)")
        XCTAssertEqual(lines[0], "Gallery: \(gallery)")
        XCTAssertTrue(lines[1].hasPrefix("Pictures: 1, the newest added "), lines[1])
        XCTAssertEqual(lines[2], "Last run: dogs fetch at 2026-11-18 11:06 UTC, exit 0: \(ExitCode.success.meaning)")
        XCTAssertEqual(lines[4], "Schedule: every 1h")
        XCTAssertEqual(lines[5], "  \(entry.fields) \(entry.command)")
    }

    func test_status_afterAFailedRun_exits1_andWithoutACrontabSaysSoAndGoesOn() async throws {
        let (sut, console, network, _, folder) = makeSUT(crontabFailure: .notInstalled)
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        network.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])
        _ = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("gallery").path), environment: [:])
        let before = console.output

        let code = await sut.run(arguments("status", "--json", "--out", folder.file("gallery").path), environment: [:])

        XCTAssertEqual(code, .partialFailure)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(console.output.dropFirst(before.count).utf8)) as? [String: Any])
        XCTAssertEqual(object["exitCode"] as? Int, 1)
        XCTAssertEqual((object["lastRun"] as? [String: Any])?["exitCode"] as? Int, 69)
        XCTAssertEqual(object["scheduleError"] as? String, "no crontab (the crontab command is not installed)")
    }

    func test_status_withoutAGallery_exits66_alsoAsJSON() async throws {
        let (sut, console, _, _, folder) = makeSUT()

        let code = await sut.run(arguments("status", "--json", "--out", folder.file("none").path), environment: [:])

        XCTAssertEqual(code, .noInput)
        XCTAssertTrue(console.errors.hasPrefix("Error: \(folder.file("none").path) holds no gallery"), console.errors)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["exitCode"] as? Int, 66)
        XCTAssertEqual(folder.contents(), [], "status creates nothing")
    }

    func test_aGalleryWhoseImagesAreGone_recordsNoRun_andItsStatusSaysSoExiting73() async throws {
        let (sut, console, _, _, folder) = makeSUT()
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        let gallery = folder.file("gallery").path
        try FileManager.default.moveItem(atPath: folder.file("gallery/images").path, toPath: folder.file("away").path)

        let fetch = await sut.run(arguments("fetch", "--count", "1", "--out", gallery), environment: [:])
        let status = await sut.run(arguments("status", "--out", gallery), environment: [:])

        XCTAssertEqual([fetch, status], [.cannotCreate, .cannotCreate])
        XCTAssertEqual(RunLog.records(inGalleryAt: gallery), [], "the gallery stays as it was")
        XCTAssertTrue(console.errors.hasSuffix("Error: \(gallery)/images is missing, though the manifest lists 1 picture: is it on a volume that is not mounted, or was it moved? dogs changes nothing until it is back\n"), console.errors)
    }

    private func makeSUT(
        crontabFailure: CrontabError? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: DogsApp, console: ConsoleSpy, network: HTTPSessionSpy, crontab: CrontabSpy, folder: TemporaryDirectory) {
        let console = ConsoleSpy()
        let network = HTTPSessionSpy()
        let crontab = CrontabSpy(failing: crontabFailure)
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: { _ in network }, currentDirectory: "/",
            endNow: { code in XCTFail("the run was ended at once with \(code)", file: file, line: line) },
            openCrontab: { _ in crontab }, executable: { "/opt/dogs/bin/dogs" }, now: { Self.now }
        )
        trackForMemoryLeaks(console, file: file, line: line)
        trackForMemoryLeaks(network, file: file, line: line)
        trackForMemoryLeaks(crontab, file: file, line: line)
        return (sut, console, network, crontab, makeTemporaryDirectory())
    }

    private func arguments(_ words: String...) -> [[UInt8]] {
        words.map { Array($0.utf8) }
    }

    private func stubPictures(_ paths: [String], on spy: HTTPSessionSpy) {
        spy.stub(random(paths.count), with: [success(answer(paths))])
        paths.forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
    }
}
