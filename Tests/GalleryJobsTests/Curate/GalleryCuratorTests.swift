@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Testing

final class GalleryCuratorTests {
    private let folders = TemporaryFolders()

    @Test("remove deletes the files and entries, remembers the sources, and renders the pages again")
    func removeDeletesTheFilesAndEntriesRemembersTheSourcesAndRendersThePagesAgain() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c", "d"])

        let report = try sut.remove(["pug_b.jpg", "https://images.dog.ceo/breeds/pug/d.jpg"])

        #expect(report.removed.map(\.file) == ["images/pug_b.jpg", "images/pug_d.jpg"])
        #expect(report.leftInPlace == [])
        #expect(report.galleryCount == 2)
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_c.jpg"])
        let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        #expect(manifest.pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_c.jpg"])
        #expect(manifest.removedSources.map(\.lastPathComponent) == ["b.jpg", "d.jpg"])
        for file in GalleryPages.all(manifest) {
            #expect(try folder.read("gallery/\(file.name)") == file.contents, "\(file.name)")
        }
    }

    @Test("remove drops the entry but leaves a file that is no longer the picture dogs saved")
    func removeDropsTheEntryButLeavesAFileThatIsNoLongerThePictureDogsSaved() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        try folder.write("my own edit", to: "gallery/images/pug_a.jpg")

        let report = try sut.remove(["images/pug_a.jpg"])

        #expect(report.removed.map(\.file) == ["images/pug_a.jpg"])
        #expect(report.leftInPlace.map(\.file) == ["images/pug_a.jpg"])
        #expect(try folder.read("gallery/images/pug_a.jpg") == "my own edit")
        #expect(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))).pictures.map(\.file) == ["images/pug_b.jpg"])
    }

    @Test("remove names every name it does not know, and removes nothing")
    func removeNamesEveryNameItDoesNotKnowAndRemovesNothing() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        let before = try snapshot(folder)

        do {
            let error = #expect(throws: (any Error).self) { try sut.remove(["pug_a.jpg", "pug_x.jpg", "images/index.html"]) }
            #expect(error as? UnknownPictures == UnknownPictures(names: ["pug_x.jpg", "images/index.html"], gallery: folder.file("gallery").path))
        }
        #expect(try snapshot(folder).filter { $0.key != "gallery/.dogs.lock" } == before.filter { $0.key != "gallery/.dogs.lock" })
    }

    @Test("remove opens the gallery that is there, its pictures kept, and hands it the files of the pictures named to delete")
    func removeOpensTheGalleryThatIsThereItsPicturesKeptAndHandsItTheFilesOfThePicturesNamedToDelete() throws {
        let pictures = [samplePicture("pug", "a"), samplePicture("pug", "b"), samplePicture("akita", "c")]
        let gallery = OpenGallerySpy(manifest: Manifest(pictures: pictures), change: OpenGallery.Change(removed: [pictures[1]], count: 2, listed: 2))
        let opener = GalleryOpenerSpy(gallery)
        let sut = GalleryCurator(opener: opener, currentDirectory: "/")

        let report = try sut.remove(["pug_b.jpg"])

        #expect(opener.openings == [.init(creatingIfMissing: false, keepingPictures: true, markingAway: true)])
        #expect(gallery.removals == [.init(files: ["images/pug_b.jpg"], deletingFiles: true)])
        #expect(report.removed.map(\.file) == ["images/pug_b.jpg"])
        #expect(report.galleryCount == 2)
    }

    @Test("remove of a name no picture has asks the gallery to change nothing")
    func removeOfANameNoPictureHasAsksTheGalleryToChangeNothing() {
        let gallery = OpenGallerySpy(manifest: Manifest(pictures: [samplePicture("pug", "a")]))
        let sut = GalleryCurator(opener: GalleryOpenerSpy(gallery), currentDirectory: "/")

        #expect(throws: UnknownPictures(names: ["pug_x.jpg"], gallery: "/srv/dogs")) { try sut.remove(["pug_a.jpg", "pug_x.jpg"]) }
        #expect(gallery.removals.isEmpty)
    }

    @Test("remove takes a path to the picture from the current folder, through a link to the gallery")
    func removeTakesAPathToThePictureFromTheCurrentFolderThroughALinkToTheGallery() throws {
        let folder = folders.make()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.file("published").path, withDestinationPath: folder.file("gallery").path)
        let sut = GalleryCurator(opener: GalleryOpener(root: folder.file("gallery")), currentDirectory: folder.url.path)

        let report = try sut.remove(["published/images/pug_a.jpg", "./gallery/images/../images/pug_b.jpg"])

        #expect(report.removed.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg"])
        #expect(throws: (any Error).self, "not in images/") { try sut.remove(["published/pug_a.jpg"]) }
    }

    @Test("remove takes no picture named in another folder, though a file of that name is there")
    func removeTakesNoPictureNamedInAnotherFolder() throws {
        let folder = folders.make()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        try FileManager.default.createDirectory(at: folder.file("elsewhere"), withIntermediateDirectories: true)
        try folder.write("someone else's", to: "elsewhere/pug_a.jpg")
        let sut = GalleryCurator(opener: GalleryOpener(root: folder.file("gallery")), currentDirectory: folder.url.path)

        #expect(throws: UnknownPictures.self) { try sut.remove(["elsewhere/pug_a.jpg"]) }
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_b.jpg"])
        #expect(try folder.read("elsewhere/pug_a.jpg") == "someone else's")
    }

    @Test("remove counts a picture already deleted by hand as removed")
    func removeCountsAPictureAlreadyDeletedByHandAsRemoved() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))

        let report = try sut.remove(["pug_a.jpg"])

        #expect(report.removed.map(\.file) == ["images/pug_a.jpg"])
        #expect(report.galleryCount == 1)
        #expect(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))).removedSources.map(\.lastPathComponent) == ["a.jpg"])
    }

    @Test("preview names what would go, and writes nothing")
    func previewNamesWhatWouldGoAndWritesNothing() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c"])
        let before = try snapshot(folder)

        let report = try sut.preview(["pug_c.jpg", "pug_a.jpg"])

        #expect(report.removed.map(\.file) == ["images/pug_a.jpg", "images/pug_c.jpg"])
        #expect(report.galleryCount == 1)
        #expect(try snapshot(folder) == before)
        #expect(throws: (any Error).self) { try sut.preview(["pug_z.jpg"]) }
    }

    @Test("remove delivers no gallery and creates nothing without a manifest")
    func removeDeliversNoGalleryAndCreatesNothingWithoutAManifest() {
        let folder = folders.make()
        let sut = GalleryCurator(opener: GalleryOpener(root: folder.file("typo")), currentDirectory: folder.url.path)

        do {
            let error = #expect(throws: (any Error).self) { try sut.remove(["pug_a.jpg"]) }
            #expect(error as? GalleryError == .noGallery(path: folder.file("typo").path))
        }
        do {
            let error = #expect(throws: (any Error).self) { try sut.preview(["pug_a.jpg"]) }
            #expect(error as? GalleryError == .noGallery(path: folder.file("typo").path))
        }
        #expect(folder.contents() == [])
    }

    // MARK: - Helpers

    private func makeSUT(stems: [String]) throws -> (sut: GalleryCurator<GalleryOpener>, folder: TemporaryDirectory) {
        let folder = folders.make()
        try makeSoundGallery(stems: stems, in: folder)
        return (GalleryCurator(opener: GalleryOpener(root: folder.file("gallery")), currentDirectory: "/"), folder)
    }
}
