import Foundation
import TestSupport
import XCTest
@testable import DogGallery

final class GalleryStoreTests: XCTestCase {
    func test_lock_createsTheGalleryAndItsImagesFolder() throws {
        let (sut, folder) = makeSUT(path: "new/gallery")

        _ = try sut.lock()

        XCTAssertEqual(folder.contents(of: "new/gallery"), [".dogs.lock", "images"])
    }

    func test_lock_deliversCannotCreateWhenAFileStandsInTheFoldersPlace() throws {
        let (sut, folder) = makeSUT(path: "taken")
        try folder.write("not a folder", to: "taken")

        XCTAssertThrowsError(try sut.lock()) { error in
            guard case .cannotCreate = error as? GalleryError else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(try folder.read("taken"), "not a folder")
    }

    func test_lock_deliversBusyWhileAnotherHolderHasIt_andIsFreeOnceReleased() throws {
        let (sut, _) = makeSUT()
        var first: GalleryLock? = try sut.lock()

        XCTAssertThrowsError(try GalleryLock(folder: sut.root)) { error in
            XCTAssertEqual(error as? GalleryError, .busy(path: sut.root.path))
        }
        XCTAssertNotNil(first)
        first = nil
        XCTAssertNoThrow(try sut.lock())
    }

    func test_prepare_deliversAnEmptyManifestForANewGallery() throws {
        let (sut, _) = makeSUT()
        _ = try sut.lock()

        XCTAssertEqual(try sut.prepare(), Manifest())
    }

    func test_prepare_deliversUnreadableManifestErrorAndLeavesTheFileAlone() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try folder.write("{ not json", to: "gallery/manifest.json")

        XCTAssertThrowsError(try sut.prepare()) { error in
            guard case .unreadableManifest = error as? GalleryError else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(try folder.read("gallery/manifest.json"), "{ not json")
    }

    func test_prepare_removesWhatAnInterruptedRunLeft_temporaryFilesAndUnrecordedPictures() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try sut.commit([], manifest: Manifest(pictures: [picture("pug_a")]), rendered: [])
        try folder.write("kept", to: "gallery/images/pug_a.jpg")
        try folder.write("half", to: "gallery/.dogs-tmp-1234")
        try folder.write("half", to: "gallery/images/.dogs-tmp-5678")
        try folder.write("orphan", to: "gallery/images/pug_b.jpg")

        let manifest = try sut.prepare()

        XCTAssertEqual(manifest.pictures.map(\.file), ["images/pug_a.jpg"])
        XCTAssertEqual(folder.contents(of: "gallery"), [".dogs.lock", "images", "manifest.json"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg"])
    }

    func test_temporaryFile_isAHiddenFileInTheImagesFolder() {
        let (sut, _) = makeSUT()

        let file = sut.temporaryFile()

        XCTAssertEqual(file.deletingLastPathComponent().lastPathComponent, "images")
        XCTAssertTrue(file.lastPathComponent.hasPrefix(".dogs-tmp-"))
        XCTAssertNotEqual(file, sut.temporaryFile())
    }

    func test_commit_placesStagedPicturesAndWritesTheManifestAndRenderedFiles() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try folder.write("old", to: "gallery/index.md")
        let staged = try stage("pug_a", in: sut)
        let manifest = Manifest(pictures: [staged.picture])

        try sut.commit([staged], manifest: manifest, rendered: [RenderedFile(name: "index.html", contents: "<html>"), RenderedFile(name: "index.md", contents: "# Dogs")])

        XCTAssertEqual(try sut.prepare(), manifest)
        XCTAssertEqual(try folder.read("gallery/images/pug_a.jpg"), "picture pug_a")
        XCTAssertEqual(try folder.read("gallery/index.html"), "<html>")
        XCTAssertEqual(try folder.read("gallery/index.md"), "# Dogs")
        XCTAssertEqual(folder.contents(of: "gallery"), [".dogs.lock", "images", "index.html", "index.md", "manifest.json"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg"])
    }

    func test_commit_leavesTheGalleryAsItWasWhenAPictureCannotBePlaced() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        let before = Manifest(pictures: [picture("pug_old")])
        try folder.write("old", to: "gallery/images/pug_old.jpg")
        try sut.commit([], manifest: before, rendered: [])
        let placeable = try stage("pug_a", in: sut)
        let vanished = StagedPicture(temporaryFile: sut.temporaryFile(), picture: picture("pug_b"))

        XCTAssertThrowsError(try sut.commit([placeable, vanished], manifest: Manifest(pictures: [placeable.picture, vanished.picture]), rendered: []))

        XCTAssertEqual(try sut.prepare(), before)
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_old.jpg"])
    }

    func test_commit_keepsPicturesAndManifestAndReportsARenderedFileItCannotPlace() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try FileManager.default.createDirectory(at: folder.file("gallery/index.html"), withIntermediateDirectories: true)
        try folder.write("in the way", to: "gallery/index.html/keep")
        let staged = try stage("pug_a", in: sut)

        let problems = try sut.commit([staged], manifest: Manifest(pictures: [staged.picture]),
                                      rendered: [RenderedFile(name: "index.html", contents: "<html>"), RenderedFile(name: "index.md", contents: "# Dogs")])

        XCTAssertEqual(problems.count, 1)
        guard case .cannotWrite(let path, _) = problems.first else { return XCTFail("got \(problems)") }
        XCTAssertTrue(path.hasSuffix("gallery/index.html"), path)
        XCTAssertEqual(try sut.prepare().pictures, [staged.picture])
        XCTAssertEqual(try folder.read("gallery/index.md"), "# Dogs")
        XCTAssertFalse(folder.contents(of: "gallery").contains { $0.hasPrefix(".dogs-tmp-") })
    }

    func test_commit_deletesDroppedPicturesOnceTheManifestNoLongerListsThem() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        let old = try stage("pug_old", in: sut)
        try sut.commit([old], manifest: Manifest(pictures: [old.picture]), rendered: [])
        let new = try stage("pug_new", in: sut)

        try sut.commit([new], manifest: Manifest(pictures: [new.picture]), dropping: [old.picture], rendered: [])

        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_new.jpg"])
        XCTAssertEqual(try sut.loadManifest().pictures, [new.picture])
    }

