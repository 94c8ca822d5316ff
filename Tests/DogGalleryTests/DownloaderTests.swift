import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import TestSupport
import XCTest
@testable import DogGallery

final class DownloaderTests: XCTestCase {
    func test_download_requestsEachPlannedPictureOnceWithUserAgent() async throws {
        let plan = [planned("pug/a.jpg"), planned("hound-afghan/b.jpg")]
        let (sut, spy, session, _) = try makeSUT()
        plan.forEach { spy.stub($0.dog.url, with: [pictureAnswer(jpegBytes)]) }

        _ = await sut.download(plan, into: session)

        XCTAssertEqual(Set(spy.requestedURLs), Set(plan.map(\.dog.url)))
        XCTAssertEqual(spy.requests.count, 2)
        XCTAssertTrue(spy.requests.allSatisfy { $0.value(forHTTPHeaderField: "User-Agent")?.hasPrefix("dogs/") == true })
    }

    func test_download_stagesTheCompletePictureWithItsManifestRecord() async throws {
        let added = Date(timeIntervalSince1970: 1_700_000_000)
        let item = planned("setter-english/n02100735_10038.jpg")
        let (sut, spy, session, folder) = try makeSUT(now: added)
        spy.stub(item.dog.url, with: [pictureAnswer(jpegBytes)])

        let outcomes = await sut.download([item], into: session)

        let staged = try XCTUnwrap(outcomes.first?.result.get())
        XCTAssertEqual(staged.picture, Picture(
            source: item.dog.url, breed: "setter", subBreed: "english",
            file: "images/setter-english_n02100735_10038.jpg", bytes: jpegBytes.count,
            sha256: SHA256.hex(of: jpegBytes), added: added
        ))
        XCTAssertEqual(try Data(contentsOf: folder.file("gallery/images/\(staged.temporaryName)")), jpegBytes)
        XCTAssertTrue(staged.temporaryName.hasPrefix(".dogs-tmp-"), "not in place before the commit")
    }

