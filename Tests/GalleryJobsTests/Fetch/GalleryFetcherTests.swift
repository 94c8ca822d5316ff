@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import ClientTestSupport
import ModelTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

final class GalleryFetcherTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    @Test("fetch saves the requested pictures records them and writes both indexes")
    func fetchSavesTheRequestedPicturesRecordsThemAndWritesBothIndexes() async throws {
        let (sut, spy, folder) = makeSUT()
        let dogs = ["setter-english/a.jpg", "komondor/b.jpg", "pug/c.jpg"]
        spy.stub(random(3), with: [success(answer(dogs))])
        dogs.forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.saved.listed.map(\.file) == ["images/setter-english_a.jpg", "images/komondor_b.jpg", "images/pug_c.jpg"])
        #expect(report.failed == [])
        #expect(report.galleryCount == 3)
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "feed.xml", "images", "index.html", "index.md", "manifest.jsonl", "pages"])
        #expect(folder.contents(of: "gallery/images") == ["komondor_b.jpg", "pug_c.jpg", "setter-english_a.jpg"])
        #expect(try manifest(in: folder).pictures == report.saved.listed)
        #expect(try folder.read("gallery/index.html").contains("images/komondor_b.jpg"))
        #expect(try folder.read("gallery/pages/setter-english-1.md").contains("# English Setter\n"))
    }

    @Test("fetch asks for breed pictures")
    func fetchAsksForBreedPictures() async throws {
        let (sut, spy, _) = makeSUT()
        let url = URL(string: "https://dog.ceo/api/breed/hound/afghan/images/random/1")!
        spy.stub(url, with: [success(answer(["hound-afghan/a.jpg"]))])
        spy.stub(picture("hound-afghan/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 1, breed: Breed("hound", subBreed: "afghan")))

        #expect(report.saved.listed.map(\.name) == ["Afghan Hound"])
    }

    @Test("fetch adds to the gallery and asks for more instead of downloading known pictures again")
    func fetchAddsToTheGalleryAndAsksForMoreInsteadOfDownloadingKnownPicturesAgain() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(report.saved.listed.map(\.source) == [picture("pug/c.jpg"), picture("pug/d.jpg")])
        #expect(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count == 1, "a known picture is not downloaded again")
        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        #expect(report.galleryCount == 4)
    }

    @Test("fetch stops asking when an answer brings nothing new")
    func fetchStopsAskingWhenAnAnswerBringsNothingNew() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/a.jpg"]))])
        spy.stub(random(2), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.saved.count == 1)
        #expect(report.notOffered == 2)
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(3), random(2)])
    }

    @Test("fetch asks at most fifty pictures a request")
    func fetchAsksAtMostFiftyPicturesARequest() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(50), with: [success(answer((0..<50).map { "pug/\($0).jpg" }))])
        spy.stub(random(20), with: [success(answer((50..<70).map { "pug/\($0).jpg" }))])

        let report = try await sut.fetch(FetchRequest(count: 70))

        let asked = spy.requestedURLs.filter { $0.path.contains("/random/") }
        // The first round's two requests go together, in either order.
        #expect(Set(asked.prefix(2)) == [random(50), random(20)])
        #expect(asked.allSatisfy { (Int($0.lastPathComponent) ?? 0) <= 50 }, "\(asked)")
        #expect(asked.count <= 2 + FetchPlanning.extraRequests, "replacements come out of the same allowance")
        #expect(report.failed.count == 70, "the pictures themselves were not stubbed")
    }

    @Test("fetch keeps and indexes the other pictures when one fails")
    func fetchKeepsAndIndexesTheOtherPicturesWhenOneFails() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [success(Data("Not Found".utf8), status: 404)])
        spy.stub(picture("pug/c.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.failed == [FetchReport.Failure(source: picture("pug/b.jpg"), error: .httpStatus(404))])
        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_c.jpg"])
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_c.jpg"])
        #expect(report.notOffered == 0)
    }

    @Test("fetch replaces a picture that fails with another the API offers, and meets the count")
    func fetchReplacesAPictureThatFailsWithAnotherTheAPIOffersAndMeetsTheCount() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.saved.listed.map(\.source) == ["a", "c", "d"].map { picture("pug/\($0).jpg") })
        #expect(report.failed == [])
        #expect(report.replaced == [FetchReport.Failure(source: picture("pug/b.jpg"), error: .httpStatus(404))])
        #expect(try manifest(in: folder).pictures.count == 3)
    }

    @Test("fetch names as failed the failures that were not replaced, and as replaced those that were")
    func fetchNamesAsFailedTheFailuresThatWereNotReplacedAndAsReplacedThoseThatWere() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 500)])
        spy.stub(picture("pug/c.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.saved.listed.map(\.source) == [picture("pug/a.jpg"), picture("pug/d.jpg")])
        #expect(report.failed.map(\.source) == [picture("pug/b.jpg")], "a 5xx is not replaced")
        #expect(report.replaced.map(\.source) == [picture("pug/c.jpg")])
    }

    @Test("fetch keeps a failure that could not be replaced, when the API offers nothing new")
    func fetchKeepsAFailureThatCouldNotBeReplacedWhenTheAPIOffersNothingNew() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(report.saved.count == 1)
        #expect(report.failed.map(\.source) == [picture("pug/b.jpg")])
        #expect(report.replaced == [])
    }

    @Test("fetch names no failure as replaced, when no picture took its place")
    func fetchNamesNoFailureAsReplacedWhenNoPictureTookItsPlace() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: (0..<8).map { success(answer(["pug/a\($0).jpg", "pug/b\($0).jpg"])) })
        (0..<8).forEach { round in ["a", "b"].forEach { spy.stub(picture("pug/\($0)\(round).jpg"), with: [success(Data(), status: 404)]) } }

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(spy.requestedURLs.filter { $0.path.hasPrefix("/breeds/") }.count > 2, "failures were replaced, and the replacements failed")
        #expect(report.saved.isEmpty)
        #expect(report.failed.count == 2)
        #expect(report.replaced == [], "every replacement failed too")
    }

    @Test("fetch counts downloads stopped part way as unfinished not failed")
    func fetchCountsDownloadsStoppedPartWayAsUnfinishedNotFailed() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [.failure(CancellationError())])

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(report.saved.count == 1)
        #expect(report.failed == [])
        #expect(report.unfinished == 1)
    }

    @Test("fetch skips links the policy refuses without requesting them")
    func fetchSkipsLinksThePolicyRefusesWithoutRequestingThem() async throws {
        let (sut, spy, _) = makeSUT()
        let hostile = ["file:///etc/passwd", "http://169.254.169.254/latest/meta-data/", "https://evil.example/breeds/pug/x.jpg"]
        spy.stub(random(4), with: [success(dogCEOSuccess(hostile + [picture("pug/a.jpg").absoluteString]))])
        spy.stub(random(3), with: [success(dogCEOSuccess(hostile))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 4))

        #expect(report.saved.listed.map(\.source) == [picture("pug/a.jpg")])
        #expect(report.skipped.map(\.link) == hostile)
        #expect(!(spy.requestedURLs.contains { hostile.contains($0.absoluteString) }))
    }

    @Test("fetch ends with the storage error and leaves the gallery as it was when a picture cannot be written")
    func fetchEndsWithTheStorageErrorAndLeavesTheGalleryAsItWasWhenAPictureCannotBeWritten() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [.failure(TransferError.cannotStore(code: ENOSPC))])

        await expect(sut, count: 2, toFailWith: { error in
            guard case let .cannotWrite(_, reason) = error as? GalleryError else { return false }
            return reason == "No space left on device"
        })
        #expect(folder.contents() == [], "the picture that did arrive is not kept either, nor the folder made for it")
    }

    @Test("fetch delivers the API error and saves nothing when the first request fails")
    func fetchDeliversTheAPIErrorAndSavesNothingWhenTheFirstRequestFails() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [.failure(anyNSError())])

        await expect(sut, toFailWith: { if case .connectivity = $0 as? DogServiceError { true } else { false } })
        #expect(folder.contents() == [])
    }

    @Test("fetch keeps the answers of a first round in which one request fails")
    func fetchKeepsTheAnswersOfAFirstRoundInWhichOneRequestFails() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(50), with: [success(answer((0..<50).map { "pug/\($0).jpg" })), .failure(anyNSError())])
        spy.stub(random(10), with: [success(answer((50..<60).map { "pug/\($0).jpg" }))])

        let report = try await sut.fetch(FetchRequest(count: 110))

        #expect(report.requested - report.notOffered == 110, "a stopped plan reports no shortfall")
        #expect(report.failed.count == 60, "the pictures of both good answers were tried")
        guard case .connectivity = report.interruptedBy else { Issue.record("got \(String(describing: report.interruptedBy))"); return }
    }

    @Test("fetch keeps what was planned when a later API request fails")
    func fetchKeepsWhatWasPlannedWhenALaterAPIRequestFails() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/a.jpg"]))])
        spy.stub(random(1), with: [success(Data(), status: 404)])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(report.saved.count == 1)
        #expect(report.interruptedBy == .httpStatus(code: 404, url: random(1)))
    }

    @Test("fetch delivers busy and asks nothing while another run holds the gallery")
    func fetchDeliversBusyAndAsksNothingWhileAnotherRunHoldsTheGallery() async throws {
        let (sut, spy, folder) = makeSUT()
        let otherRun = try GalleryOpener(root: folder.file("gallery")).open()

        await expect(sut, toFailWith: { ($0 as? GalleryError) == .busy(path: folder.file("gallery").path) })
        #expect(spy.requests.isEmpty)
        withExtendedLifetime(otherRun) {}
    }

    @Test("fetch brings indexes back in step with the manifest before asking")
    func fetchBringsIndexesBackInStepWithTheManifestBeforeAsking() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), .failure(anyNSError())])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        _ = try await sut.fetch(FetchRequest(count: 1))
        let indexed = try folder.read("gallery/index.md")
        try folder.write("# left behind by a killed run", to: "gallery/index.md")

        _ = try? await sut.fetch(FetchRequest(count: 1))

        #expect(try folder.read("gallery/index.md") == indexed)
    }

    @Test("fetch into pages it could not repair, fails and leaves the gallery as it was")
    func fetchIntoPagesItCouldNotRepairFailsAndLeavesTheGalleryAsItWas() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["akita/a.jpg"])), success(answer(["pug/b.jpg"]))])
        ["akita/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 1))
        try folder.write("# left behind by a killed run", to: "gallery/index.md")
        try folder.write("<p>my own akita page</p>", to: "gallery/pages/akita-1.html")

        await expect(sut, count: 1, toFailWith: {
            ($0 as? GalleryError) == .cannotWrite(path: folder.file("gallery/pages/akita-1.html").path, reason: "a file dogs did not make is there")
        })

        #expect(try manifest(in: folder).pictures.map(\.name) == ["Akita"], "the pug is not saved")
        #expect(folder.contents(of: "gallery/images") == ["akita_a.jpg"])
        #expect(try folder.read("gallery/pages/akita-1.html") == "<p>my own akita page</p>")
        #expect(try folder.read("gallery/index.md") == "# left behind by a killed run", "the front files would say every page is current")
    }

    @Test("a count larger than a batch is fetched and committed a batch at a time, each numbered on from the one before")
    func aCountLargerThanABatchIsCommittedABatchAtATime() async throws {
        let (sut, spy, folder) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/c.jpg", "pug/d.jpg"]))])
        spy.stub(random(1), with: [success(answer(["akita/e.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg", "akita/e.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 5))

        #expect(report.saved.listed.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg", "images/akita_e.jpg"])
        #expect(report.saved.listed.map(\.number) == [1, 2, 3, 4, 5])
        #expect((report.requested, report.wanted, report.galleryCount, report.notOffered) == (5, 5, 5, 0))
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(2), random(2), random(1)], "each batch asks once the one before is in")
        let manifest = try manifest(in: folder)
        #expect(manifest.pictures == report.saved.listed)
        #expect(manifest.generation == 3, "a commit a batch")
        #expect(try folder.read("gallery/index.md").contains("5 pictures"))
    }

    @Test("a run is split into batches of at most the size, one at least", arguments: [
        (0, [0]), (1, [1]), (249, [249]), (250, [250]), (251, [250, 1]), (1000, [250, 250, 250, 250]), (1001, [250, 250, 250, 250, 1]),
    ])
    func batches(wanted: Int, sizes: [Int]) {
        #expect(GalleryFetcher.batches(of: wanted, size: 250) == sizes)
    }

    @Test("a run that does not list its pictures keeps only their count and breeds, over every batch")
    func aRunThatDoesNotListItsPicturesKeepsOnlyTheirCountAndBreeds() async throws {
        let (sut, spy, _) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "akita/b.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/c.jpg"]))])
        ["pug/a.jpg", "akita/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 3, listsPictures: false))

        #expect(report.saved.count == 3)
        #expect(report.saved.breeds == ["Pug": 2, "Akita": 1])
        #expect(report.saved.listed.isEmpty)
    }

    @Test("a new gallery whose first batch saves nothing asks for no other, and leaves nothing behind")
    func aNewGalleryWhoseFirstBatchSavesNothingLeavesNothing() async throws {
        let (sut, spy, folder) = makeSUT(batchSize: 2)
        // The second answer is the first round's replacements: nothing new, so the asking ends.
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [success(Data(), status: 404)]) }

        let report = try await sut.fetch(FetchRequest(count: 5))

        #expect(report.saved.isEmpty)
        #expect(report.failed.map(\.source) == [picture("pug/a.jpg"), picture("pug/b.jpg")])
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(2), random(2)], "no second batch")
        #expect(folder.contents() == [], "no gallery begun")
    }

    @Test("the gallery failing in a later batch ends the run with it, the batches before kept and said")
    func theGalleryFailingInALaterBatch() async throws {
        let folder = folders.make()
        let tampered = #"{"dogs":"gallery","version":2,"pageSize":100}"# + "\n" + #"{"commit":7}"# + "\n"
        let (sut, spy, _) = makeSUT(folder: folder, batchSize: 2) { url in
            // Something else writes the manifest while the run asks for its second batch.
            if url == random(1) { try? Data(tampered.utf8).write(to: folder.file("gallery/manifest.jsonl")) }
        }
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/c.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 3))

        #expect(report.saved.count == 2)
        #expect(report.endedBy == .cannotWrite(path: folder.file("gallery/manifest.jsonl").path, reason: "it was changed by something else during the run"))
        #expect((report.notAttempted, report.notOffered) == (1, 0), "the batch that failed, not one the API had nothing for")
        #expect(try folder.read("gallery/manifest.jsonl") == tampered, "the other writer's manifest, left as it was")
    }

    @Test("a stop that comes while a later batch asks the API is a stop, not the API failing")
    func aStopWhileALaterBatchAsks() async throws {
        let run = Mutex<Task<FetchReport, any Error>?>(nil)
        let (sut, spy, _) = makeSUT(batchSize: 2) { url in
            if url == random(1) { run.withLock { $0 }?.cancel() }
        }
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(random(1), with: [.failure(CancellationError())])
        ["pug/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        // The run starts once the test holds it, to stop it.
        let (started, start) = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in started { break }
            return try await sut.fetch(FetchRequest(count: 3))
        }
        run.withLock { $0 = task }
        start.finish()

        let report = try await task.value

        #expect(report.saved.count == 2)
        #expect(report.wasStopped)
        #expect(report.interruptedBy == nil)
    }

    @Test("a link that failed in one batch is not asked for again in the next")
    func aLinkThatFailedIsNotAskedAgain() async throws {
        let (sut, spy, _) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/d.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/c.jpg"])), success(answer(["pug/e.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [success(Data(), status: 404)])
        ["pug/b.jpg", "pug/c.jpg", "pug/d.jpg", "pug/e.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 4))

        #expect(report.saved.listed.map(\.file) == ["images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg", "images/pug_e.jpg"])
        #expect(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count == 1)
        #expect(report.replaced.map(\.source) == [picture("pug/a.jpg")], "said once")
    }

    @Test("keep across batches never fetches again a picture the run let go")
    func keepNeverFetchesAgainWhatTheRunLetGo() async throws {
        let (sut, spy, folder) = makeSUT(batchSize: 1)
        // The second batch is offered the picture the first let go, and nothing else.
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"])), success(answer(["pug/c.jpg"])), success(answer(["pug/a.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 2, keep: 2))

        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_b.jpg", "images/pug_c.jpg"])
        #expect(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count == 1, "let go by the first batch, not fetched again by the second")
        #expect((report.dropped, report.notOffered) == (1, 1))
    }

    @Test("a run of batches the pages ended early counts the pictures it did not come to as not asked for, not as none offered")
    func notAttempted() {
        let first = FetchReport(
            requested: 2, wanted: 2, saved: SavedPictures([samplePicture("pug", "a"), samplePicture("pug", "b")]), failed: [], skipped: [], unfinished: 0,
            interruptedBy: nil, wasStopped: false, indexProblems: [.cannotWrite(path: "/g/pages", reason: "full")], dropped: 0, foreignFiles: [],
            gallery: URL(fileURLWithPath: "/g"), galleryCount: 2, durations: .init(planning: 0, downloading: 0, total: 0)
        )

        let run = FetchReport(batches: [first], requested: 6, wanted: 6, gallery: URL(fileURLWithPath: "/g"), total: 1)

        #expect((run.notAttempted, run.notOffered) == (4, 0))
    }

    @Test("a batch the API fails is where the run stops, the batches before it kept")
    func aBatchTheAPIFailsIsWhereTheRunStops() async throws {
        let (sut, spy, folder) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(Data("{}".utf8), status: 500)])
        ["pug/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 5))

        #expect(report.saved.listed.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg"])
        #expect(report.interruptedBy != nil)
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(2), random(2)])
        #expect(try manifest(in: folder).pictures.count == 2)
    }

    @Test("a batch the API offers nothing new for is the last")
    func aBatchTheAPIOffersNothingNewForIsTheLast() async throws {
        let (sut, spy, _) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/b.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 6))

        #expect(report.saved.listed.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg"])
        #expect(report.notOffered == 3)
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(2), random(2), random(1)], "no third batch")
    }

    @Test("keep holds across batches: of what was there and what arrived, the newest stay")
    func keepHoldsAcrossBatches() async throws {
        let (sut, spy, folder) = makeSUT(batchSize: 2)
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/c.jpg", "pug/d.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/e.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg", "pug/e.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 3, keep: 3))

        #expect((report.dropped, report.galleryCount) == (2, 3))
        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_c.jpg", "images/pug_d.jpg", "images/pug_e.jpg"])
        #expect(folder.contents(of: "gallery/images") == ["pug_c.jpg", "pug_d.jpg", "pug_e.jpg"])
    }

    @Test("fetch keeps only the newest pictures with keep, removing older files in the same commit")
    func fetchKeepsOnlyTheNewestPicturesWithKeepRemovingOlderFilesInTheSameCommit() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/c.jpg", "pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 2, keep: 3))

        #expect(report.dropped == 1)
        #expect(report.galleryCount == 3)
        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        #expect(folder.contents(of: "gallery/images") == ["pug_b.jpg", "pug_c.jpg", "pug_d.jpg"])
        #expect(!(try folder.read("gallery/index.html").contains("pug_a.jpg")))
    }

    @Test("fetch after a picture went missing, leaves it off the pages, and never downloads it again")
    func fetchAfterAPictureWentMissingLeavesItOffThePagesAndNeverDownloadsItAgain() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))

        let report = try await sut.fetch(FetchRequest(count: 2))

        #expect(report.saved.listed.map(\.file) == ["images/pug_c.jpg", "images/pug_d.jpg"])
        #expect(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count == 1, "a picture missing is not downloaded again")
        #expect(report.galleryCount == 3)
        #expect(try manifest(in: folder).pictures.filter { $0.away == nil }.map(\.file) == ["images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        #expect(try manifest(in: folder).pictures.filter { $0.away != nil }.map(\.file) == ["images/pug_a.jpg"], "kept, marked away")
        for index in ["index.html", "index.md", "feed.xml", "pages/pug-1.html", "pages/pug-1.md"] {
            #expect(!(try folder.read("gallery/\(index)").contains("pug_a.jpg")), "\(index)")
        }
        #expect(try folder.read("gallery/index.md").contains("3 pictures"))
    }

    @Test("fetch downloads no more than keep would let stay")
    func fetchDownloadsNoMoreThanKeepWouldLetStay() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3, keep: 1))

        #expect(report.saved.count == 1)
        #expect(report.dropped == 0)
        #expect(spy.requestedURLs.filter { $0.path.contains("/random/") } == [random(1)])
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg"])
    }

    @Test("fetch that keep lets drop nothing, adds to the manifest in place rather than writing it again", arguments: [nil, 3, 4] as [Int?])
    func fetchThatKeepLetsDropNothingAddsToTheManifestInPlace(keep: Int?) async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/c.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))
        let before = try manifestFileNumber(in: folder)

        let report = try await sut.fetch(FetchRequest(count: 1, keep: keep))

        #expect(report.dropped == 0)
        #expect(report.galleryCount == 3)
        #expect(try manifestFileNumber(in: folder) == before, "the manifest was written again")
        #expect(try manifest(in: folder).pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg"])
    }

    @Test("fetch remembers the site URL for the feed")
    func fetchRemembersTheSiteURLForTheFeed() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .set(URL(string: "https://example.org/dogs/")!)))

        _ = try await sut.fetch(FetchRequest(count: 1))

        #expect(try manifest(in: folder).siteURL == URL(string: "https://example.org/dogs/"))
        #expect(try folder.read("gallery/feed.xml").contains("href=\"https://example.org/dogs/images/pug_b.jpg\""))
    }

    @Test("fetch remembers a title for the page and the feed, and forgets it and the site URL when cleared")
    func fetchRemembersATitleForThePageAndTheFeedAndForgetsItAndTheSiteURLWhenCleared() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"])), success(answer(["pug/c.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .set(URL(string: "https://example.org/dogs/")!), title: .set("Rex & <Friends>")))
        _ = try await sut.fetch(FetchRequest(count: 1))

        #expect(try manifest(in: folder).title == "Rex & <Friends>")
        #expect(try folder.read("gallery/index.html").contains("<h1>Rex &amp; &lt;Friends&gt;</h1>"))
        #expect(try folder.read("gallery/index.md").contains("# \(MarkdownPages.escape("Rex & <Friends>"))\n"))
        #expect(try folder.read("gallery/feed.xml").contains("<title>Rex &amp; &lt;Friends&gt;</title>"))

        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .clear, title: .clear))

        #expect(try manifest(in: folder).title == nil)
        #expect(try manifest(in: folder).siteURL == nil)
        #expect(try folder.read("gallery/index.html").contains("<h1>Dogs</h1>"))
        #expect(!(try folder.read("gallery/feed.xml").contains("https://example.org/dogs/")))
    }

    @Test("fetch measures how long asking and downloading took")
    func fetchMeasuresHowLongAskingAndDownloadingTook() async throws {
        let clock = ClockStub(ticks: [0, 1.5, 4, 4.25])
        let (sut, spy, _) = makeSUT(now: clock.now)
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 1))

        #expect(report.durations == FetchReport.Durations(planning: 1.5, downloading: 2.5, total: 4.25))
    }

    @Test("preview plans from the API but writes nothing")
    func previewPlansFromTheAPIButWritesNothing() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])

        let preview = try await sut.preview(FetchRequest(count: 2))

        #expect(preview.planned.map(\.stem) == ["pug_a", "pug_b"])
        #expect(spy.requestedURLs == [random(2)])
        #expect(folder.contents() == [])
    }

    @Test("preview lists the pictures keep would remove, oldest first, and removes nothing")
    func previewListsThePicturesKeepWouldRemoveOldestFirstAndRemovesNothing() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(2), with: [success(answer(["pug/d.jpg", "pug/e.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 3))
        let before = try folder.read("gallery/manifest.jsonl")

        let preview = try await sut.preview(FetchRequest(count: 2, keep: 3))

        #expect(preview.planned.map(\.stem) == ["pug_d", "pug_e"])
        #expect(preview.removed.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg"], "3 held and 2 added, kept at 3")
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg"])
        #expect(try folder.read("gallery/manifest.jsonl") == before)
    }

    @Test("preview removes nothing without keep or within it")
    func previewRemovesNothingWithoutKeepOrWithinIt() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"])), success(answer(["pug/c.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        _ = try await sut.fetch(FetchRequest(count: 1))

        let unlimited = try await sut.preview(FetchRequest(count: 1))
        let within = try await sut.preview(FetchRequest(count: 1, keep: 2))

        #expect(unlimited.removed == [])
        #expect(within.removed == [])
    }

    @Test("fetch reports the count asked for, and the fewer keep let it download")
    func fetchReportsTheCountAskedForAndTheFewerKeepLetItDownload() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3, keep: 1))

        #expect(report.requested == 3)
        #expect(report.wanted == 1)
        #expect(report.notOffered == 0)
    }

    @Test("fetch delivers cannot create and asks nothing when the folder cannot be created")
    func fetchDeliversCannotCreateAndAsksNothingWhenTheFolderCannotBeCreated() async throws {
        let folder = folders.make()
        try folder.write("a file", to: "gallery")
        let (sut, spy, _) = makeSUT(folder: folder)

        await expect(sut, toFailWith: { if case .cannotCreate = $0 as? GalleryError { true } else { false } })
        #expect(spy.requests.isEmpty)
    }

    @Test("fetch that saves nothing into a folder it made, leaves no folder behind")
    func fetchThatSavesNothingIntoAFolderItMadeLeavesNoFolderBehind() async throws {
        let folder = folders.make()
        let (failing, spy, _) = makeSUT(folder: folder, root: "new/deep/gallery")
        spy.stub(random(3), with: [.failure(URLError(.cannotConnectToHost))])

        do {
            _ = try await failing.fetch(FetchRequest(count: 3))
            Issue.record("expected the API's failure")
        } catch {
            #expect(folder.contents() == [], "every folder the run made is gone")
        }

        let (nothingArrives, pictures, _) = makeSUT(folder: folder, root: "new/gallery")
        pictures.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        pictures.stub(picture("pug/a.jpg"), with: [success(Data(), status: 404)])
        let report = try await nothingArrives.fetch(FetchRequest(count: 1))
        #expect(report.failed.count == 1)
        #expect(report.galleryCount == 0)
        #expect(folder.contents() == [])
    }

    @Test("fetch that saves nothing, leaves a folder that was there as it was")
    func fetchThatSavesNothingLeavesAFolderThatWasThereAsItWas() async throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try folder.write("mine", to: "gallery/notes.txt")
        let (sut, spy, _) = makeSUT(folder: folder)
        spy.stub(random(3), with: [.failure(URLError(.cannotConnectToHost))])

        _ = try? await sut.fetch(FetchRequest(count: 3))

        #expect(folder.contents(of: "gallery") == ["notes.txt"], "what dogs made in it is gone, the folder stays")
    }

    @Test("fetch delivers invalid manifest and leaves the gallery alone")
    func fetchDeliversInvalidManifestAndLeavesTheGalleryAlone() async throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try folder.write(#"{"version": 1, "pictures": [garbage"#, to: "gallery/manifest.json")
        try folder.write("mine", to: "gallery/images/pug_a.jpg")
        let (sut, spy, _) = makeSUT(folder: folder)

        await expect(sut, toFailWith: { if case .invalidManifest = $0 as? GalleryError { true } else { false } })
        #expect(try folder.read("gallery/manifest.json") == #"{"version": 1, "pictures": [garbage"#)
        #expect(try folder.read("gallery/images/pug_a.jpg") == "mine")
        #expect(spy.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        folder: TemporaryDirectory? = nil, root: String = "gallery", now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 0) },
        batchSize: Int = GalleryFetcher.batchSize, onAPIRequest: @escaping @Sendable (URL) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: GalleryFetcher, spy: HTTPSessionSpy, folder: TemporaryDirectory) {
        let folder = folder ?? folders.make()
        let spy = HTTPSessionSpy()
        let retrier = Retrier(policy: RetryPolicy(retries: 0), sleep: SleeperSpy().sleeper)
        let sut = GalleryFetcher(
            service: DogService(session: WatchedSession(spy, onRequest: onAPIRequest)),
            downloader: Downloader(transport: spy, retrier: retrier, concurrency: 2),
            opener: GalleryOpener(root: folder.file(root)),
            policy: SourcePolicy(apiBase: DogService.defaultBaseURL),
            now: now, batchSize: batchSize
        )
        leaks.track(spy, sourceLocation: sourceLocation)
        return (sut, spy, folder)
    }

    private func expect(
        _ sut: GalleryFetcher, count: Int = 3, toFailWith matches: (any Error) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            let report = try await sut.fetch(FetchRequest(count: count))
            Issue.record("Expected an error, got \(report)", sourceLocation: sourceLocation)
        } catch {
            #expect(matches(error), "Unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }


    private func manifest(in folder: TemporaryDirectory) throws -> Manifest {
        try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
    }

    /// A manifest written again is a new file put in the old one's place.
    private func manifestFileNumber(in folder: TemporaryDirectory) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: folder.file("gallery/manifest.jsonl").path)[.systemFileNumber] as? Int
    }
}

/// The API's answers as the spy gives them, each request first shown to `onRequest`: for a test
/// that acts while the run asks (another writer, a stop).
private struct WatchedSession: HTTPSession {
    let spy: HTTPSessionSpy
    let onRequest: @Sendable (URL) -> Void

    init(_ spy: HTTPSessionSpy, onRequest: @escaping @Sendable (URL) -> Void) {
        self.spy = spy
        self.onRequest = onRequest
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if let url = request.url { onRequest(url) }
        return try await spy.data(for: request)
    }
}
