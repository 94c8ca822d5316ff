@testable import DogCEOClient
@testable import DogModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import GalleryFolder
@testable import GalleryJobs
import ClientTestSupport
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Synchronization
import Testing

final class GalleryRepairerTests {
    private let folders = TemporaryFolders()

    @Test("repair downloads missing and damaged pictures again, exactly as recorded")
    func repairDownloadsMissingAndDamagedPicturesAgainExactlyAsRecorded() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b", "c", "d"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        try jpegBytes.prefix(5).write(to: folder.file("gallery/images/pug_b.jpg"))
        var rotten = jpegBytes
        rotten[rotten.count / 2] ^= 0xFF
        try rotten.write(to: folder.file("gallery/images/pug_c.jpg"))
        ["a", "b", "c"].forEach { spy.stub(source($0), with: [pictureAnswer(jpegBytes)]) }
        let manifestBefore = try folder.read("gallery/manifest.jsonl")

        let report = try await sut.repair()

        #expect(report.restored.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg"])
        #expect(report.dropped == [])
        #expect(report.left == [])
        #expect(report.isRepaired)
        #expect(spy.requestedURLs.sorted { $0.absoluteString < $1.absoluteString } == ["a", "b", "c"].map(source))
        for stem in ["a", "b", "c", "d"] {
            #expect(try Data(contentsOf: folder.file("gallery/images/pug_\(stem).jpg")) == jpegBytes, "\(stem)")
        }
        #expect(try folder.read("gallery/manifest.jsonl") == manifestBefore)
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg", "pug_d.jpg"], "no temporary file is left")
        #expect(try GalleryVerifier(opener: GalleryOpener(root: folder.file("gallery"))).verify().isSound)
    }

    @Test("repair downloads a batch at a time, each put back before the next is asked for, so that what it holds is a batch's whatever the count")
    func repairDownloadsABatchAtATime() async throws {
        let folder = folders.make()
        let stems = ["a", "b", "c", "d", "e"]
        try makeSoundGallery(stems: stems, in: folder)
        for stem in stems { try FileManager.default.removeItem(at: folder.file("gallery/images/pug_\(stem).jpg")) }
        let putBackWhenAsked = Mutex<[String: [String]]>([:])
        let (sut, spy) = makeSUT(in: folder, batchSize: 2) { request in
            let stem = request.url!.deletingPathExtension().lastPathComponent
            putBackWhenAsked.withLock { $0[stem] = folder.contents(of: "gallery/images").filter { !$0.hasPrefix(".") } }
        }
        stems.forEach { spy.stub(source($0), with: [pictureAnswer(jpegBytes)]) }

        let report = try await sut.repair()

        #expect(report.restored.map(\.file) == stems.map { "images/pug_\($0).jpg" })
        let seen = putBackWhenAsked.withLock { $0 }
        #expect(seen["a"] == [] && seen["b"] == [], "the first batch finds nothing put back")
        #expect(seen["c"] == ["pug_a.jpg", "pug_b.jpg"] && seen["d"] == ["pug_a.jpg", "pug_b.jpg"], "\(seen)")
        #expect(seen["e"] == ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg", "pug_d.jpg"], "\(seen)")
        #expect(try GalleryVerifier(opener: GalleryOpener(root: folder.file("gallery"))).verify().isSound)
    }

    @Test("repair stopped part way puts back what arrived, and leaves the batches it did not come to for another try, unasked")
    func repairStoppedPartWay() async throws {
        let folder = folders.make()
        let stems = ["a", "b", "c", "d"]
        try makeSoundGallery(stems: stems, in: folder)
        for stem in stems { try FileManager.default.removeItem(at: folder.file("gallery/images/pug_\(stem).jpg")) }
        let (sut, spy) = makeSUT(in: folder, batchSize: 2)
        stems.forEach { spy.stub(source($0), with: [pictureAnswer(jpegBytes)]) }

        let task = Task { try await sut.repair() }
        task.cancel()
        let report = try await task.value

        #expect(report.restored == [], "nothing arrived before the stop")
        #expect(report.left.map(\.reason) == Array(repeating: "the run was stopped before it was downloaded again", count: 4))
        #expect(spy.requests.count <= 2, "no batch after the stop is asked for")
    }

    @Test("repair keeps a file at a pictures name that is not the picture dogs saved, beside the picture it puts back")
    func repairKeepsAFileAtAPicturesNameThatIsNotThePictureDogsSavedBesideThePictureItPutsBack() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b"])
        try folder.write("the user's own photo", to: "gallery/images/pug_a.jpg")
        spy.stub(source("a"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.repair()

        #expect(report.restored.map(\.file) == ["images/pug_a.jpg"])
        #expect(report.keptAside.map(\.reason) == ["the file at its name was not the picture dogs saved; it is kept as images/pug_a.jpg.~1~"])
        #expect(try Data(contentsOf: folder.file("gallery/images/pug_a.jpg")) == jpegBytes)
        #expect(try folder.read("gallery/images/pug_a.jpg.~1~") == "the user's own photo")
    }

    @Test("repair drops a picture whose source is gone, leaving whatever is at its name, and renders the pages again")
    func repairDropsAPictureWhoseSourceIsGoneLeavingWhateverIsAtItsNameAndRendersThePagesAgain() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b", "c"])
        try folder.write("mine now", to: "gallery/images/pug_b.jpg")
        spy.stub(source("b"), with: [success(Data("gone".utf8), status: 404)])

        let report = try await sut.repair()

        #expect(report.dropped == [.init(picture: try picture("b", in: report), reason: "it could not be downloaded again: the server answered HTTP 404")])
        #expect(report.isRepaired)
        #expect(report.pictures == 2)
        #expect(try folder.read("gallery/images/pug_b.jpg") == "mine now")
        let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        #expect(manifest.pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_c.jpg"])
        #expect(manifest.removedSources == [source("b")])
        for file in GalleryPages.all(manifest) {
            #expect(try folder.read("gallery/\(file.name)") == file.contents, "\(file.name)")
        }
    }

    @Test("repair that renders the pages, leaves off a picture left to try again, while it is not there")
    func repairThatRendersThePagesLeavesOffAPictureLeftToTryAgainWhileItIsNotThere() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b", "c"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_b.jpg"))
        spy.stub(source("a"), with: [success(Data(), status: 503)])
        spy.stub(source("b"), with: [success(Data("gone".utf8), status: 404)])

        let report = try await sut.repair()

        #expect(report.left.map(\.picture.file) == ["images/pug_a.jpg"])
        #expect(report.dropped.map(\.picture.file) == ["images/pug_b.jpg"])
        let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        #expect(manifest.pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_c.jpg"], "still the gallery's, to try again")
        for page in ["index.html", "index.md", "feed.xml"] {
            let text = try folder.read("gallery/\(page)")
            #expect(!text.contains("pug_a.jpg"), "\(page) shows a picture that is not there")
            #expect(text.contains("pug_c.jpg"), "\(page)")
        }
    }

    @Test("repair that brings pages out of step into step, leaves off a picture left to try again, while it is not there")
    func repairThatBringsPagesOutOfStepIntoStepLeavesOffAPictureLeftToTryAgainWhileItIsNotThere() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b", "c"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        // As a commit stopped before its front files leaves the pages.
        try FileManager.default.removeItem(at: folder.file("gallery/index.html"))
        spy.stub(source("a"), with: [success(Data(), status: 503)])

        let report = try await sut.repair()

        #expect(report.left.map(\.picture.file) == ["images/pug_a.jpg"])
        #expect(report.dropped.isEmpty)
        for page in ["index.html", "index.md", "feed.xml"] {
            let text = try folder.read("gallery/\(page)")
            #expect(!text.contains("pug_a.jpg"), "\(page) shows a picture that is not there")
            #expect(text.contains("pug_b.jpg") && text.contains("pug_c.jpg"), "\(page)")
        }
    }

    @Test("repair leaves a picture whose source may come back, and one that cannot be read")
    func repairLeavesAPictureWhoseSourceMayComeBackAndOneThatCannotBeRead() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        spy.stub(source("a"), with: [success(Data(), status: 503)])
        let before = try snapshot(folder)

        let report = try await sut.repair()

        #expect(report.left.map(\.reason) == ["it could not be downloaded now (the server answered HTTP 503); try again later"])
        #expect(!report.isRepaired)
        #expect(try snapshot(folder).filter { !$0.key.hasSuffix(".dogs.lock") } == before.filter { !$0.key.hasSuffix(".dogs.lock") })
    }

    @Test("repair never replaces a link or a folder, and never asks an origin the policy refuses, leaving it for another try")
    func repairNeverReplacesALinkOrAFolderAndNeverAsksAnOriginThePolicyRefusesLeavingItForAnotherTry() async throws {
        let folder = folders.make()
        try makeSoundGallery(stems: ["a", "b"], in: folder, sourceHost: "pics.example.net")
        try folder.write("outside", to: "outside.jpg")
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/pug_a.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        try folder.write("garbage", to: "gallery/images/pug_b.jpg")
        let (sut, spy) = makeSUT(in: folder)

        let report = try await sut.repair()

        #expect(report.dropped.map(\.reason) == ["what is at its name is not a regular file, and is left alone"])
        #expect(report.left.map(\.reason) == [
            "its source may not be requested: pics.example.net is not a trusted host (--allow-host pics.example.net trusts it over https)",
        ])
        #expect(spy.requests == [])
        #expect(try folder.read("outside.jpg") == "outside")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/images/pug_a.jpg").path) == folder.file("outside.jpg").path)
        #expect(try folder.read("gallery/images/pug_b.jpg") == "garbage")
    }

    @Test("repair asks for no more bytes than the largest picture it downloads, and keeps nothing larger")
    func repairAsksForNoMoreBytesThanTheLargestPictureItDownloadsAndKeepsNothingLarger() async throws {
        let folder = folders.make()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        for stem in ["a", "b"] { try FileManager.default.removeItem(at: folder.file("gallery/images/pug_\(stem).jpg")) }
        let (sut, spy) = makeSUT(in: folder)
        spy.stub(source("a"), with: [pictureAnswer(jpegBytes)])
        spy.stub(source("b"), with: [pictureAnswer(jpegBytes.prefix(4) + jpegBytes)])

        let report = try await sut.repair()

        #expect(spy.downloadLimits == [jpegBytes.count, jpegBytes.count])
        #expect(report.restored.map(\.file) == ["images/pug_a.jpg"])
        #expect(report.dropped.map(\.reason) == ["its source now serves other bytes than the picture dogs saved"])
    }

    @Test("repair leaves a picture recorded larger than max bytes unrequested, so a hand edited size cannot raise the others limit")
    func repairLeavesAPictureRecordedLargerThanMaxBytesUnrequestedSoAHandEditedSizeCannotRaiseTheOthersLimit() async throws {
        let folder = folders.make()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        let manifest = try folder.read("gallery/manifest.jsonl").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("pug_b.jpg") ? line.replacingOccurrences(of: "\"bytes\":\(jpegBytes.count)", with: "\"bytes\":999999999999999") : String(line)
        }
        try folder.write(manifest.joined(separator: "\n"), to: "gallery/manifest.jsonl")
        #expect(try folder.read("gallery/manifest.jsonl").contains("999999999999999"))
        let (sut, spy) = makeSUT(in: folder, maxBytes: jpegBytes.count)
        spy.stub(source("a"), with: [pictureAnswer(jpegBytes)])

        let report = try await sut.repair()

        #expect(spy.requestedURLs == [source("a")])
        #expect(spy.downloadLimits == [jpegBytes.count])
        #expect(report.restored.map(\.file) == ["images/pug_a.jpg"])
        #expect(report.left.map(\.reason) == ["the manifest records 999999999999999 bytes, larger than the \(jpegBytes.count)-byte limit (--max-bytes)"])
        #expect(try Data(contentsOf: folder.file("gallery/images/pug_b.jpg")) == jpegBytes, "left as it was")
    }

    @Test("repair keeps nothing but the picture dogs saved")
    func repairKeepsNothingButThePictureDogsSaved() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a"])
        try folder.write("garbage", to: "gallery/images/pug_a.jpg")
        spy.stub(source("a"), with: [pictureAnswer(pngBytes, type: "image/png")])

        let report = try await sut.repair()

        #expect(report.dropped.map(\.reason) == ["its source now serves other bytes than the picture dogs saved"])
        #expect(try folder.read("gallery/images/pug_a.jpg") == "garbage")
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg"], "what arrived is not left behind")
    }

    @Test("repair of a sound gallery, asks nothing and changes nothing")
    func repairOfASoundGalleryAsksNothingAndChangesNothing() async throws {
        let (sut, spy, folder) = try makeSUT(stems: ["a", "b"])
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        let before = try snapshot(folder)

        let report = try await sut.repair()

        #expect(report.restored + report.dropped.map(\.picture) + report.left.map(\.picture) == [])
        #expect(report.unknownFiles == ["holiday.jpg"])
        #expect(report.pictures == 2)
        #expect(spy.requests == [])
        #expect(try snapshot(folder).filter { !$0.key.hasSuffix(".dogs.lock") } == before.filter { !$0.key.hasSuffix(".dogs.lock") })
    }

    @Test("repair delivers no gallery and creates nothing without a manifest")
    func repairDeliversNoGalleryAndCreatesNothingWithoutAManifest() async {
        let folder = folders.make()
        let (sut, _) = makeSUT(in: folder, gallery: "typo")

        do {
            _ = try await sut.repair()
            Issue.record("expected no gallery")
        } catch {
            #expect(error as? GalleryError == .noGallery(path: folder.file("typo").path))
        }
        #expect(folder.contents() == [])
    }

    // MARK: - Helpers

    private func makeSUT(stems: [String]) throws -> (sut: GalleryRepairer, spy: HTTPSessionSpy, folder: TemporaryDirectory) {
        let folder = folders.make()
        try makeSoundGallery(stems: stems, in: folder)
        let (sut, spy) = makeSUT(in: folder)
        return (sut, spy, folder)
    }

    private func makeSUT(
        in folder: TemporaryDirectory, gallery: String = "gallery", maxBytes: Int = Downloader.defaultMaxBytes, batchSize: Int = GalleryFetcher.batchSize,
        observing observer: @escaping @Sendable (URLRequest) -> Void = { _ in }
    ) -> (sut: GalleryRepairer, spy: HTTPSessionSpy) {
        let spy = HTTPSessionSpy(observing: observer)
        let sut = GalleryRepairer(
            opener: GalleryOpener(root: folder.file(gallery)),
            downloader: Downloader(transport: spy, retrier: Retrier(policy: RetryPolicy(retries: 0), sleep: SleeperSpy().sleeper), concurrency: 2, maxBytes: maxBytes),
            policy: SourcePolicy(apiBase: DogService.defaultBaseURL), batchSize: batchSize
        )
        return (sut, spy)
    }

    private func source(_ stem: String) -> URL {
        URL(string: "https://images.dog.ceo/breeds/pug/\(stem).jpg")!
    }

    private func picture(_ stem: String, in report: RepairReport) throws -> Picture {
        try #require((report.restored + report.dropped.map(\.picture) + report.left.map(\.picture)).first { $0.file == "images/pug_\(stem).jpg" })
    }
}
