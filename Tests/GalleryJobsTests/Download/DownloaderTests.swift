@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
@testable import Platform
import ClientTestSupport
import ModelTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

final class DownloaderTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    @Test("download requests each picture once with user agent")
    func downloadRequestsEachPictureOnceWithUserAgent() async throws {
        let sources = [picture("pug/a.jpg"), picture("hound-afghan/b.jpg")]
        let (sut, spy, gallery, _) = try makeSUT()
        sources.forEach { spy.stub($0, with: [pictureAnswer(jpegBytes)]) }

        _ = await sut.download(sources, into: gallery)

        #expect(Set(spy.requestedURLs) == Set(sources))
        #expect(spy.requests.count == 2)
        #expect(spy.requests.allSatisfy { $0.value(forHTTPHeaderField: "User-Agent")?.hasPrefix("dogs/") == true })
    }

    @Test("download hands back the complete checked file in a temporary file")
    func downloadHandsBackTheCompleteCheckedFileInATemporaryFile() async throws {
        let item = picture("setter-english/n02100735_10038.jpg")
        let (sut, spy, gallery, folder) = try makeSUT()
        // A start-of-frame segment saying 640 × 480, then the end-of-image marker.
        let framed = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + [UInt8](repeating: 0, count: 15) + [0xFF, 0xD9])
        spy.stub(item, with: [pictureAnswer(framed)])

        let results = await sut.download([item], into: gallery)

        let file = try #require(try results.first?.get())
        #expect(file == DownloadedFile(
            temporaryName: file.temporaryName, bytes: framed.count, sha256: SHA256.hex(of: framed), format: .jpeg,
            pixels: PixelSize(width: 640, height: 480)
        ))
        #expect(try Data(contentsOf: folder.file("gallery/images/\(file.temporaryName)")) == framed)
        #expect(file.temporaryName.hasPrefix(".dogs-tmp-"), "not in place before the commit")
    }

    @Test("download reads the format from the pictures bytes not its name")
    func downloadReadsTheFormatFromThePicturesBytesNotItsName() async throws {
        let item = picture("pug/looks-like-a.jpg")
        let (sut, spy, gallery, _) = try makeSUT()
        spy.stub(item, with: [pictureAnswer(pngBytes, type: "image/png")])

        let results = await sut.download([item], into: gallery)

        #expect(try results.first?.get().format == .png)
    }

    @Test("download retries a transient failure of a picture")
    func downloadRetriesATransientFailureOfAPicture() async throws {
        let item = picture("pug/a.jpg")
        let (sut, spy, gallery, _) = try makeSUT()
        spy.stub(item, with: [success(Data(), status: 503), .failure(anyNSError()), pictureAnswer(jpegBytes)])

        let results = await sut.download([item], into: gallery)

        #expect((try? results.first?.get()) != nil)
        #expect(spy.requests.count == 3)
    }

    @Test("download delivers each pictures own outcome when some fail")
    func downloadDeliversEachPicturesOwnOutcomeWhenSomeFail() async throws {
        let samples: [(String, HTTPSessionSpy.Outcome, DownloadError?)] = [
            ("ok", pictureAnswer(jpegBytes), nil),
            ("missing", success(Data("Not Found".utf8), status: 404), .httpStatus(404)),
            ("html", success(Data("<!DOCTYPE html><p>Oops</p>".utf8), headers: ["Content-Type": "text/html"]),
             .notAPicture("it was served as text/html")),
            ("untyped", success(jpegBytes), .notAPicture("it was served as no type")),
            ("text", pictureAnswer(Data("just text".utf8)), .notAPicture("its bytes are not JPEG, PNG, GIF or WebP")),
            ("huge", pictureAnswer(Data(jpegBytes + Data(count: 100))), .tooLarge(limit: 64)),
        ]
        let sources = samples.map { picture("pug/\($0.0).jpg") }
        let (sut, spy, gallery, folder) = try makeSUT(maxBytes: 64)
        for (item, sample) in zip(sources, samples) { spy.stub(item, with: [sample.1]) }

        let results = await sut.download(sources, into: gallery)

        #expect(results.count == samples.count)
        for (result, sample) in zip(results, samples) {
            #expect(result.failure == sample.2, "\(sample.0)")
        }
        #expect(folder.contents(of: "gallery/images").count == 1, "only the good picture's temporary file is left")
    }

    @Test("download delivers connectivity after the last retry fails")
    func downloadDeliversConnectivityAfterTheLastRetryFails() async throws {
        let item = picture("pug/a.jpg")
        let (sut, spy, gallery, folder) = try makeSUT(retries: 1)
        spy.stub(item, with: [.failure(anyNSError()), .failure(anyNSError())])

        let results = await sut.download([item], into: gallery)

        guard case .connectivity = results.first?.failure else { Issue.record("got \(results)"); return }
        #expect(folder.contents(of: "gallery/images") == [])
    }

    @Test("download delivers a storage error when the picture cannot be written")
    func downloadDeliversAStorageErrorWhenThePictureCannotBeWritten() async throws {
        let item = picture("pug/a.jpg")
        let (sut, spy, gallery, folder) = try makeSUT()
        spy.stub(item, with: [.failure(TransferError.cannotStore(code: ENOSPC))])

        let results = await sut.download([item], into: gallery)

        guard case let .storage(failure)? = results.first?.failure else { Issue.record("got \(results)"); return }
        #expect(failure.path.contains("/gallery/images/.dogs-tmp-"), "\(failure.path)")
        #expect(failure.reason == "No space left on device")
        #expect(spy.requests.count == 1, "not retried")
        #expect(folder.contents(of: "gallery/images") == [], "its temporary file is removed")
    }

    @Test("download delivers a storage error and requests nothing when no temporary file can be made")
    func downloadDeliversAStorageErrorAndRequestsNothingWhenNoTemporaryFileCanBeMade() async throws {
        let item = picture("pug/a.jpg")
        let (sut, spy, _, _) = try makeSUT()
        let failure = StorageFailure(path: "/g/images", reason: "Read-only file system")

        let results = await sut.download([item], into: StagingStub(failure: failure))

        #expect(results.first?.failure == .storage(failure))
        #expect(spy.requests.isEmpty)
    }

    @Test("download tells progress how many pictures then each one done")
    func downloadTellsProgressHowManyPicturesThenEachOneDone() async throws {
        let sources = [picture("pug/a.jpg"), picture("pug/b.jpg")]
        let events = Mutex<[DownloadProgress]>([])
        let (_, spy, gallery, _) = try makeSUT()
        let sut = Downloader(transport: spy, retrier: Retrier(policy: RetryPolicy(retries: 0), sleep: SleeperSpy().sleeper), concurrency: 1, progress: { event in
            events.withLock { $0.append(event) }
        })
        spy.stub(sources[0], with: [pictureAnswer(jpegBytes)])
        spy.stub(sources[1], with: [success(Data(), status: 404)])

        _ = await sut.download(sources, into: gallery)

        // Both pictures are handed to the transport at once, so either may finish first.
        let told = events.withLock { $0 }
        #expect(told.first == .planned(2))
        #expect(told.count == 3)
        #expect(told.contains(.finished(bytes: jpegBytes.count)) && told.contains(.finished(bytes: 0)), "\(told)")
    }

    @Test("a download the stop kept from finishing is not told as done: the progress line counts only what was")
    func aStoppedDownloadIsNotToldAsDone() async throws {
        let events = Mutex<[DownloadProgress]>([])
        let (_, spy, gallery, _) = try makeSUT()
        let sut = Downloader(transport: spy, retrier: Retrier(policy: RetryPolicy(retries: 0), sleep: SleeperSpy().sleeper), concurrency: 1, progress: { event in
            events.withLock { $0.append(event) }
        })

        let task = Task { await sut.download([picture("pug/a.jpg"), picture("pug/b.jpg")], into: gallery) }
        task.cancel()
        let results = await task.value

        #expect(results.allSatisfy { $0.failure == .cancelled })
        #expect(events.withLock { $0 } == [.planned(2)])
    }

    @Test("download starts nothing once the run is cancelled")
    func downloadStartsNothingOnceTheRunIsCancelled() async throws {
        let item = picture("pug/a.jpg")
        let (sut, spy, gallery, _) = try makeSUT()
        spy.stub(item, with: [pictureAnswer(jpegBytes)])

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await sut.download([item], into: gallery)
        }
        let results = await task.value

        #expect(results.first?.failure == .cancelled)
        #expect(spy.requests.isEmpty)
    }

    @Test("download hands the transport twice as many pictures as run at once, so the next is ready when one ends", .timeLimit(.minutes(1)))
    func downloadHandsTheTransportTwiceAsManyPicturesAsRunAtOnceSoTheNextIsReadyWhenOneEnds() async throws {
        let sources = (0..<9).map { picture("pug/\($0).jpg") }
        let (_, spy, gallery, _) = try makeSUT()
        sources.forEach { spy.stub($0, with: [pictureAnswer(jpegBytes)]) }
        // Holds every download until four are in hand: twice the two the downloader runs at once.
        let transport = HoldingTransport(spy, holdingUntil: 4)
        let sut = Downloader(transport: transport, retrier: Retrier(policy: RetryPolicy(retries: 0), sleep: SleeperSpy().sleeper), concurrency: 2)

        let results = await sut.download(sources, into: gallery)

        #expect(results.allSatisfy { (try? $0.get()) != nil })
        #expect(transport.mostAtOnce == 4)
    }

    // MARK: - Helpers

    private func makeSUT(
        retries: Int = 3, maxBytes: Int = 1 << 20, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: Downloader, spy: HTTPSessionSpy, gallery: OpenGallery, folder: TemporaryDirectory) {
        let spy = HTTPSessionSpy()
        let folder = folders.make()
        let gallery = try GalleryOpener(root: folder.file("gallery")).open()
        let retrier = Retrier(policy: RetryPolicy(retries: retries), sleep: SleeperSpy().sleeper, jitter: { 0 })
        let sut = Downloader(transport: spy, retrier: retrier, concurrency: 2, maxBytes: maxBytes)
        leaks.track(spy, sourceLocation: sourceLocation)
        return (sut, spy, gallery, folder)
    }
}

