@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

@Suite("GalleryFileChanges deletes a picture only while it is the file dogs recorded")
struct GalleryFileChangesTests {
    @Test("a picture still as recorded is deleted")
    func aPictureStillAsRecordedIsDeleted() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let entry = try writePicture("pug_1", in: folder)

        #expect(sut.removeIfUnchanged(entry))
        #expect(folder.contents(of: "gallery/images").isEmpty)
    }

    @Test("a picture whose bytes changed, or that is gone, is left alone", arguments: ["edited by hand", nil])
    func aPictureWhoseBytesChangedOrThatIsGoneIsLeftAlone(contents: String?) throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let entry = try writePicture("pug_1", in: folder)
        let path = folder.file("gallery/images/\(GalleryLayout.imageName(of: entry.file))")
        if let contents { try Data(contents.utf8).write(to: path) } else { try FileManager.default.removeItem(at: path) }

        #expect(!sut.removeIfUnchanged(entry))
        #expect((try? String(contentsOf: path, encoding: .utf8)) == contents)
    }

    @Test("never deletes a file swapped in at the picture's name meanwhile")
    func neverDeletesAFileSwappedInAtThePicturesNameMeanwhile() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.remove() }
        let user = Data("the user's own file".utf8)
        var removed = 0, racedRounds = 0
        for round in 0..<RacePace.rounds {
            let entry = try writePicture("pug_r\(round)", in: folder)
            let name = GalleryLayout.imageName(of: entry.file)
            try user.write(to: folder.file("gallery/images/user-\(round).jpg"))

            let swapper = NameSwapper(folder.file("gallery/images/\(name)").path, folder.file("gallery/images/user-\(round).jpg").path, pausing: RacePace.pause(forRound: round))
            swapper.waitForSwaps()
            let before = swapper.swapsMade
            let didRemove = sut.removeIfUnchanged(entry)
            if swapper.swapsMade > before { racedRounds += 1 }
            swapper.stop()

            let left = [name, "user-\(round).jpg"].compactMap { try? Data(contentsOf: folder.file("gallery/images/\($0)")) }
            #expect(left.filter { $0 == user }.count == 1, "round \(round): the user's file is kept")
            if didRemove {
                removed += 1
                #expect(left == [user], "round \(round): what was removed is dogs' picture")
            }
            for file in [name, "user-\(round).jpg"] { try? FileManager.default.removeItem(at: folder.file("gallery/images/\(file)")) }
        }
        #expect(removed > 0, "some removals got through the swaps")
        #expect(racedRounds > 0, "in some rounds a swap landed while the removal was under way")
        #expect(!folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") }, "nothing is left aside")
    }

    private func makeSUT() throws -> (sut: GalleryFileChanges, folder: TemporaryDirectory) {
        let folder = TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        let gallery = try Folder(opening: folder.file("gallery").path)
        return (GalleryFileChanges(folder: gallery, images: try gallery.subfolder(GalleryLayout.imagesFolder)), folder)
    }

    /// Writes a picture's file as dogs would have, and gives its journal entry.
    private func writePicture(_ stem: String, in folder: TemporaryDirectory) throws -> GalleryJournal.Entry {
        let parts = stem.split(separator: "_").map(String.init)
        let file = samplePicture(parts[0], parts[1]).file
        let contents = Data("picture \(stem)".utf8)
        try contents.write(to: folder.file("gallery/\(file)"))
        return GalleryJournal.Entry(file: file, bytes: contents.count, sha256: SHA256.hex(of: contents))
    }
}
