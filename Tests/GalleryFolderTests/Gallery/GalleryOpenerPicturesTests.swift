@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery reads its pictures: kept as read or read when asked, and those whose files are gone marked away, never deleted.
final class GalleryOpenerPicturesTests: GalleryOpenerTesting {
    let folders = TemporaryFolders()

    @Test("open keeping pictures, holds every picture as read, otherwise the manifest is read when asked")
    func openKeepingPicturesHoldsEveryPictureAsReadOtherwiseTheManifestIsReadWhenAsked() throws {
        let (sut, folder) = makeSUT()
        let manifest = Manifest(pictures: [samplePicture("pug", "a"), samplePicture("akita", "b")], generation: 3)
        try write(manifest.pictures.map(\.file), in: folder)
        let changeBehindTheRunsBack = { try Data("{}\n".utf8).write(to: folder.file("gallery/manifest.jsonl")) }

        try manifest.encoded().write(to: folder.file("gallery/manifest.jsonl"))
        try {
            let keeping = try sut.open(keepingPictures: true)
            try changeBehindTheRunsBack()
            #expect(try keeping.wholeManifest() == manifest, "kept as it was read when the gallery was opened")
        }()

        try manifest.encoded().write(to: folder.file("gallery/manifest.jsonl"))
        let reading = try sut.open()
        try changeBehindTheRunsBack()
        #expect(throws: (any Error).self, "read again when asked") { try reading.wholeManifest() }
    }

    @Test("open marks pictures whose files are missing away, off the pages, not fetched again, and deletes nothing")
    func openMarksPicturesWhoseFilesAreMissingAwayOffThePagesNotFetchedAgainAndDeletesNothing() throws {
        for keepingPictures in [false, true] {
            let folder = folders.make()
            let notes = NoteSpy()
            let sut = GalleryOpener(root: folder.file("gallery"), note: notes.record, now: { Date(timeIntervalSince1970: 1_795_000_000.75) })
            let pictures = ["a", "b", "c", "d"].map { samplePicture("pug", $0) }
            try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
            try Manifest(pictures: pictures, generation: 4).encoded().write(to: folder.file("gallery/manifest.jsonl"))
            try write(["images/pug_a.jpg", "images/pug_c.jpg", "images/mine.jpg", "index.html"], in: folder)
            let before = try snapshot(folder).filter { $0.key != "gallery/manifest.jsonl" }

            try {
                let gallery = try sut.open(keepingPictures: keepingPictures)

                let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
                #expect(manifest.pictures.map(\.file) == pictures.map(\.file), "nothing is forgotten")
                #expect(manifest.pictures.map { $0.away != nil } == [false, true, false, true])
                #expect(manifest.pictures[1].away == Date(timeIntervalSince1970: 1_795_000_000), "at the opener's time, in whole seconds")
                #expect(manifest.removedSources == [])
                #expect(manifest.generation == 5, "the pages rendered before no longer match")
                #expect(gallery.awayPictures.map(\.file) == ["images/pug_b.jpg", "images/pug_d.jpg"])
                #expect(try gallery.wholeManifest() == manifest)
                #expect(gallery.outline.count == 2, "the pages show the two that are there")
                #expect(gallery.snapshot.identities.contains(Picture.identity(of: pictures[1].source)), "not fetched again")
                #expect(gallery.takenStems.contains("pug_b"), "its name is kept for it")
                #expect(!gallery.pagesInStep)
                #expect(try snapshot(folder).filter { $0.key != "gallery/manifest.jsonl" && $0.key != "gallery/.dogs.lock" } == before)
                let warning: String = "warning: 2 pictures are missing from images/: 'images/pug_b.jpg' and 'images/pug_d.jpg'; "
                    + "left off the pages until their files are back ('dogs remove' drops them for good)"
                #expect(notes.lines == [warning])
            }()

            _ = try sut.open(keepingPictures: keepingPictures)
            #expect(notes.lines.count == 1, "noticed once")
        }
    }

    @Test("open takes pictures away back, once their files are back with their bytes, whatever run opens the gallery")
    func openTakesPicturesAwayBackOnceTheirFilesAreBackWithTheirBytesWhateverRunOpensTheGallery() throws {
        for markingAway in [true, false] {
            let folder = folders.make()
            let notes = NoteSpy()
            let sut = GalleryOpener(root: folder.file("gallery"), note: notes.record)
            let contents = ["a", "b", "c"].map { "picture pug_\($0)" }
            let pictures = zip(["a", "b", "c"], contents).map { stem, contents in
                samplePicture("pug", stem).with(bytes: contents.utf8.count, sha256: SHA256.hex(of: Data(contents.utf8)))
            }
            try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
            let away = Manifest(pictures: pictures, generation: 3).marking(["images/pug_b.jpg": Date(timeIntervalSince1970: 1_700_000_000), "images/pug_c.jpg": Date()])
            try away.encoded().write(to: folder.file("gallery/manifest.jsonl"))
            try contents[0].write(to: folder.file("gallery/images/pug_a.jpg"), atomically: false, encoding: .utf8)
            try contents[1].write(to: folder.file("gallery/images/pug_b.jpg"), atomically: false, encoding: .utf8)
            try "other bytes".write(to: folder.file("gallery/images/pug_c.jpg"), atomically: false, encoding: .utf8)

            let gallery = try sut.open(markingAway: markingAway)

            let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
            #expect(manifest.pictures.map { $0.away != nil } == [false, false, true], "only the file with its bytes is taken back")
            #expect(manifest.generation == 4)
            #expect(gallery.backPictures.map(\.file) == ["images/pug_b.jpg"])
            #expect(gallery.outline.count == 2)
            #expect(gallery.foreignFiles == [], "a file at a picture's name is not someone else's")
            #expect(notes.lines == ["note: 1 picture is back in images/: 'images/pug_b.jpg'; on the pages again"])
        }
    }

