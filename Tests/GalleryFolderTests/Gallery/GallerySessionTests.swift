@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import Synchronization
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A locked gallery: staging, the journaled commit, and the pages.
final class GallerySessionTests {
    private let folders = TemporaryFolders()

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

    @Test("commit places staged pictures and writes the manifest and rendered files")
    func commitPlacesStagedPicturesAndWritesTheManifestAndRenderedFiles() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("old", to: "gallery/index.md")
        let staged = try stage("pug_a", in: sut)
        let manifest = Manifest(pictures: [staged.picture])

        try sut.commit(numbered([staged]), manifest: .rewrite(manifest), rendered: [RenderedFile(name: "index.html", contents: "<html>"), RenderedFile(name: "index.md", contents: "# Dogs")])

        #expect(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))) == manifest)
        #expect(try folder.read("gallery/images/pug_a.jpg") == "picture pug_a")
        #expect(try folder.read("gallery/index.html") == "<html>")
        #expect(try folder.read("gallery/index.md") == "# Dogs")
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "index.html", "index.md", "manifest.jsonl"])
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg"])
    }

    @Test("commit never replaces a file already at a pictures name, and leaves the gallery as it was")
    func commitNeverReplacesAFileAlreadyAtAPicturesNameAndLeavesTheGalleryAsItWas() throws {
        let (sut, folder) = try makeSUT()
        let staged = [try stage("pug_a", in: sut), try stage("pug_b", in: sut)]
        try folder.write("someone else's", to: "gallery/images/pug_b.jpg")
        let before = try snapshot(folder)

        let rendered = [RenderedFile(name: "pages/1.html", contents: PageMark.html), RenderedFile(name: "index.html", contents: "<html>")]
        do {
            let error = #expect(throws: (any Error).self) { try sut.commit(numbered(staged), manifest: .rewrite(Manifest(pictures: staged.map(\.picture))), rendered: rendered) }
            guard case let .cannotWrite(path, reason) = error as? GalleryError else { Issue.record("got \(error)"); return }
            #expect(path.hasSuffix("images/pug_b.jpg"), "\(path)")
            #expect(reason == "a file of that name is already there")
        }
        #expect(try snapshot(folder).filter { !$0.key.contains(".dogs-tmp-") } == before.filter { !$0.key.contains(".dogs-tmp-") })
        #expect(folder.contents(of: "gallery/images") == ["pug_b.jpg"], "the staged files are gone too")
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images"], "and pages/, which this commit made")
    }

    @Test("commit never appends to a manifest something else changed during the run")
    func commitNeverAppendsToAManifestSomethingElseChangedDuringTheRun() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try Manifest(pictures: [samplePicture("pug", "a")]).encoded().write(to: folder.file("gallery/manifest.jsonl"))
        let sut = try GalleryOpener(root: folder.file("gallery")).open()
        let staged = try stage("pug_b", in: sut)
        let other = Manifest(pictures: [samplePicture("akita", "x"), samplePicture("akita", "y")], generation: 5).encoded()
        try other.write(to: folder.file("gallery/manifest.jsonl"))

        do {
            let error = #expect(throws: (any Error).self) { try sut.commit([NumberedPicture(temporaryName: staged.temporaryName, picture: staged.picture.numbered(2, inBreed: 2))], manifest: .append(generation: 2), rendered: []) }
            #expect(error as? GalleryError == .cannotWrite(path: folder.file("gallery/manifest.jsonl").path, reason: "it was changed by something else during the run"))
        }
        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == other)
        #expect(!folder.contents(of: "gallery/images").contains("pug_b.jpg"))
    }

    @Test("a session commits again after a commit, then again, and what it says of the manifest is what is on disk", arguments: [false, true])
    func commitsAgainAfterACommit(_ rewritesSecond: Bool) throws {
        let (sut, folder) = try makeSUT()
        let pictures = try ["pug_a", "pug_b", "pug_c"].enumerated().map { try (stage($1, in: sut), number: $0 + 1) }
        let numbered = pictures.map { NumberedPicture(temporaryName: $0.0.temporaryName, picture: $0.0.picture.numbered($0.number, inBreed: $0.number)) }
        try sut.commit([numbered[0]], manifest: .rewrite(Manifest(pictures: [numbered[0].picture])), rendered: [])
        let second: GallerySession.ManifestChange = rewritesSecond ? .rewrite(Manifest(pictures: numbered[...1].map(\.picture), generation: 2)) : .append(generation: 2)
        try sut.commit([numbered[1]], manifest: second, rendered: [])

        try sut.commit([numbered[2]], manifest: .append(generation: 3), rendered: [])

        let onDisk = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        #expect(onDisk.pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg", "images/pug_c.jpg"])
        #expect(onDisk.generation == 3)
        #expect(sut.outline == GalleryOutline(onDisk))
        #expect(sut.snapshot.committedLength == (try Data(contentsOf: folder.file("gallery/manifest.jsonl"))).count)
        #expect(sut.snapshot.identities.contains(Picture.identity(of: numbered[2].picture.source)))
        #expect(sut.takenStems.contains("pug_a") && sut.takenStems.contains("pug_c"))
        #expect(try sut.wholeManifest() == onDisk)
    }

    @Test("commit leaves the gallery as it was when a picture cannot be placed")
    func commitLeavesTheGalleryAsItWasWhenAPictureCannotBePlaced() throws {
        let (sut, folder) = try makeSUT()
        let old = try stage("pug_old", in: sut)
        try sut.commit(numbered([old]), manifest: .rewrite(Manifest(pictures: [old.picture])), rendered: [])
        let placeable = try stage("pug_a", in: sut)
        let vanished = StagedPicture(temporaryName: ".dogs-tmp-gone", picture: samplePicture("pug", "b"))
        let before = try snapshot(folder)

        #expect(throws: (any Error).self) { try sut.commit(numbered([placeable, vanished]), manifest: .rewrite(Manifest(pictures: [old.picture, placeable.picture, vanished.picture])), rendered: []) }

        #expect(try snapshot(folder).filter { !$0.key.contains(".dogs-tmp-") } == before.filter { !$0.key.contains(".dogs-tmp-") })
        #expect(folder.contents(of: "gallery/images") == ["pug_old.jpg"])
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "manifest.jsonl"])
    }

    @Test("commit fails on a write back error at the flush, and names nothing it could not make durable", arguments: [1, 40])
    func commitFailsOnAWriteBackErrorAtTheFlushAndNamesNothingItCouldNotMakeDurable(_ count: Int) throws {
        let folder = folders.make()
        var opener = GalleryOpener(root: folder.file("gallery"))
        do {
            let first = try opener.open()
            let old = try stage("pug_old", in: first)
            try first.commit(numbered([old]), manifest: .rewrite(Manifest(pictures: [old.picture])), rendered: [])
        }
        // A disk that lost a write reports it at the next flush of the file (EIO), and only there.
        opener.flushToDisk = { _ throws(Errno) in throw Errno(EIO) }
        let sut = try opener.open()
        let staged = try (0..<count).map { try stage("pug_a\($0)", in: sut) }
        let manifest = try Data(contentsOf: folder.file("gallery/manifest.jsonl"))

        let error = #expect(throws: GalleryError.self) {
            try sut.commit(
                staged.enumerated().map { NumberedPicture(temporaryName: $1.temporaryName, picture: $1.picture.numbered($0 + 2, inBreed: $0 + 2)) }, manifest: .append(generation: 2),
                rendered: [RenderedFile(name: "index.html", contents: "<p>new</p>")]
            )
        }

        #expect(error == .cannotWrite(path: folder.file("gallery/images/\(staged[0].temporaryName)").path, reason: "Input/output error"))
        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest, "no line names a picture")
        #expect(folder.contents(of: "gallery/images") == ["pug_old.jpg"], "nor does any name in images/")
        #expect(!folder.contents(of: "gallery").contains("index.html"), "nor a page")
    }

    @Test("commit refuses a rendered file it could not place, before changing anything")
    func commitRefusesARenderedFileItCouldNotPlaceBeforeChangingAnything() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery/index.html"), withIntermediateDirectories: true)
        try folder.write("in the way", to: "gallery/index.html/keep")
        let staged = try stage("pug_a", in: sut)

        let error = #expect(throws: GalleryError.self) {
            try sut.commit(numbered([staged]), manifest: .rewrite(Manifest(pictures: [staged.picture])),
                           rendered: [RenderedFile(name: "index.md", contents: "# Dogs"), RenderedFile(name: "index.html", contents: "<html>")])
        }

        #expect(error == .cannotWrite(path: folder.file("gallery/index.html").path, reason: "a folder is there"))
        #expect(try folder.read("gallery/index.html/keep") == "in the way")
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "index.html"], "no manifest, no index.md: nothing committed")
        #expect(folder.contents(of: "gallery/images") == [], "the picture is not placed")
    }

    @Test("commit deletes dropped pictures only while they are the files dogs recorded")
    func commitDeletesDroppedPicturesOnlyWhileTheyAreTheFilesDogsRecorded() throws {
        let (sut, folder) = try makeSUT()
        let old = try stage("pug_old", in: sut)
        let edited = try stage("pug_edited", in: sut)
        try sut.commit(numbered([old, edited]), manifest: .rewrite(Manifest(pictures: [old.picture, edited.picture])), rendered: [])
        try folder.write("the user's own version", to: "gallery/images/pug_edited.jpg")
        let new = try stage("pug_new", in: sut)

        try sut.commit(numbered([new]), manifest: .rewrite(Manifest(pictures: [new.picture])), dropping: .letGo([old.picture, edited.picture]), rendered: [])

        #expect(folder.contents(of: "gallery/images") == ["pug_edited.jpg", "pug_new.jpg"])
        #expect(try folder.read("gallery/images/pug_edited.jpg") == "the user's own version")
    }

    @Test("commit let go, keeps the pictures listed and their files, when a page that may show them could not be placed")
    func commitLetGoKeepsThePicturesListedAndTheirFilesWhenAPageThatMayShowThemCouldNotBePlaced() throws {
        let (sut, folder) = try makeSUT()
        let (old, kept) = (try stage("pug_old", in: sut), try stage("pug_kept", in: sut))
        try sut.commit(numbered([old, kept]), manifest: .rewrite(Manifest(pictures: [old.picture, kept.picture])), rendered: [])
        let new = try stage("pug_new", in: sut)
        let (newest, dropped) = Manifest(pictures: [old.picture, kept.picture, new.picture]).keepingNewest(2)
        // Free when it is checked, the user's by the time it is placed: after the commit point.
        let files = SabotagedFiles(files: [RenderedFile(name: "pages/1.html", contents: "\(PageMark.html)\n1"), RenderedFile(name: "index.md", contents: "new")]) {
            try? folder.write("the user's own page", to: "gallery/pages/1.html")
        }

        let problems = try sut.commit(numbered([new]), manifest: .rewrite(newest), dropping: .letGo(dropped), rendered: files)

        #expect(problems.count == 1)
        #expect(dropped.map(\.file) == [old.picture.file])
        #expect(folder.contents(of: "gallery/images") == ["pug_kept.jpg", "pug_new.jpg", "pug_old.jpg"])
        #expect(try GalleryOpener(root: folder.file("gallery")).loadSnapshot(keepingPictures: true).manifest?.pictures.map(\.file) == [old, kept, new].map(\.picture.file))
        #expect(try folder.read("gallery/pages/1.html") == "the user's own page")
    }

    @Test("commit removed, deletes the pictures, even when a page could not be placed")
    func commitRemovedDeletesThePicturesEvenWhenAPageCouldNotBePlaced() throws {
        let (sut, folder) = try makeSUT()
        let (old, kept) = (try stage("pug_old", in: sut), try stage("pug_kept", in: sut))
        try sut.commit(numbered([old, kept]), manifest: .rewrite(Manifest(pictures: [old.picture, kept.picture])), rendered: [])
        let files = SabotagedFiles(files: [RenderedFile(name: "pages/1.html", contents: "\(PageMark.html)\n1"), RenderedFile(name: "index.md", contents: "new")]) {
            try? folder.write("the user's own page", to: "gallery/pages/1.html")
        }

        let problems = try sut.commit([], manifest: .rewrite(Manifest(pictures: [kept.picture])), dropping: .removed([old.picture]), rendered: files)

        #expect(problems.count == 1)
        #expect(folder.contents(of: "gallery/images") == ["pug_kept.jpg"])
        #expect(try GalleryOpener(root: folder.file("gallery")).loadSnapshot(keepingPictures: true).manifest?.pictures.map(\.file) == [kept.picture.file])
    }

    @Test("commit never appends through a manifest with another name, as a backup made with hard links has it")
    func commitNeverAppendsThroughAManifestWithAnotherNameAsABackupMadeWithHardLinksHasIt() throws {
        let folder = folders.make()
        let manifest: Manifest
        let first: StagedPicture
        do {
            let earlier = try GalleryOpener(root: folder.file("gallery")).open()
            first = try stage("pug_first", in: earlier)
            manifest = Manifest(pictures: [first.picture])
            try earlier.commit(numbered([first]), manifest: .rewrite(manifest), rendered: [])
        }
        try FileManager.default.createDirectory(at: folder.file("backup"), withIntermediateDirectories: false)
        try FileManager.default.linkItem(at: folder.file("gallery/manifest.jsonl"), to: folder.file("backup/manifest.jsonl"))
        let backup = try folder.read("backup/manifest.jsonl")
        let later = try GalleryOpener(root: folder.file("gallery")).open()
        let next = try stage("pug_next", in: later)
        var outline = GalleryOutline(manifest)

        try later.commit(outline.number([next]), manifest: .append(generation: 2), rendered: [])

        #expect(try folder.read("backup/manifest.jsonl") == backup)
        #expect(try folder.read("gallery/manifest.jsonl").hasPrefix(backup))
        #expect(try GalleryOpener(root: folder.file("gallery")).loadSnapshot(keepingPictures: true).manifest?.pictures.map(\.file) == [first, next].map(\.picture.file))
        var status = stat()
        #expect(stat(folder.file("gallery/manifest.jsonl").path, &status) == 0 && status.st_nlink == 1, "the gallery's manifest has one name again, so later runs append")
    }

    @Test("restore replaces only the damaged file it checked, never one swapped into its name")
    func restoreReplacesOnlyTheDamagedFileItCheckedNeverOneSwappedIntoItsName() throws {
        let (sut, folder) = try makeSUT()
        let user = Data("the user's own file".utf8)
        var restored = 0, racedRounds = 0
        for round in 0..<Self.raceRounds {
            let picture = try stage("pug_r\(round)", in: sut)
            let name = GalleryLayout.imageName(of: picture.picture.file)
            // Cut short: the start of the picture dogs saved.
            try folder.write("picture", to: "gallery/images/\(name)")
            try user.write(to: folder.file("gallery/images/user-\(round).jpg"))
            guard case let .file(damaged)? = try sut.images.entry(name) else { Issue.record("no damaged file"); return }

            let swapper = NameSwapper(folder.file("gallery/images/\(name)").path, folder.file("gallery/images/user-\(round).jpg").path, pausing: RacePace.pause(forRound: round))
            swapper.waitForSwaps()
            let before = swapper.swapsMade
            let restoration = sut.restore(picture, replacing: damaged)
            if swapper.swapsMade > before { racedRounds += 1 }
            swapper.stop()

            let left = [name, "user-\(round).jpg"].compactMap { try? Data(contentsOf: folder.file("gallery/images/\($0)")) }
            #expect(left.filter { $0 == user }.count == 1, "round \(round): the user's file is kept")
            if restoration == .placed {
                restored += 1
                #expect(Set(left) == [user, Data("picture pug_r\(round)".utf8)], "round \(round): what was replaced is the damaged file")
            } else {
                #expect(Set(left) == [user, Data("picture".utf8)], "round \(round): nothing was replaced: \(restoration)")
            }
            for file in [name, "user-\(round).jpg"] { try? FileManager.default.removeItem(at: folder.file("gallery/images/\(file)")) }
        }
        #expect(restored > 0, "some repairs got through the swaps")
        #expect(racedRounds > 0, "in some rounds a swap landed while the repair was under way")
        #expect(!(folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") }), "nothing is left aside")
    }

    @Test("commit never deletes through a link or a folder")
    func commitNeverDeletesThroughALinkOrAFolder() throws {
        let (sut, folder) = try makeSUT()
        let linked = try stage("pug_linked", in: sut)
        let foldered = try stage("pug_foldered", in: sut)
        try sut.commit(numbered([linked, foldered]), manifest: .rewrite(Manifest(pictures: [linked.picture, foldered.picture])), rendered: [])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_linked.jpg"))
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_foldered.jpg"))
        try folder.write("picture pug_linked", to: "outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/pug_linked.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        try FileManager.default.createDirectory(at: folder.file("gallery/images/pug_foldered.jpg"), withIntermediateDirectories: true)
        try folder.write("kept", to: "gallery/images/pug_foldered.jpg/inside")

        try sut.commit([], manifest: .rewrite(Manifest()), dropping: .removed([linked.picture, foldered.picture]), rendered: [])

        #expect(try folder.read("outside.jpg") == "picture pug_linked")
        #expect(try folder.read("gallery/images/pug_foldered.jpg/inside") == "kept")
    }

    @Test("commit delivers lock lost and changes nothing when the lock file was replaced")
    func commitDeliversLockLostAndChangesNothingWhenTheLockFileWasReplaced() throws {
        let (sut, folder) = try makeSUT()
        let staged = try stage("pug_a", in: sut)
        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))
        let otherRun = try GalleryOpener(root: folder.file("gallery")).open()

        do {
            let error = #expect(throws: (any Error).self) { try sut.commit(numbered([staged]), manifest: .rewrite(Manifest(pictures: [staged.picture])), rendered: []) }
            #expect(error as? GalleryError == .lockLost(path: folder.file("gallery/.dogs.lock").path))
        }
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images"])
        #expect(folder.contents(of: "gallery/images") == [])
        withExtendedLifetime(otherRun) {}
    }

    @Test("commit gives a new picture the mode of the newest picture")
    func commitGivesANewPictureTheModeOfTheNewestPicture() throws {
        let folder = folders.make()
        let earlier = try { () throws -> [StagedPicture] in
            let earlierRun = try GalleryOpener(root: folder.file("gallery")).open()
            let staged = [try stage("pug_a", in: earlierRun), try stage("pug_c", in: earlierRun)]
            try earlierRun.commit(numbered(staged), manifest: .rewrite(Manifest(pictures: staged.map(\.picture))), rendered: [])
            return staged
        }()
        // Neither mode is what the default umask gives a new file.
        try setPermissions(0o600, folder.file("gallery/images/pug_a.jpg"))
        try setPermissions(0o640, folder.file("gallery/images/pug_c.jpg"))

        let session = try GalleryOpener(root: folder.file("gallery")).open()
        let added = try stage("pug_b", in: session)
        try session.commit(numbered([added]), manifest: .rewrite(Manifest(pictures: earlier.map(\.picture) + [added.picture])), rendered: [])

        #expect(try permissions(folder.file("gallery/images/pug_b.jpg")) == 0o640)
    }

    @Test("restore puts a picture on a free name, or in place of the damaged file, never of a link or a folder")
    func restorePutsAPictureOnAFreeNameOrInPlaceOfTheDamagedFileNeverOfALinkOrAFolder() throws {
        let (sut, folder) = try makeSUT()
        let staged = try ["pug_a", "pug_b", "pug_c", "pug_d", "pug_e"].map { try stage($0, in: sut) }
        try folder.write("picture pug_X", to: "gallery/images/pug_b.jpg")
        try folder.write("appeared meanwhile", to: "gallery/images/pug_c.jpg")
        try folder.write("outside", to: "outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/pug_d.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        try FileManager.default.createDirectory(at: folder.file("gallery/images/pug_e.jpg"), withIntermediateDirectories: false)

        guard case let .file(damaged)? = try sut.images.entry("pug_b.jpg") else { Issue.record("no damaged file"); return }

        let restorations = [(0, nil), (1, damaged), (2, nil), (3, damaged), (4, damaged)].map { sut.restore(staged[$0], replacing: $1) }

        #expect(restorations.map { $0 == .placed } == [true, true, false, false, false])
        #expect(try folder.read("gallery/images/pug_a.jpg") == "picture pug_a")
        #expect(try folder.read("gallery/images/pug_b.jpg") == "picture pug_b")
        #expect(try folder.read("gallery/images/pug_c.jpg") == "appeared meanwhile", "a free name that was taken meanwhile is not taken over")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/images/pug_d.jpg").path) == folder.file("outside.jpg").path)
        #expect(try folder.read("outside.jpg") == "outside")
        #expect(folder.contents(of: "gallery/images/pug_e.jpg") == [])
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg", "pug_b.jpg", "pug_c.jpg", "pug_d.jpg", "pug_e.jpg"], "no temporary file is left")
    }

    @Test("restore replaces only the picture dogs saved, gone bad or cut short, keeping anything else beside it", arguments: [("the user's own photo", false), ("picture pug_X", true), ("pic", true), ("", true), ("picturX", false)])
    func restoreReplacesOnlyThePictureDogsSavedGoneBadOrCutShortKeepingAnythingElseBesideIt(_ found: String, _ isDogs: Bool) throws {
        let (sut, folder) = try makeSUT()
        let picture = try stage("pug_a", in: sut)
        try folder.write("an earlier keep", to: "gallery/images/pug_a.jpg.~1~")
        try folder.write(found, to: "gallery/images/pug_a.jpg")
        guard case let .file(damaged)? = try sut.images.entry("pug_a.jpg") else { Issue.record("no damaged file"); return }

        let restoration = sut.restore(picture, replacing: damaged)

        #expect(restoration == (isDogs ? .placed : .placedKeeping("images/pug_a.jpg.~2~")))
        #expect(try folder.read("gallery/images/pug_a.jpg") == "picture pug_a")
        #expect(try folder.read("gallery/images/pug_a.jpg.~1~") == "an earlier keep")
        #expect((try? folder.read("gallery/images/pug_a.jpg.~2~")) == (isDogs ? nil : found))
        #expect(!(folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") }))
    }

    @Test("lock is no longer in place once its file is removed")
    func lockIsNoLongerInPlaceOnceItsFileIsRemoved() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        let lock = try GalleryLock(in: Folder(opening: folder.file("gallery").path))
        #expect(lock.isStillInPlace)

        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))

        #expect(!lock.isStillInPlace)
    }

    @Test("commit gives rewritten files the mode of the files they replace, and new pictures the gallerys mode")
    func commitGivesRewrittenFilesTheModeOfTheFilesTheyReplaceAndNewPicturesTheGallerysMode() throws {
        let folder = folders.make()
        try {
            let earlierRun = try GalleryOpener(root: folder.file("gallery")).open()
            let first = try stage("pug_a", in: earlierRun)
            try earlierRun.commit(numbered([first]), manifest: .rewrite(Manifest(pictures: [first.picture])), rendered: [RenderedFile(name: "index.html", contents: "1")])
        }()
        // Modes no umask gives a new file (others may read, the group may not): only copied, they
        // could be there. Tests run in parallel, so none changes the process's umask.
        for name in ["manifest.jsonl", "index.html", "images/pug_a.jpg"] { try setPermissions(0o604, folder.file("gallery/\(name)")) }
        try setPermissions(0o640, folder.file("gallery/index.html"))

        let session = try GalleryOpener(root: folder.file("gallery")).open()
        let second = try stage("pug_b", in: session)
        try session.commit([NumberedPicture(temporaryName: second.temporaryName, picture: second.picture.numbered(2, inBreed: 2))], manifest: .append(generation: 2),
                           rendered: [RenderedFile(name: "index.html", contents: "2"), RenderedFile(name: "feed.xml", contents: "<feed/>")])

        #expect(try permissions(folder.file("gallery/manifest.jsonl")) == 0o604)
        #expect(try permissions(folder.file("gallery/index.html")) == 0o640)
        #expect(try permissions(folder.file("gallery/feed.xml")) == 0o604, "a new page takes the manifest's mode")
        #expect(try permissions(folder.file("gallery/images/pug_b.jpg")) == 0o604)
    }

    @Test("is stale when a front file is missing or carries another generation than the manifest")
    func isStaleWhenAFrontFileIsMissingOrCarriesAnotherGenerationThanTheManifest() throws {
        let folder = folders.make()
        // Each run opens the gallery afresh and lets go of its lock when done.
        func isStale() throws -> Bool { try !GalleryOpener(root: folder.file("gallery")).open().pagesInStep }
        #expect(!(try isStale()), "no manifest, nothing to be stale against")
        try {
            let manifest = Manifest(generation: 1)
            try GalleryOpener(root: folder.file("gallery")).open().commit([], manifest: .rewrite(manifest), rendered: GalleryIndexes.all(manifest))
        }()
        #expect(!(try isStale()))

        try folder.write(HTMLIndex.front(GalleryOutline(Manifest(generation: 2))), to: "gallery/index.html")
        #expect(try isStale())

        try FileManager.default.removeItem(at: folder.file("gallery/index.html"))
        #expect(try isStale())
    }

    @Test("outline is the outline of the whole manifest it read")
    func outlineIsTheOutlineOfTheWholeManifestItRead() throws {
        let folder = folders.make()
        let breeds = ["pug", "komondor", "hound-afghan"]
        let manifest = Manifest(pictures: (0..<7).map { samplePicture(breeds[$0 % 3], "p\($0)", minute: $0) }, pageSize: 2, generation: 3)
        try GalleryOpener(root: folder.file("gallery")).open().commit([], manifest: .rewrite(manifest), rendered: GalleryIndexes.all(manifest))
        for picture in manifest.pictures { try folder.write("", to: "gallery/\(picture.file)") }

        let session = try GalleryOpener(root: folder.file("gallery")).open(creatingIfMissing: false, keepingPictures: true)

        #expect(session.outline == GalleryOutline(try session.wholeManifest()))
        #expect(session.outline.count == 7)
    }

    @Test("refresh rewrites rendered files that differ from their contents")
    func refreshRewritesRenderedFilesThatDifferFromTheirContents() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("stale", to: "gallery/index.md")

        try sut.refresh([RenderedFile(name: "index.md", contents: "# Dogs"), RenderedFile(name: "index.html", contents: "<html>")])

        #expect(try folder.read("gallery/index.md") == "# Dogs")
        #expect(try folder.read("gallery/index.html") == "<html>")
        #expect(!(folder.contents(of: "gallery").contains { $0.hasPrefix(".dogs-tmp-") }))
    }

    @Test("refresh of files that name no page makes no pages folder")
    func refreshOfFilesThatNameNoPageMakesNoPagesFolder() throws {
        let (sut, folder) = try makeSUT()

        try sut.refresh([RenderedFile(name: "index.md", contents: "# Dogs"), RenderedFile(name: "index.html", contents: "<html>")])

        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "index.html", "index.md"])
    }

    @Test("commit refuses a page not its to replace, before changing anything")
    func commitRefusesAPageNotItsToReplaceBeforeChangingAnything() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery/pages"), withIntermediateDirectories: true)
        try folder.write("<p>my own page</p>", to: "gallery/pages/1.html")
        try folder.write("# my notes", to: "gallery/pages/2.md")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/pages/3.html").path, withDestinationPath: folder.file("target").path)
        try folder.write("\(PageMark.html)\nold", to: "gallery/pages/4.html")
        try folder.write("\(PageMark.markdown)\nold", to: "gallery/pages/5.md")
        let pages: [(name: String, reason: String)] = [("1.html", "a file dogs did not make is there"), ("3.html", "a symbolic link is there")]

        for page in pages {
            let error = #expect(throws: GalleryError.self) {
                try sut.commit([], manifest: .rewrite(Manifest()), rendered: [
                    RenderedFile(name: "pages/4.html", contents: "\(PageMark.html)\nnew"),
                    RenderedFile(name: "pages/\(page.name)", contents: "\(PageMark.html)\nnew"),
                    RenderedFile(name: "index.html", contents: "<html>"),
                ], deletingPages: ["2.md", "5.md"])
            }

            #expect(error == .cannotWrite(path: folder.file("gallery/pages/\(page.name)").path, reason: page.reason))
        }
        #expect(try folder.read("gallery/pages/1.html") == "<p>my own page</p>")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/pages/3.html").path) == folder.file("target").path)
        #expect(!FileManager.default.fileExists(atPath: folder.file("target").path))
        #expect(try folder.read("gallery/pages/4.html") == "\(PageMark.html)\nold")
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "pages"], "nothing committed")
        #expect(folder.contents(of: "gallery/pages") == ["1.html", "2.md", "3.html", "4.html", "5.md"], "nothing deleted")
    }

    @Test("commit deletes the stale pages dogs made and no others")
    func commitDeletesTheStalePagesDogsMadeAndNoOthers() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery/pages"), withIntermediateDirectories: true)
        try folder.write("# my notes", to: "gallery/pages/2.md")
        try folder.write("\(PageMark.markdown)\nold", to: "gallery/pages/5.md")

        _ = try sut.commit([], manifest: .rewrite(Manifest()), rendered: [], deletingPages: ["2.md", "5.md"])

        #expect(folder.contents(of: "gallery/pages") == ["2.md"])
    }

    @Test("refresh replaces and deletes only pages dogs made")
    func refreshReplacesAndDeletesOnlyPagesDogsMade() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery/pages"), withIntermediateDirectories: true)
        try folder.write("<p>my own page</p>", to: "gallery/pages/1.html")
        try folder.write("# my notes", to: "gallery/pages/2.md")
        try folder.write("\(PageMark.markdown)\nold", to: "gallery/pages/5.md")

        do {
            let error = #expect(throws: (any Error).self) { try sut.refresh([RenderedFile(name: "pages/1.html", contents: "\(PageMark.html)\nnew"), RenderedFile(name: "index.html", contents: "<html>")]) }
            #expect(error as? GalleryError == .cannotWrite(path: folder.file("gallery/pages/1.html").path, reason: "a file dogs did not make is there"))
        }
        #expect(try folder.read("gallery/pages/1.html") == "<p>my own page</p>")
        #expect(!folder.contents(of: "gallery").contains("index.html"))

        try sut.refresh([RenderedFile(name: "index.html", contents: "<html>")])
        #expect(folder.contents(of: "gallery/pages") == ["1.html", "2.md"], "only dogs' stale page is deleted")
    }

    @Test("commit places a new page only while its name is free, never over a page put there meanwhile")
    func commitPlacesANewPageOnlyWhileItsNameIsFreeNeverOverAPagePutThereMeanwhile() throws {
        let (sut, folder) = try makeSUT()
        let manifest = Manifest(pictures: [])
        try sut.commit([], manifest: .rewrite(manifest), rendered: [RenderedFile(name: "pages/1.html", contents: "\(PageMark.html)\n1")])
        let page = folder.file("gallery/pages/9.html").path, users = folder.file("users-page.html").path
        try folder.write("the user's own page", to: "users-page.html")
        var placed = 0, racedRounds = 0
        for round in 0..<Self.raceRounds {
            let racer = PageRacer(linking: users, to: page, pausing: RacePace.pause(forRound: round))
            racer.waitForLinks()
            let before = racer.linksMade
            // Refused before the commit when the link is there to see, or by placing when it comes after.
            let problems = (try? sut.commit([], manifest: .rewrite(manifest), rendered: [RenderedFile(name: "pages/9.html", contents: "\(PageMark.html)\n\(round)")])) ?? [.busy(path: "refused")]
            if racer.linksMade > before { racedRounds += 1 }
            let replaced = racer.stop()

            #expect(replaced == 0, "round \(round): a page put at the name was replaced")
            if problems.isEmpty {
                placed += 1
                // Placed over the other page, it would be taken away with that page's link.
                #expect((try? folder.read("gallery/pages/9.html")) == "\(PageMark.html)\n\(round)", "round \(round)")
            }
            try? FileManager.default.removeItem(atPath: page)
        }
        #expect(placed > 0, "some pages got through the race")
        #expect(racedRounds > 0, "in some rounds the other page came or went while the commit was under way")
        #expect(try folder.read("users-page.html") == "the user's own page")
    }

    // MARK: - Files dogs did not make

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

    // MARK: - Ending at once

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

    // MARK: - Helpers

    /// Enough rounds of a race that a check followed by an act on a name loses some of them.
    private static let raceRounds = 150

    private func makeSUT() throws -> (sut: GallerySession, folder: TemporaryDirectory) {
        let folder = folders.make()
        return (try GalleryOpener(root: folder.file("gallery")).open(), folder)
    }

    private func stage(_ stem: String, in session: GallerySession) throws -> StagedPicture {
        let file = try session.makeTemporaryFile()
        let contents = Data("picture \(stem)".utf8)
        try file.handle.write(contentsOf: contents)
        try file.handle.close()
        let parts = stem.split(separator: "_").map(String.init)
        let sample = samplePicture(parts[0], parts[1])
        let picture = Picture(source: sample.source, breed: sample.breed, subBreed: nil, file: sample.file,
                              bytes: contents.count, sha256: SHA256.hex(of: contents), added: sample.added)
        return StagedPicture(temporaryName: file.name, picture: picture)
    }

    /// Staged pictures as a commit takes them, for a commit that rewrites the manifest: the numbers
    /// are the rewritten manifest's.
    private func numbered(_ staged: [StagedPicture]) -> [NumberedPicture] {
        staged.map { NumberedPicture(temporaryName: $0.temporaryName, picture: $0.picture) }
    }

    private func setPermissions(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
}

