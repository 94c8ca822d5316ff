@testable import DogCEOClient
@testable import DogGallery
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

final class GalleryFetcherTests: XCTestCase {
    func test_fetch_savesTheRequestedPicturesRecordsThemAndWritesBothIndexes() async throws {
        let (sut, spy, folder) = makeSUT()
        let dogs = ["setter-english/a.jpg", "komondor/b.jpg", "pug/c.jpg"]
        spy.stub(random(3), with: [success(answer(dogs))])
        dogs.forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(report.saved.map(\.file), ["images/setter-english_a.jpg", "images/komondor_b.jpg", "images/pug_c.jpg"])
        XCTAssertEqual(report.failed, [])
        XCTAssertEqual(report.galleryCount, 3)
        XCTAssertEqual(folder.contents(of: "gallery"), [".dogs.lock", "feed.xml", "images", "index.html", "index.md", "manifest.jsonl", "pages"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["komondor_b.jpg", "pug_c.jpg", "setter-english_a.jpg"])
        XCTAssertEqual(try manifest(in: folder).pictures, report.saved)
        XCTAssertTrue(try folder.read("gallery/index.html").contains("images/komondor_b.jpg"))
        XCTAssertTrue(try folder.read("gallery/pages/setter-english-1.md").contains("# English Setter\n"))
    }

    func test_fetch_asksForBreedPictures() async throws {
        let (sut, spy, _) = makeSUT()
        let url = URL(string: "https://dog.ceo/api/breed/hound/afghan/images/random/1")!
        spy.stub(url, with: [success(answer(["hound-afghan/a.jpg"]))])
        spy.stub(picture("hound-afghan/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 1, breed: Breed("hound", subBreed: "afghan")))

        XCTAssertEqual(report.saved.map(\.name), ["Afghan Hound"])
    }

    func test_fetch_addsToTheGalleryAndAsksForMoreInsteadOfDownloadingKnownPicturesAgain() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 2))

        XCTAssertEqual(report.saved.map(\.source), [picture("pug/c.jpg"), picture("pug/d.jpg")])
        XCTAssertEqual(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count, 1, "a known picture is not downloaded again")
        XCTAssertEqual(try manifest(in: folder).pictures.map(\.file), ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        XCTAssertEqual(report.galleryCount, 4)
    }

    func test_fetch_stopsAskingWhenAnAnswerBringsNothingNew() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/a.jpg"]))])
        spy.stub(random(2), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(report.saved.count, 1)
        XCTAssertEqual(report.notOffered, 2)
        XCTAssertEqual(spy.requestedURLs.filter { $0.path.contains("/random/") }, [random(3), random(2)])
    }

    func test_fetch_asksAtMostFiftyPicturesARequest() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(50), with: [success(answer((0..<50).map { "pug/\($0).jpg" }))])
        spy.stub(random(20), with: [success(answer((50..<70).map { "pug/\($0).jpg" }))])

        let report = try await sut.fetch(FetchRequest(count: 70))

