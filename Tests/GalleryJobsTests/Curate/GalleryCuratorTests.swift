@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import TestSupport
import XCTest

final class GalleryCuratorTests: XCTestCase {
    func test_remove_deletesTheFilesAndEntries_remembersTheSources_andRendersThePagesAgain() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c", "d"])

        let report = try sut.remove(["pug_b.jpg", "https://images.dog.ceo/breeds/pug/d.jpg"])

        XCTAssertEqual(report.removed.map(\.file), ["images/pug_b.jpg", "images/pug_d.jpg"])
        XCTAssertEqual(report.leftInPlace, [])
        XCTAssertEqual(report.galleryCount, 2)
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg", "pug_c.jpg"])
        let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        XCTAssertEqual(manifest.pictures.map(\.file), ["images/pug_a.jpg", "images/pug_c.jpg"])
        XCTAssertEqual(manifest.removedSources.map(\.lastPathComponent), ["b.jpg", "d.jpg"])
        for file in GalleryIndexes.all(manifest) {
            XCTAssertEqual(try folder.read("gallery/\(file.name)"), file.contents, file.name)
        }
    }

    func test_remove_dropsTheEntryButLeavesAFileThatIsNoLongerThePictureDogsSaved() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        try folder.write("my own edit", to: "gallery/images/pug_a.jpg")

        let report = try sut.remove(["images/pug_a.jpg"])

        XCTAssertEqual(report.removed.map(\.file), ["images/pug_a.jpg"])
        XCTAssertEqual(report.leftInPlace.map(\.file), ["images/pug_a.jpg"])
        XCTAssertEqual(try folder.read("gallery/images/pug_a.jpg"), "my own edit")
        XCTAssertEqual(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))).pictures.map(\.file), ["images/pug_b.jpg"])
    }

    func test_remove_namesEveryNameItDoesNotKnow_andRemovesNothing() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        let before = try snapshot(folder)

        XCTAssertThrowsError(try sut.remove(["pug_a.jpg", "pug_x.jpg", "images/index.html"])) { error in
            XCTAssertEqual(error as? UnknownPictures, UnknownPictures(names: ["pug_x.jpg", "images/index.html"], gallery: folder.file("gallery").path))
        }
        XCTAssertEqual(try snapshot(folder).filter { $0.key != "gallery/.dogs.lock" }, before.filter { $0.key != "gallery/.dogs.lock" })
    }

    func test_remove_takesAPathToThePictureFromTheCurrentFolder_throughALinkToTheGallery() throws {
        let folder = makeTemporaryDirectory()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.file("published").path, withDestinationPath: folder.file("gallery").path)
        let sut = GalleryCurator(store: GalleryStore(root: folder.file("gallery")), currentDirectory: folder.url.path)

        let report = try sut.remove(["published/images/pug_a.jpg", "./gallery/images/../images/pug_b.jpg"])

        XCTAssertEqual(report.removed.map(\.file), ["images/pug_a.jpg", "images/pug_b.jpg"])
        XCTAssertThrowsError(try sut.remove(["published/pug_a.jpg"]), "not in images/")
    }

    func test_remove_countsAPictureAlreadyDeletedByHandAsRemoved() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))

        let report = try sut.remove(["pug_a.jpg"])

        XCTAssertEqual(report.removed.map(\.file), ["images/pug_a.jpg"])
        XCTAssertEqual(report.galleryCount, 1)
        XCTAssertEqual(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))).removedSources.map(\.lastPathComponent), ["a.jpg"])
    }

    func test_preview_namesWhatWouldGo_andWritesNothing() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c"])
        let before = try snapshot(folder)

        let report = try sut.preview(["pug_c.jpg", "pug_a.jpg"])

        XCTAssertEqual(report.removed.map(\.file), ["images/pug_a.jpg", "images/pug_c.jpg"])
        XCTAssertEqual(report.galleryCount, 1)
        XCTAssertEqual(try snapshot(folder), before)
        XCTAssertThrowsError(try sut.preview(["pug_z.jpg"]))
    }

    func test_remove_deliversNoGalleryAndCreatesNothingWithoutAManifest() {
        let folder = makeTemporaryDirectory()
        let sut = GalleryCurator(store: GalleryStore(root: folder.file("typo")), currentDirectory: folder.url.path)

        XCTAssertThrowsError(try sut.remove(["pug_a.jpg"])) { error in
            XCTAssertEqual(error as? GalleryError, .noGallery(path: folder.file("typo").path))
        }
        XCTAssertThrowsError(try sut.preview(["pug_a.jpg"])) { error in
            XCTAssertEqual(error as? GalleryError, .noGallery(path: folder.file("typo").path))
        }
        XCTAssertEqual(folder.contents(), [])
    }

    // MARK: - Helpers

    private func makeSUT(stems: [String]) throws -> (sut: GalleryCurator, folder: TemporaryDirectory) {
        let folder = makeTemporaryDirectory()
        try makeSoundGallery(stems: stems, in: folder)
        return (GalleryCurator(store: GalleryStore(root: folder.file("gallery")), currentDirectory: "/"), folder)
    }
}