    func test_download_recordsTheTimeAddedInWholeSecondsAsTheManifestKeepsIt() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, session, _) = try makeSUT(now: Date(timeIntervalSince1970: 1_700_000_000.75))
        spy.stub(item.dog.url, with: [pictureAnswer(jpegBytes)])

        let outcomes = await sut.download([item], into: session)

        XCTAssertEqual(try outcomes.first?.result.get().picture.added, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func test_download_choosesTheFileExtensionFromThePicturesBytes() async throws {
        let item = planned("pug/looks-like-a.jpg")
        let (sut, spy, session, _) = try makeSUT()
        spy.stub(item.dog.url, with: [pictureAnswer(pngBytes, type: "image/png")])

        let outcomes = await sut.download([item], into: session)

        XCTAssertEqual(try outcomes.first?.result.get().picture.file, "images/pug_looks-like-a.png")
    }

    func test_download_retriesATransientFailureOfAPicture() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, session, _) = try makeSUT()
        spy.stub(item.dog.url, with: [success(Data(), status: 503), .failure(anyNSError()), pictureAnswer(jpegBytes)])

        let outcomes = await sut.download([item], into: session)

        XCTAssertNotNil(try? outcomes.first?.result.get())
        XCTAssertEqual(spy.requests.count, 3)
    }

    func test_download_deliversEachPicturesOwnOutcomeWhenSomeFail() async throws {
        let samples: [(String, HTTPSessionSpy.Outcome, DownloadError?)] = [
            ("ok", pictureAnswer(jpegBytes), nil),
            ("missing", success(Data("Not Found".utf8), status: 404), .httpStatus(404)),
            ("html", success(Data("<!DOCTYPE html><p>Oops</p>".utf8), headers: ["Content-Type": "text/html"]),
             .notAPicture("it was served as text/html")),
            ("untyped", success(jpegBytes), .notAPicture("it was served as no type")),
            ("text", pictureAnswer(Data("just text".utf8)), .notAPicture("its bytes are not JPEG, PNG, GIF or WebP")),
            ("huge", pictureAnswer(Data(jpegBytes + Data(count: 100))), .tooLarge(limit: 64)),
        ]
        let plan = samples.map { planned("pug/\($0.0).jpg") }
        let (sut, spy, session, folder) = try makeSUT(maxBytes: 64)
        for (item, sample) in zip(plan, samples) { spy.stub(item.dog.url, with: [sample.1]) }

        let outcomes = await sut.download(plan, into: session)

        XCTAssertEqual(outcomes.map(\.planned), plan)
        for (outcome, sample) in zip(outcomes, samples) {
            XCTAssertEqual(outcome.result.failure, sample.2, sample.0)
        }
        XCTAssertEqual(folder.contents(of: "gallery/images").count, 1, "only the good picture's temporary file is left")
    }

    func test_download_deliversConnectivityAfterTheLastRetryFails() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, session, folder) = try makeSUT(retries: 1)
        spy.stub(item.dog.url, with: [.failure(anyNSError()), .failure(anyNSError())])

        let outcomes = await sut.download([item], into: session)

        guard case .connectivity = outcomes.first?.result.failure else { return XCTFail("got \(outcomes)") }
        XCTAssertEqual(folder.contents(of: "gallery/images"), [])
    }

    func test_download_deliversAStorageErrorWhenThePictureCannotBeWritten() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, session, folder) = try makeSUT()
        spy.stub(item.dog.url, with: [.failure(TransferError.cannotStore(reason: "No space left on device"))])

        let outcomes = await sut.download([item], into: session)

        guard case let .storage(.cannotWrite(path, reason))? = outcomes.first?.result.failure else { return XCTFail("got \(outcomes)") }
        XCTAssertTrue(path.contains("/gallery/images/.dogs-tmp-"), path)
        XCTAssertEqual(reason, "No space left on device")
        XCTAssertEqual(spy.requests.count, 1, "not retried")
        XCTAssertEqual(folder.contents(of: "gallery/images"), [], "its temporary file is removed")
    }

    func test_download_deliversAStorageErrorAndRequestsNothingWhenNoTemporaryFileCanBeMade() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, _, _) = try makeSUT()
        let failure = GalleryError.cannotWrite(path: "/g/images", reason: "Read-only file system")

        let outcomes = await sut.download([item], into: StagingStub(failure: failure))

        XCTAssertEqual(outcomes.first?.result.failure, .storage(failure))
        XCTAssertTrue(spy.requests.isEmpty)
    }

    func test_download_tellsProgressHowManyPicturesThenEachOneDone() async throws {
        let plan = [planned("pug/a.jpg"), planned("pug/b.jpg")]
        let events = Mutex<[DownloadProgress]>([])
        let (_, spy, session, _) = try makeSUT()
        let sut = Downloader(transport: spy, retrier: Retrier(policy: RetryPolicy(retries: 0)), concurrency: 1, progress: { event in
            events.withLock { $0.append(event) }
        })
        spy.stub(plan[0].dog.url, with: [pictureAnswer(jpegBytes)])
        spy.stub(plan[1].dog.url, with: [success(Data(), status: 404)])

        _ = await sut.download(plan, into: session)

        XCTAssertEqual(events.withLock { $0 }, [.planned(2), .finished(bytes: jpegBytes.count), .finished(bytes: 0)])
    }

    func test_download_startsNothingOnceTheRunIsCancelled() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, session, _) = try makeSUT()
        spy.stub(item.dog.url, with: [pictureAnswer(jpegBytes)])

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await sut.download([item], into: session)
        }
        let outcomes = await task.value

        XCTAssertEqual(outcomes.first?.result.failure, .cancelled)
        XCTAssertTrue(spy.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        retries: Int = 3, maxBytes: Int = 1 << 20, now: Date = Date(timeIntervalSince1970: 0),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (sut: Downloader, spy: HTTPSessionSpy, session: GallerySession, folder: TemporaryDirectory) {
        let spy = HTTPSessionSpy()
        let folder = makeTemporaryDirectory()
        let session = try GalleryStore(root: folder.file("gallery")).open()
        let retrier = Retrier(policy: RetryPolicy(retries: retries), sleep: SleeperSpy().sleeper, jitter: { 0 })
        let sut = Downloader(transport: spy, retrier: retrier, concurrency: 2, maxBytes: maxBytes, now: { now })
        trackForMemoryLeaks(spy, file: file, line: line)
        return (sut, spy, session, folder)
    }

    private func planned(_ path: String) -> PlannedDownload {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/\(path)")!)
        return PlannedDownload(dog: dog, stem: PictureNaming.stem(for: dog))
    }
}

/// A staging that cannot make files.
private struct StagingStub: PictureStaging {
    let failure: GalleryError

    func makeTemporaryFile() throws(GalleryError) -> TemporaryFile { throw failure }

    func discard(_ name: String) {}
}
