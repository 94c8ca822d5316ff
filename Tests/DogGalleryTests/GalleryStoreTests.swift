import Foundation
import TestSupport
import XCTest
@testable import DogGallery

final class GalleryStoreTests: XCTestCase {
    func test_prepare_createsTheGalleryAndItsImagesFolder() throws {
        let (sut, folder) = makeSUT(path: "new/gallery")

        try sut.prepare()

        XCTAssertEqual(folder.contents(of: "new/gallery"), ["images"])
    }

    func test_prepare_deliversCannotCreateWhenAFileStandsInTheFoldersPlace() throws {
        let (sut, folder) = makeSUT(path: "taken")
        try folder.write("not a folder", to: "taken")

        XCTAssertThrowsError(try sut.prepare()) { error in
            guard case .cannotCreate = error as? GalleryError else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(try folder.read("taken"), "not a folder")
    }

    func test_prepare_removesTemporaryFilesAnInterruptedRunLeft() throws {
        let (sut, folder) = makeSUT()
        try sut.prepare()
        try folder.write("half", to: "gallery/.dogs-tmp-1234")
        try folder.write("half", to: "gallery/images/.dogs-tmp-5678")
        try folder.write("keep", to: "gallery/images/pug_a.jpg")

        try sut.prepare()

        XCTAssertEqual(folder.contents(of: "gallery"), ["images"])
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg"])
    }

    func test_loadManifest_deliversAnEmptyManifestForANewGallery() throws {
        let (sut, _) = makeSUT()
        try sut.prepare()

        XCTAssertEqual(try sut.loadManifest(), Manifest())
    }

    func test_loadManifest_deliversUnreadableManifestErrorAndLeavesTheFileAlone() throws {
        let (sut, folder) = makeSUT()
        try sut.prepare()
        try folder.write("{ not json", to: "gallery/manifest.json")

        XCTAssertThrowsError(try sut.loadManifest()) { error in
            guard case .unreadableManifest = error as? GalleryError else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(try folder.read("gallery/manifest.json"), "{ not json")
    }

    func test_savePicture_writesTheBytesUnderImagesAndLeavesNoTemporaryFile() throws {
        let (sut, folder) = makeSUT()
        try sut.prepare()

        let path = try sut.savePicture(Data("picture".utf8), named: "pug_a.jpg")

        XCTAssertEqual(path, "images/pug_a.jpg")
        XCTAssertEqual(try folder.read("gallery/images/pug_a.jpg"), "picture")
        XCTAssertEqual(folder.contents(of: "gallery/images"), ["pug_a.jpg"])
    }

    func test_pictureStems_listsThePictureFilesWithoutExtension() throws {
        let (sut, _) = makeSUT()
        try sut.prepare()
        _ = try sut.savePicture(Data(), named: "pug_a.jpg")
        _ = try sut.savePicture(Data(), named: "pug_b.png")

        XCTAssertEqual(sut.pictureStems(), ["pug_a", "pug_b"])
    }

    func test_commit_writesTheManifestAndRenderedFilesReplacingEarlierOnes() throws {
        let (sut, folder) = makeSUT()
        try sut.prepare()
        try folder.write("old", to: "gallery/index.md")
        let manifest = Manifest(pictures: [
            Picture(source: anyURL(), breed: "pug", subBreed: nil, file: "images/pug_a.jpg", bytes: 1, sha256: "00", added: Date(timeIntervalSince1970: 0)),
        ])

        try sut.commit(manifest, rendered: [("index.html", "<html>"), ("index.md", "# Dogs")])

        XCTAssertEqual(try sut.loadManifest(), manifest)
        XCTAssertEqual(try folder.read("gallery/index.html"), "<html>")
        XCTAssertEqual(try folder.read("gallery/index.md"), "# Dogs")
        XCTAssertEqual(folder.contents(of: "gallery"), ["images", "index.html", "index.md", "manifest.json"])
    }

    func test_commit_deliversCannotWriteWhenTheGalleryIsGone() throws {
        let (sut, folder) = makeSUT()
        try sut.prepare()
        try FileManager.default.removeItem(at: folder.file("gallery"))

        XCTAssertThrowsError(try sut.commit(Manifest(), rendered: [])) { error in
            guard case .cannotWrite = error as? GalleryError else { return XCTFail("got \(error)") }
        }
    }

    // MARK: - Helpers

    private func makeSUT(path: String = "gallery") -> (sut: GalleryStore, folder: TemporaryDirectory) {
        let folder = makeTemporaryDirectory()
        return (GalleryStore(root: folder.file(path)), folder)
    }
}
