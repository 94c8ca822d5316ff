@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An opened gallery: its temporary files, the files of others it found, and what an abrupt end leaves.
final class OpenGalleryTests: OpenGalleryTesting {
    let folders = TemporaryFolders()
    let leaks = LeakTracker()

    @Test("make temporary file creates a hidden new file in images, never the same name twice")
    func makeTemporaryFileCreatesAHiddenNewFileInImagesNeverTheSameNameTwice() throws {
        let (sut, folder) = try makeSUT()

        let first = try sut.makeTemporaryFile()
        let second = try sut.makeTemporaryFile()

        #expect(first.name.hasPrefix(".dogs-tmp-"), "\(first.name)")
        #expect(first.name != second.name)
        #expect(folder.contents(of: "gallery/images") == [first.name, second.name].sorted())
    }

    @Test("make temporary file passes over a name that is already taken")
    func makeTemporaryFilePassesOverANameThatIsAlreadyTaken() throws {
        let (sut, folder) = try makeSUT()
        let next = Int(try sut.makeTemporaryFile().name.split(separator: "-").last!)! + 1
        let taken = ".dogs-tmp-\(getpid())-\(next)"
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/\(taken)").path, withDestinationPath: folder.file("target").path)

        let file = try sut.makeTemporaryFile()

        #expect(file.name != taken)
        #expect(!FileManager.default.fileExists(atPath: folder.file("target").path), "the link was not followed")
    }

    @Test("make temporary file leaves files already at the next names as they were")
    func makeTemporaryFileLeavesFilesAlreadyAtTheNextNamesAsTheyWere() throws {
        let (sut, folder) = try makeSUT()
        let next = Int(try sut.makeTemporaryFile().name.split(separator: "-").last!)! + 1
        // Several names, as other tests running at once draw from the same process-wide counter.
        let taken = (next..<next + 8).map { ".dogs-tmp-\(getpid())-\($0)" }
        for name in taken { try folder.write("someone's", to: "gallery/images/\(name)") }

        let file = try sut.makeTemporaryFile()
        try file.handle.write(contentsOf: Data("dogs".utf8))

        #expect(!taken.contains(file.name))
        #expect(try taken.map { try folder.read("gallery/images/\($0)") } == Array(repeating: "someone's", count: 8))
        #expect(try folder.read("gallery/images/\(file.name)") == "dogs")
    }

    @Test("open names as new the files of others, until a run has seen them, and again when the lock file was lost")
    func openNamesAsNewTheFilesOfOthersUntilARunHasSeenThemAndAgainWhenTheLockFileWasLost() throws {
        let folder = folders.make()
        _ = try makeSoundGallery(stems: ["a"], in: folder)
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))
        let opener = GalleryOpener(root: folder.file("gallery"))

        let first = try opener.open().newForeignFiles
        let second = try opener.open().newForeignFiles
        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))
        let afterTheLockWasLost = try opener.open().newForeignFiles

        #expect([first, second, afterTheLockWasLost] == [["holiday.jpg"], [], ["holiday.jpg"]])
    }

    @Test("an abrupt end of a new gallery never saved to, leaves nothing")
    func anAbruptEndOfANewGalleryNeverSavedToLeavesNothing() throws {
        let folder = folders.make()
        let abruptEnd = AbruptEnd()
        let sut = try GalleryOpener(root: folder.file("new/gallery"), abruptEnd: abruptEnd).open()
        _ = try sut.makeTemporaryFile()

        abruptEnd.end {}

        #expect(folder.contents() == [], "the folders it made are gone too")
    }

    @Test("an abrupt end of a gallery, takes away only this processs temporary files")
    func anAbruptEndOfAGalleryTakesAwayOnlyThisProcesssTemporaryFiles() throws {
        let folder = folders.make()
        let abruptEnd = AbruptEnd()
        let sut = try GalleryOpener(root: folder.file("gallery"), abruptEnd: abruptEnd).open()
        let staged = try stage("pug_a", in: sut)
        try sut.commit(numbered([staged]), manifest: .rewrite(Manifest(pictures: [staged.picture])), rendered: [RenderedFile(name: "pages/1.md", contents: "page")])
        let before = folder.contents(of: "gallery") + folder.contents(of: "gallery/images") + folder.contents(of: "gallery/pages")
        _ = try sut.makeTemporaryFile()
        try folder.write("another run's", to: "gallery/images/.dogs-tmp-\(getpid() + 1)-1")
        try folder.write("another run's", to: "gallery/pages/.dogs-tmp-\(getpid() + 1)-1")

        abruptEnd.end {}

        let after = folder.contents(of: "gallery") + folder.contents(of: "gallery/images") + folder.contents(of: "gallery/pages")
        #expect(after.sorted() == (before + [".dogs-tmp-\(getpid() + 1)-1", ".dogs-tmp-\(getpid() + 1)-1"]).sorted())
    }
}