/// A staging that cannot make files.
private struct StagingStub: PictureStaging {
    let failure: StorageFailure

    func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile { throw failure }

    func discard(_ name: String) {}
}

/// Holds each download until `holdingUntil` are in hand at once, then lets every one through to
/// `inner`; counts the most in hand at once.
private final class HoldingTransport: HTTPDownloading {
    private struct State {
        var inHand = 0
        var most = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var released = false
    }

    private let inner: any HTTPDownloading
    private let holdingUntil: Int
    private let state = Mutex(State())

    init(_ inner: some HTTPDownloading, holdingUntil: Int) {
        self.inner = inner
        self.holdingUntil = holdingUntil
    }

    var mostAtOnce: Int { state.withLock { $0.most } }

    func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> (response: HTTPURLResponse, digest: FileDigest) {
        await withCheckedContinuation { continuation in
            let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.inHand += 1
                state.most = max(state.most, state.inHand)
                state.held.append(continuation)
                if state.held.count == holdingUntil { state.released = true }
                guard state.released else { return [] }
                defer { state.held = [] }
                return state.held
            }
            released.forEach { $0.resume() }
        }
        defer { state.withLock { $0.inHand -= 1 } }
        return try await inner.download(for: request, into: file, maxBytes: maxBytes)
    }
}