        let asked = spy.requestedURLs.filter { $0.path.contains("/random/") }
        // The first round's two requests go together, in either order.
        XCTAssertEqual(Set(asked.prefix(2)), [random(50), random(20)])
        XCTAssertTrue(asked.allSatisfy { (Int($0.lastPathComponent) ?? 0) <= 50 }, "\(asked)")
        XCTAssertLessThanOrEqual(asked.count, 2 + FetchPlanning.extraRequests, "replacements come out of the same allowance")
        XCTAssertEqual(report.failed.count, 70, "the pictures themselves were not stubbed")
    }

    func test_fetch_keepsAndIndexesTheOtherPicturesWhenOneFails() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [success(Data("Not Found".utf8), status: 404)])
        spy.stub(picture("pug/c.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(report.failed, [FetchReport.Failure(source: picture("pug/b.jpg"), error: .httpStatus(404))])
        XCTAssertEqual(try manifest(in: folder).pictures.map(\.file), ["images/pug_a.jpg", "images/pug_c.jpg"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg", "pug_c.jpg"])
        XCTAssertEqual(report.notOffered, 0)
    }

    func test_fetch_replacesAPictureThatFailsWithAnotherTheAPIOffers_andMeetsTheCount() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(report.saved.map(\.source), ["a", "c", "d"].map { picture("pug/\($0).jpg") })
        XCTAssertEqual(report.failed, [])
        XCTAssertEqual(report.replaced, [FetchReport.Failure(source: picture("pug/b.jpg"), error: .httpStatus(404))])
        XCTAssertEqual(ExitCode(for: report), .success)
        XCTAssertEqual(try manifest(in: folder).pictures.count, 3)
    }

    func test_fetch_namesAsFailedTheFailuresThatWereNotReplaced_andAsReplacedThoseThatWere() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 500)])
        spy.stub(picture("pug/c.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(report.saved.map(\.source), [picture("pug/a.jpg"), picture("pug/d.jpg")])
        XCTAssertEqual(report.failed.map(\.source), [picture("pug/b.jpg")], "a 5xx is not replaced")
        XCTAssertEqual(report.replaced.map(\.source), [picture("pug/c.jpg")])
    }

    func test_fetch_keepsAFailureThatCouldNotBeReplaced_whenTheAPIOffersNothingNew() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [success(Data(), status: 404)])

        let report = try await sut.fetch(FetchRequest(count: 2))

        XCTAssertEqual(report.saved.count, 1)
        XCTAssertEqual(report.failed.map(\.source), [picture("pug/b.jpg")])
        XCTAssertEqual(report.replaced, [])
        XCTAssertEqual(ExitCode(for: report), .partialFailure)
    }

    func test_fetch_countsDownloadsStoppedPartWayAsUnfinishedNotFailed() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [.failure(CancellationError())])

        let report = try await sut.fetch(FetchRequest(count: 2))

        XCTAssertEqual(report.saved.count, 1)
        XCTAssertEqual(report.failed, [])
        XCTAssertEqual(report.unfinished, 1)
    }

    func test_fetch_skipsLinksThePolicyRefusesWithoutRequestingThem() async throws {
        let (sut, spy, _) = makeSUT()
        let hostile = ["file:///etc/passwd", "http://169.254.169.254/latest/meta-data/", "https://evil.example/breeds/pug/x.jpg"]
        spy.stub(random(4), with: [success(dogCEOSuccess(hostile + [picture("pug/a.jpg").absoluteString]))])
        spy.stub(random(3), with: [success(dogCEOSuccess(hostile))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 4))

        XCTAssertEqual(report.saved.map(\.source), [picture("pug/a.jpg")])
        XCTAssertEqual(report.skipped.map(\.source.absoluteString), hostile)
        XCTAssertFalse(spy.requestedURLs.contains { hostile.contains($0.absoluteString) })
    }

    func test_fetch_endsWithTheStorageErrorAndLeavesTheGalleryAsItWasWhenAPictureCannotBeWritten() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        spy.stub(picture("pug/b.jpg"), with: [.failure(TransferError.cannotStore(code: ENOSPC))])

        await expect(sut, count: 2, toFailWith: { error in
            guard case let .cannotWrite(_, reason) = error as? GalleryError else { return false }
            return reason == "No space left on device"
        })
        XCTAssertEqual(folder.contents(), [], "the picture that did arrive is not kept either, nor the folder made for it")
    }

    func test_fetch_deliversTheAPIErrorAndSavesNothingWhenTheFirstRequestFails() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [.failure(anyNSError())])

        await expect(sut, toFailWith: { if case .connectivity = $0 as? DogServiceError { true } else { false } })
        XCTAssertEqual(folder.contents(), [])
    }

    func test_fetch_keepsTheAnswersOfAFirstRoundInWhichOneRequestFails() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(50), with: [success(answer((0..<50).map { "pug/\($0).jpg" })), .failure(anyNSError())])
        spy.stub(random(10), with: [success(answer((50..<60).map { "pug/\($0).jpg" }))])

        let report = try await sut.fetch(FetchRequest(count: 110))

        XCTAssertEqual(report.requested - report.notOffered, 110, "a stopped plan reports no shortfall")
        XCTAssertEqual(report.failed.count, 60, "the pictures of both good answers were tried")
        guard case .connectivity = report.interruptedBy else { return XCTFail("got \(String(describing: report.interruptedBy))") }
    }

    func test_fetch_keepsWhatWasPlannedWhenALaterAPIRequestFails() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/a.jpg"]))])
        spy.stub(random(1), with: [success(Data(), status: 404)])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 2))

        XCTAssertEqual(report.saved.count, 1)
        XCTAssertEqual(report.interruptedBy, .httpStatus(code: 404, url: random(1)))
    }

    func test_fetch_deliversBusyAndAsksNothingWhileAnotherRunHoldsTheGallery() async throws {
        let (sut, spy, folder) = makeSUT()
        let otherRun = try GalleryStore(root: folder.file("gallery")).open()

        await expect(sut, toFailWith: { ($0 as? GalleryError) == .busy(path: folder.file("gallery").path) })
        XCTAssertTrue(spy.requests.isEmpty)
        withExtendedLifetime(otherRun) {}
    }

    func test_fetch_bringsIndexesBackInStepWithTheManifestBeforeAsking() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), .failure(anyNSError())])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        _ = try await sut.fetch(FetchRequest(count: 1))
        let indexed = try folder.read("gallery/index.md")
        try folder.write("# left behind by a killed run", to: "gallery/index.md")

        _ = try? await sut.fetch(FetchRequest(count: 1))

        XCTAssertEqual(try folder.read("gallery/index.md"), indexed)
    }

    func test_fetch_intoPagesItCouldNotRepair_rendersEveryPageAndLeavesTheFrontFilesStale() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["akita/a.jpg"])), success(answer(["pug/b.jpg"]))])
        ["akita/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 1))
        try folder.write("# left behind by a killed run", to: "gallery/index.md")
        try folder.write("<p>my own akita page</p>", to: "gallery/pages/akita-1.html")

        let report = try await sut.fetch(FetchRequest(count: 1))

        XCTAssertEqual(report.saved.map(\.name), ["Pug"])
        XCTAssertEqual(report.indexProblems, [.cannotWrite(path: folder.file("gallery/pages/akita-1.html").path, reason: "a file dogs did not make is there")])
        XCTAssertEqual(try folder.read("gallery/pages/akita-1.html"), "<p>my own akita page</p>")
        XCTAssertEqual(try folder.read("gallery/index.md"), "# left behind by a killed run", "the front files would say every page is current")
    }

    func test_fetch_keepsOnlyTheNewestPicturesWithKeep_removingOlderFilesInTheSameCommit() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/c.jpg", "pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))

        let report = try await sut.fetch(FetchRequest(count: 2, keep: 3))

        XCTAssertEqual(report.dropped, 1)
        XCTAssertEqual(report.galleryCount, 3)
        XCTAssertEqual(try manifest(in: folder).pictures.map(\.file), ["images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_b.jpg", "pug_c.jpg", "pug_d.jpg"])
        XCTAssertFalse(try folder.read("gallery/index.html").contains("pug_a.jpg"))
    }

    func test_fetch_afterAPictureWentMissing_leavesItOffThePages_andNeverDownloadsItAgain() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"])), success(answer(["pug/a.jpg", "pug/c.jpg"]))])
        spy.stub(random(1), with: [success(answer(["pug/d.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg", "pug/d.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 2))
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))

        let report = try await sut.fetch(FetchRequest(count: 2))

        XCTAssertEqual(report.saved.map(\.file), ["images/pug_c.jpg", "images/pug_d.jpg"])
        XCTAssertEqual(spy.requestedURLs.filter { $0 == picture("pug/a.jpg") }.count, 1, "a picture missing is not downloaded again")
        XCTAssertEqual(report.galleryCount, 3)
        XCTAssertEqual(try manifest(in: folder).pictures.filter { $0.away == nil }.map(\.file), ["images/pug_b.jpg", "images/pug_c.jpg", "images/pug_d.jpg"])
        XCTAssertEqual(try manifest(in: folder).pictures.filter { $0.away != nil }.map(\.file), ["images/pug_a.jpg"], "kept, marked away")
        for index in ["index.html", "index.md", "feed.xml", "pages/pug-1.html", "pages/pug-1.md"] {
            XCTAssertFalse(try folder.read("gallery/\(index)").contains("pug_a.jpg"), index)
        }
        XCTAssertTrue(try folder.read("gallery/index.md").contains("3 pictures"))
    }

    func test_fetch_downloadsNoMoreThanKeepWouldLetStay() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3, keep: 1))

        XCTAssertEqual(report.saved.count, 1)
        XCTAssertEqual(report.dropped, 0)
        XCTAssertEqual(spy.requestedURLs.filter { $0.path.contains("/random/") }, [random(1)])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg"])
    }

    func test_fetch_remembersTheSiteURLForTheFeed() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .set(URL(string: "https://example.org/dogs/")!)))

        _ = try await sut.fetch(FetchRequest(count: 1))

        XCTAssertEqual(try manifest(in: folder).siteURL, URL(string: "https://example.org/dogs/"))
        XCTAssertTrue(try folder.read("gallery/feed.xml").contains("href=\"https://example.org/dogs/images/pug_b.jpg\""))
    }

    func test_fetch_remembersATitleForThePageAndTheFeed_andForgetsItAndTheSiteURLWhenCleared() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"])), success(answer(["pug/c.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }

        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .set(URL(string: "https://example.org/dogs/")!), title: .set("Rex & <Friends>")))
        _ = try await sut.fetch(FetchRequest(count: 1))

        XCTAssertEqual(try manifest(in: folder).title, "Rex & <Friends>")
        XCTAssertTrue(try folder.read("gallery/index.html").contains("<h1>Rex &amp; &lt;Friends&gt;</h1>"))
        XCTAssertTrue(try folder.read("gallery/index.md").contains("# \(MarkdownIndex.escape("Rex & <Friends>"))\n"))
        XCTAssertTrue(try folder.read("gallery/feed.xml").contains("<title>Rex &amp; &lt;Friends&gt;</title>"))

        _ = try await sut.fetch(FetchRequest(count: 1, siteURL: .clear, title: .clear))

        XCTAssertNil(try manifest(in: folder).title)
        XCTAssertNil(try manifest(in: folder).siteURL)
        XCTAssertTrue(try folder.read("gallery/index.html").contains("<h1>Dogs</h1>"))
        XCTAssertFalse(try folder.read("gallery/feed.xml").contains("https://example.org/dogs/"))
    }

    func test_fetch_measuresHowLongAskingAndDownloadingTook() async throws {
        let clock = ClockStub(ticks: [0, 1.5, 4, 4.25])
        let (sut, spy, _) = makeSUT(now: clock.now)
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 1))

        XCTAssertEqual(report.durations, FetchReport.Durations(planning: 1.5, downloading: 2.5, total: 4.25))
    }

    func test_preview_plansFromTheAPIButWritesNothing() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(2), with: [success(answer(["pug/a.jpg", "pug/b.jpg"]))])

        let preview = try await sut.preview(FetchRequest(count: 2))

        XCTAssertEqual(preview.planned.map(\.stem), ["pug_a", "pug_b"])
        XCTAssertEqual(spy.requestedURLs, [random(2)])
        XCTAssertEqual(folder.contents(), [])
    }

    func test_preview_listsThePicturesKeepWouldRemove_oldestFirst_andRemovesNothing() async throws {
        let (sut, spy, folder) = makeSUT()
        spy.stub(random(3), with: [success(answer(["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"]))])
        spy.stub(random(2), with: [success(answer(["pug/d.jpg", "pug/e.jpg"]))])
        ["pug/a.jpg", "pug/b.jpg", "pug/c.jpg"].forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
        _ = try await sut.fetch(FetchRequest(count: 3))
        let before = try folder.read("gallery/manifest.jsonl")

        let preview = try await sut.preview(FetchRequest(count: 2, keep: 3))

        XCTAssertEqual(preview.planned.map(\.stem), ["pug_d", "pug_e"])
        XCTAssertEqual(preview.removed.map(\.file), ["images/pug_a.jpg", "images/pug_b.jpg"], "3 held and 2 added, kept at 3")
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg"])
        XCTAssertEqual(try folder.read("gallery/manifest.jsonl"), before)
    }

    func test_preview_removesNothingWithoutKeepOrWithinIt() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"])), success(answer(["pug/b.jpg"])), success(answer(["pug/c.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])
        _ = try await sut.fetch(FetchRequest(count: 1))

        let unlimited = try await sut.preview(FetchRequest(count: 1))
        let within = try await sut.preview(FetchRequest(count: 1, keep: 2))

        XCTAssertEqual(unlimited.removed, [])
        XCTAssertEqual(within.removed, [])
    }

    func test_fetch_reportsTheCountAskedFor_andTheFewerKeepLetItDownload() async throws {
        let (sut, spy, _) = makeSUT()
        spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        spy.stub(picture("pug/a.jpg"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.fetch(FetchRequest(count: 3, keep: 1))

        XCTAssertEqual(report.requested, 3)
        XCTAssertEqual(report.wanted, 1)
        XCTAssertEqual(report.notOffered, 0)
    }

    func test_fetch_deliversCannotCreateAndAsksNothingWhenTheFolderCannotBeCreated() async throws {
        let folder = makeTemporaryDirectory()
        try folder.write("a file", to: "gallery")
        let (sut, spy, _) = makeSUT(folder: folder)

        await expect(sut, toFailWith: { if case .cannotCreate = $0 as? GalleryError { true } else { false } })
        XCTAssertTrue(spy.requests.isEmpty)
    }

    func test_fetch_thatSavesNothingIntoAFolderItMade_leavesNoFolderBehind() async throws {
        let folder = makeTemporaryDirectory()
        let (failing, spy, _) = makeSUT(folder: folder, root: "new/deep/gallery")
        spy.stub(random(3), with: [.failure(URLError(.cannotConnectToHost))])

        do {
            _ = try await failing.fetch(FetchRequest(count: 3))
            XCTFail("expected the API's failure")
        } catch {
            XCTAssertEqual(folder.contents(), [], "every folder the run made is gone")
        }

        let (nothingArrives, pictures, _) = makeSUT(folder: folder, root: "new/gallery")
        pictures.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        pictures.stub(picture("pug/a.jpg"), with: [success(Data(), status: 404)])
        let report = try await nothingArrives.fetch(FetchRequest(count: 1))
        XCTAssertEqual(report.failed.count, 1)
        XCTAssertEqual(report.galleryCount, 0)
        XCTAssertEqual(folder.contents(), [])
    }

    func test_fetch_thatSavesNothing_leavesAFolderThatWasThereAsItWas() async throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try folder.write("mine", to: "gallery/notes.txt")
        let (sut, spy, _) = makeSUT(folder: folder)
        spy.stub(random(3), with: [.failure(URLError(.cannotConnectToHost))])

        _ = try? await sut.fetch(FetchRequest(count: 3))

        XCTAssertEqual(folder.contents(of: "gallery"), ["notes.txt"], "what dogs made in it is gone, the folder stays")
    }

    func test_fetch_deliversInvalidManifestAndLeavesTheGalleryAlone() async throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try folder.write("garbage", to: "gallery/manifest.json")
        try folder.write("mine", to: "gallery/images/pug_a.jpg")
        let (sut, spy, _) = makeSUT(folder: folder)

        await expect(sut, toFailWith: { if case .invalidManifest = $0 as? GalleryError { true } else { false } })
        XCTAssertEqual(try folder.read("gallery/manifest.json"), "garbage")
        XCTAssertEqual(try folder.read("gallery/images/pug_a.jpg"), "mine")
        XCTAssertTrue(spy.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        folder: TemporaryDirectory? = nil, root: String = "gallery", now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 0) },
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: GalleryFetcher, spy: HTTPSessionSpy, folder: TemporaryDirectory) {
        let folder = folder ?? makeTemporaryDirectory()
        let spy = HTTPSessionSpy()
        let retrier = Retrier(policy: RetryPolicy(retries: 0))
        let sut = GalleryFetcher(
            service: DogService(session: spy),
            downloader: Downloader(transport: spy, retrier: retrier, concurrency: 2),
            store: GalleryStore(root: folder.file(root)),
            policy: SourcePolicy(apiBase: DogService.defaultBaseURL),
            now: now
        )
        trackForMemoryLeaks(spy, file: file, line: line)
        return (sut, spy, folder)
    }

    private func expect(
        _ sut: GalleryFetcher, count: Int = 3, toFailWith matches: (any Error) -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            let report = try await sut.fetch(FetchRequest(count: count))
            XCTFail("Expected an error, got \(report)", file: file, line: line)
        } catch {
            XCTAssertTrue(matches(error), "Unexpected error \(error)", file: file, line: line)
        }
    }


    private func manifest(in folder: TemporaryDirectory) throws -> Manifest {
        try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
    }
}