/// Someone else putting a page at a name, again and again: hard-links their file there when the
/// name is free, checks it is still theirs, takes the link away again and rests `pause`
/// microseconds. Counts the times their link was found replaced.
private final class PageRacer: Sendable {
    private let running = Atomic<Bool>(true)
    private let links = Atomic<Int>(0)
    private let replaced = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)
    private let paced: Bool

    init(linking file: String, to name: String, pausing pause: UInt32) {
        paced = pause > 0
        Thread.detachNewThread { [self] in
            var original = stat()
            stat(file, &original)
            while running.load(ordering: .relaxed) {
                defer { if pause > 0 { usleep(pause) } }
                guard link(file, name) == 0 else { continue }
                links.add(1, ordering: .relaxed)
                var now = stat()
                if lstat(name, &now) == 0, now.st_ino != original.st_ino { replaced.add(1, ordering: .relaxed) }
                if now.st_ino == original.st_ino { unlink(name) }
            }
            finished.signal()
        }
    }

    /// The links made so far: read before and after a step, they tell whether any landed while it ran.
    var linksMade: Int { links.load(ordering: .relaxed) }

    /// Returns once the racer is under way (16 links made, or 2 when it rests between them).
    func waitForLinks() {
        let count = paced ? 2 : 16
        while links.load(ordering: .relaxed) < count { sched_yield() }
    }

    /// Stops, and gives how often the link was found replaced.
    func stop() -> Int {
        running.store(false, ordering: .relaxed)
        finished.wait()
        return replaced.load(ordering: .relaxed)
    }
}

/// Rendered files that, once the first has been taken (and checked), let `sabotage` act: so that
/// placing it fails after the commit point, as only a change made meanwhile can make it.
private struct SabotagedFiles: RenderedFileSequence {
    let files: [RenderedFile]
    let sabotage: () -> Void

    var names: [String] { files.map(\.name) }

    func makeIterator() -> AnyIterator<RenderedFile> {
        var index = 0
        return AnyIterator {
            defer { index += 1 }
            if index == 1 { sabotage() }
            return index < files.count ? files[index] : nil
        }
    }
}
