@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

final class GalleryIndexerTests {
    private let folders = TemporaryFolders()

    @Test("rebuild delivers no gallery and creates nothing for a folder without a manifest")
    func rebuildDeliversNoGalleryAndCreatesNothingForAFolderWithoutAManifest() {
        let folder = folders.make()
        let sut = GalleryIndexer(opener: GalleryOpener(root: folder.file("typo")))

        do {
            let error = #expect(throws: (any Error).self) { try sut.rebuild() }
            #expect(error as? GalleryError == .noGallery(path: folder.file("typo").standardizedFileURL.path))
        }
        #expect(folder.contents() == [])
    }

    @Test("rebuild renders every page of the gallery that is there, opened marking no picture away, and says what it left off and found")
    func rebuildRendersEveryPageOfTheGalleryThatIsThereOpenedMarkingNoPictureAwayAndSaysWhatItLeftOffAndFound() throws {
        let pictures = [samplePicture("pug", "a"), samplePicture("pug", "b")]
        let gallery = OpenGallerySpy(manifest: Manifest(pictures: pictures), leftOff: [pictures[0]], newForeignFiles: ["holiday.jpg"])
        let opener = GalleryOpenerSpy(gallery)

        let rebuilt = try GalleryIndexer(opener: opener).rebuild()

        #expect(opener.openings == [.init(creatingIfMissing: false, keepingPictures: true, markingAway: false)])
        #expect(gallery.renders == 1)
        #expect(rebuilt.manifest == Manifest(pictures: pictures))
        #expect(rebuilt.leftOff == [pictures[0]])
        #expect(rebuilt.foreignFiles == ["holiday.jpg"])
    }

    @Test("rebuild renders every index from the manifest")
    func rebuildRendersEveryIndexFromTheManifest() throws {
        let folder = folders.make()
        let opener = GalleryOpener(root: folder.file("gallery"))
        let manifest = Manifest(pictures: [samplePicture("pug", "a")])
        try opener.open().commit([], manifest: .rewrite(manifest), rendered: [])
        try folder.write("", to: "gallery/images/pug_a.jpg")

        let rebuilt = try GalleryIndexer(opener: opener).rebuild()

        #expect(rebuilt.manifest == manifest)
        #expect(rebuilt.foreignFiles == [])
        for file in GalleryPages.all(manifest) {
            #expect(try folder.read("gallery/\(file.name)") == file.contents, "\(file.name)")
        }
    }

    @Test("rebuild leaves off the pages a picture whose file is missing, without marking it away in the manifest")
    func rebuildLeavesOffThePagesAPictureWhoseFileIsMissingWithoutMarkingItAwayInTheManifest() throws {
        let folder = folders.make()
        let opener = GalleryOpener(root: folder.file("gallery"))
        let manifest = Manifest(pictures: [samplePicture("pug", "a"), samplePicture("akita", "b"), samplePicture("pug", "c")])
        try opener.open().commit([], manifest: .rewrite(manifest), rendered: [])
        for stem in ["pug_a", "pug_c"] { try folder.write("", to: "gallery/images/\(stem).jpg") }
        let written = try folder.read("gallery/manifest.jsonl")

        let rebuilt = try GalleryIndexer(opener: opener).rebuild()

        #expect(rebuilt.leftOff.map(\.file) == ["images/akita_b.jpg"])
        #expect(try folder.read("gallery/manifest.jsonl") == written, "nothing is marked away in the manifest")
        let pages = [try folder.read("gallery/index.html"), try folder.read("gallery/index.md")] + folder.contents(of: "gallery/pages").map { try! folder.read("gallery/pages/\($0)") }
        #expect(!pages.contains { $0.contains("akita_b") }, "no page shows the missing picture")
        #expect(pages[0].contains("pug_a") && pages[0].contains("pug_c"))
        #expect(!folder.contents(of: "gallery/pages").contains { $0.hasPrefix("akita") })
    }

    @Test("rebuild leaves every picture on the pages, when not one of their files is there")
    func rebuildLeavesEveryPictureOnThePagesWhenNotOneOfTheirFilesIsThere() throws {
        let folder = folders.make()
        let opener = GalleryOpener(root: folder.file("gallery"))
        try opener.open().commit([], manifest: .rewrite(Manifest(pictures: [samplePicture("pug", "a"), samplePicture("akita", "b")])), rendered: [])

        let rebuilt = try GalleryIndexer(opener: opener).rebuild()

        #expect(rebuilt.leftOff == [])
        #expect(try folder.read("gallery/index.html").contains("akita_b"))
    }
}