    @Test("open says nothing more of pictures already away, even when no other picture is left")
    func openSaysNothingMoreOfPicturesAlreadyAwayEvenWhenNoOtherPictureIsLeft() throws {
        let folder = folders.make()
        let notes = NoteSpy()
        let manifest = Manifest(pictures: [samplePicture("pug", "a")], generation: 2).marking(["images/pug_a.jpg": Date(timeIntervalSince1970: 1_795_000_000)]).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))

        let gallery = try GalleryOpener(root: folder.file("gallery"), note: notes.record).open(creatingIfMissing: false)

        #expect(notes.lines == [])
        #expect(gallery.picturesNotFound == 0)
        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
    }

    @Test("open for dogs index, marks no picture away")
    func openForDogsIndexMarksNoPictureAway() throws {
        let folder = folders.make()
        let manifest = Manifest(pictures: ["a", "b"].map { samplePicture("pug", $0) }, generation: 2).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))
        try write(["images/pug_a.jpg"], in: folder)

        let gallery = try GalleryOpener(root: folder.file("gallery")).open(creatingIfMissing: false, markingAway: false)

        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
        #expect(gallery.awayPictures == [])
    }

    @Test("open drops nothing when not one picture is in images, for images is more likely away than emptied")
    func openDropsNothingWhenNotOnePictureIsInImagesForImagesIsMoreLikelyAwayThanEmptied() throws {
        let folder = folders.make()
        let notes = NoteSpy()
        let manifest = Manifest(pictures: ["a", "b", "c"].map { samplePicture("pug", $0) }, generation: 2).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))

        let gallery = try GalleryOpener(root: folder.file("gallery"), note: notes.record).open(creatingIfMissing: false)

        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
        #expect(gallery.awayPictures == [])
        #expect(gallery.outline.count == 3)
        #expect(notes.lines == [
            "warning: not one of the 3 pictures the manifest lists is in \(folder.file("gallery/images").path)/; "
                + "they stay listed in case it comes back ('dogs remove' drops pictures for good)",
        ])
    }

    @Test("every way in refuses a gallery whose images folder is missing while its manifest lists pictures, and changes nothing")
    func everyWayInRefusesAGalleryWhoseImagesFolderIsMissingWhileItsManifestListsPicturesAndChangesNothing() throws {
        let (sut, folder) = makeSUT()
        let away = Date(timeIntervalSince1970: 1_795_000_000)
        let manifest = Manifest(pictures: ["a", "b", "c"].map { samplePicture("pug", $0) }, generation: 2).marking(["images/pug_c.jpg": away]).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))
        let before = try snapshot(folder)
        let ways: [(String, () throws -> Void)] = [
            ("fetch", { _ = try sut.open() }),
            ("remove", { _ = try sut.open(creatingIfMissing: false, keepingPictures: true) }),
            ("index and repair", { _ = try sut.open(creatingIfMissing: false, keepingPictures: true, markingAway: false) }),
            ("a dry run", { _ = try sut.loadSnapshot() }),
            ("verify", { _ = try sut.examine() }),
        ]

        for (way, call) in ways {
            do {
                let error = #expect(throws: (any Error).self, "\(way)") { try call() }
                #expect(error as? GalleryError == .imagesMissing(path: folder.file("gallery/images").path, pictures: 3), "\(way)")
            }
            #expect(try snapshot(folder) == before, "\(way)")
        }
    }

    @Test("open makes images for a gallery whose manifest lists no picture")
    func openMakesImagesForAGalleryWhoseManifestListsNoPicture() throws {
        let (sut, folder) = makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try Manifest(pictures: [], generation: 1).encoded().write(to: folder.file("gallery/manifest.jsonl"))

        _ = try sut.open()

        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "manifest.jsonl"])
    }

    @Test("read manifest is no longer current once another run commits in place of a cut short tail")
    func readManifestIsNoLongerCurrentOnceAnotherRunCommitsInPlaceOfACutShortTail() throws {
        let (sut, folder) = makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        let committed = Manifest(pictures: [samplePicture("pug", "a")]).encoded()
        let nextCommit = Data("{\"commit\":2}\n".utf8)
        let tail = Data(repeating: UInt8(ascii: "x"), count: nextCommit.count)
        try (committed + tail).write(to: folder.file("gallery/manifest.jsonl"))
        let gallery = try Folder(opening: folder.file("gallery").path)
        let read = try #require(try sut.readManifest(in: gallery, keepingPictures: false))
        #expect(read.isCurrent(in: gallery))

        let handle = try FileHandle(forUpdating: folder.file("gallery/manifest.jsonl"))
        try handle.seek(toOffset: UInt64(committed.count))
        try handle.write(contentsOf: nextCommit)
        try handle.close()

        #expect(!read.isCurrent(in: gallery), "same file, same size, but another commit")
    }
}