    func test_commit_deliversCannotWriteWhenTheGalleryIsGone() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try FileManager.default.removeItem(at: folder.file("gallery"))

        XCTAssertThrowsError(try sut.commit([], manifest: Manifest(), rendered: [])) { error in
            guard case .cannotWrite = error as? GalleryError else { return XCTFail("got \(error)") }
        }
    }

    func test_isStale_whenARenderedFileIsMissingOrOlderThanTheManifest() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        XCTAssertFalse(sut.isStale(["index.md"]), "no manifest, nothing to be stale against")
        try sut.commit([], manifest: Manifest(), rendered: [RenderedFile(name: "index.md", contents: "# Dogs")])
        XCTAssertFalse(sut.isStale(["index.md"]))
        XCTAssertTrue(sut.isStale(["index.md", "feed.xml"]))

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.file("gallery/index.md").path)

        XCTAssertTrue(sut.isStale(["index.md"]))
    }

    func test_refresh_rewritesRenderedFilesThatDifferFromTheirContents() throws {
        let (sut, folder) = makeSUT()
        _ = try sut.lock()
        try folder.write("stale", to: "gallery/index.md")

        try sut.refresh([RenderedFile(name: "index.md", contents: "# Dogs"), RenderedFile(name: "index.html", contents: "<html>")])

        XCTAssertEqual(try folder.read("gallery/index.md"), "# Dogs")
        XCTAssertEqual(try folder.read("gallery/index.html"), "<html>")
        XCTAssertFalse(folder.contents(of: "gallery").contains { $0.hasPrefix(".dogs-tmp-") })
    }

    // MARK: - Helpers

    private func makeSUT(path: String = "gallery") -> (sut: GalleryStore, folder: TemporaryDirectory) {
        let folder = makeTemporaryDirectory()
        return (GalleryStore(root: folder.file(path)), folder)
    }

    private func picture(_ stem: String) -> Picture {
        Picture(source: URL(string: "https://images.dog.ceo/breeds/pug/\(stem).jpg")!, breed: "pug", subBreed: nil,
                file: "images/\(stem).jpg", bytes: 1, sha256: "00", added: Date(timeIntervalSince1970: 0))
    }

    private func stage(_ stem: String, in store: GalleryStore) throws -> StagedPicture {
        let file = store.temporaryFile()
        try Data("picture \(stem)".utf8).write(to: file)
        return StagedPicture(temporaryFile: file, picture: picture(stem))
    }
}
