import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import DogGallery

final class DownloaderTests: XCTestCase {
    func test_download_requestsEachPlannedPictureOnceWithUserAgent() async throws {
        let plan = [planned("pug/a.jpg"), planned("hound-afghan/b.jpg")]
        let (sut, spy, store, _) = try makeSUT()
        plan.forEach { spy.stub($0.dog.url, with: [success(jpeg)]) }

        _ = await sut.download(plan, into: store)

        XCTAssertEqual(Set(spy.requestedURLs), Set(plan.map(\.dog.url)))
        XCTAssertEqual(spy.requests.count, 2)
        XCTAssertTrue(spy.requests.allSatisfy { $0.value(forHTTPHeaderField: "User-Agent")?.hasPrefix("dogs/") == true })
    }

    func test_download_savesThePictureAndDeliversItsManifestRecord() async throws {
        let added = Date(timeIntervalSince1970: 1_700_000_000)
        let item = planned("setter-english/n02100735_10038.jpg")
        let (sut, spy, store, folder) = try makeSUT(now: added)
        spy.stub(item.dog.url, with: [success(jpeg)])

        let outcomes = await sut.download([item], into: store)

        XCTAssertEqual(outcomes, [DownloadOutcome(planned: item, result: .success(Picture(
            source: item.dog.url, breed: "setter", subBreed: "english",
            file: "images/setter-english_n02100735_10038.jpg", bytes: jpeg.count,
            sha256: SHA256.hex(of: jpeg), added: added
        )))])
        XCTAssertEqual(try Data(contentsOf: folder.file("gallery/images/setter-english_n02100735_10038.jpg")), jpeg)
    }

    func test_download_recordsTheTimeAddedInWholeSecondsAsTheManifestKeepsIt() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, store, _) = try makeSUT(now: Date(timeIntervalSince1970: 1_700_000_000.75))
        spy.stub(item.dog.url, with: [success(jpeg)])

        let outcomes = await sut.download([item], into: store)

        XCTAssertEqual(try outcomes.first?.result.get().added, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func test_download_choosesTheFileExtensionFromThePicturesBytes() async throws {
        let item = planned("pug/looks-like-a.jpg")
        let (sut, spy, store, folder) = try makeSUT()
        spy.stub(item.dog.url, with: [success(png)])

        let outcomes = await sut.download([item], into: store)

        XCTAssertEqual(try outcomes.first?.result.get().file, "images/pug_looks-like-a.png")
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_looks-like-a.png"])
    }

    func test_download_deliversEachPicturesOwnOutcomeWhenSomeFail() async throws {
        let (ok, offline, missing, html) = (planned("pug/ok.jpg"), planned("pug/offline.jpg"), planned("pug/missing.jpg"), planned("pug/html.jpg"))
        let (sut, spy, store, folder) = try makeSUT()
        spy.stub(ok.dog.url, with: [success(jpeg)])
        spy.stub(offline.dog.url, with: [.failure(anyNSError())])
        spy.stub(missing.dog.url, with: [success(Data("Not Found".utf8), status: 404)])
        spy.stub(html.dog.url, with: [success(Data("<!DOCTYPE html><p>Oops</p>".utf8))])

        let outcomes = await sut.download([ok, offline, missing, html], into: store)

        XCTAssertEqual(outcomes.map(\.planned), [ok, offline, missing, html])
        XCTAssertNotNil(try? outcomes[0].result.get())
        XCTAssertEqual(outcomes[1].result.failure.map { if case .connectivity = $0 { true } else { false } }, true)
        XCTAssertEqual(outcomes[2].result.failure, .httpStatus(404))
        XCTAssertEqual(outcomes[3].result.failure, .notAPicture)
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_ok.jpg"])
    }

    func test_download_deliversStorageErrorWhenThePictureCannotBeWritten() async throws {
        let item = planned("pug/a.jpg")
        let (sut, spy, store, folder) = try makeSUT()
        spy.stub(item.dog.url, with: [success(jpeg)])
        try FileManager.default.removeItem(at: folder.file("gallery/images"))

        let outcomes = await sut.download([item], into: store)

        guard case .storage(.cannotWrite) = outcomes.first?.result.failure else {
            return XCTFail("Expected a storage error, got \(outcomes)")
        }
    }

    // MARK: - Helpers

    private let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00])
    private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])

    private func makeSUT(
        now: Date = Date(timeIntervalSince1970: 0), file: StaticString = #filePath, line: UInt = #line
    ) throws -> (sut: Downloader, spy: HTTPSessionSpy, store: GalleryStore, folder: TemporaryDirectory) {
        let spy = HTTPSessionSpy()
        let folder = makeTemporaryDirectory()
        let store = GalleryStore(root: folder.file("gallery"))
        try store.prepare()
        let sut = Downloader(session: spy, concurrency: 2, now: { now })
        trackForMemoryLeaks(spy, file: file, line: line)
        return (sut, spy, store, folder)
    }

    private func planned(_ path: String) -> PlannedDownload {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/\(path)")!)
        return PlannedDownload(dog: dog, stem: PictureNaming.stem(for: dog))
    }
}

private extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}
