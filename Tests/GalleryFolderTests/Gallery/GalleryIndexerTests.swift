@testable import DogModel
import Foundation
@testable import GalleryFolder
import TestSupport
import Testing

final class GalleryIndexerTests {
    private let folders = TemporaryFolders()

    @Test func test_rebuild_deliversNoGalleryAndCreatesNothingForAFolderWithoutAManifest() {
        let folder = folders.make()
        let sut = GalleryIndexer(store: GalleryStore(root: folder.file("typo")))

        do {
            let error = #expect(throws: (any Error).self) { try sut.rebuild() }
            #expect(error as? GalleryError == .noGallery(path: folder.file("typo").standardizedFileURL.path))
        }
        #expect(folder.contents() == [])
    }

    @Test func test_rebuild_rendersEveryIndexFromTheManifest() throws {
        let folder = folders.make()
        let store = GalleryStore(root: folder.file("gallery"))
        let manifest = Manifest(pictures: [samplePicture("pug", "a")])
        try store.open().commit([], manifest: .rewrite(manifest), rendered: [])
        try folder.write("", to: "gallery/images/pug_a.jpg")

        let rebuilt = try GalleryIndexer(store: store).rebuild()

        #expect(rebuilt.manifest == manifest)
        #expect(rebuilt.foreignFiles == [])
        for file in GalleryIndexes.all(manifest) {
            #expect(try folder.read("gallery/\(file.name)") == file.contents, "\(file.name)")
        }
    }
}
