@testable import DogModel
import Foundation
@testable import GalleryFolder
import TestSupport
import XCTest

final class GalleryIndexerTests: XCTestCase {
    func test_rebuild_deliversNoGalleryAndCreatesNothingForAFolderWithoutAManifest() {
        let folder = makeTemporaryDirectory()
        let sut = GalleryIndexer(store: GalleryStore(root: folder.file("typo")))

        XCTAssertThrowsError(try sut.rebuild()) { error in
            XCTAssertEqual(error as? GalleryError, .noGallery(path: folder.file("typo").standardizedFileURL.path))
        }
        XCTAssertEqual(folder.contents(), [])
    }

    func test_rebuild_rendersEveryIndexFromTheManifest() throws {
        let folder = makeTemporaryDirectory()
        let store = GalleryStore(root: folder.file("gallery"))
        let manifest = Manifest(pictures: [samplePicture("pug", "a")])
        try store.open().commit([], manifest: .rewrite(manifest), rendered: [])
        try folder.write("", to: "gallery/images/pug_a.jpg")

        let rebuilt = try GalleryIndexer(store: store).rebuild()

        XCTAssertEqual(rebuilt.manifest, manifest)
        XCTAssertEqual(rebuilt.foreignFiles, [])
        for file in GalleryIndexes.all(manifest) {
            XCTAssertEqual(try folder.read("gallery/\(file.name)"), file.contents, file.name)
        }
    }
}
