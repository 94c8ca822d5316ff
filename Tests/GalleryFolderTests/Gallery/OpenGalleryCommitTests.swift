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

/// The journaled commit of an opened gallery: pictures, manifest and rendered files placed together, or nothing.
final class OpenGalleryCommitTests: OpenGalleryTesting {
    let folders = TemporaryFolders()
    let leaks = LeakTracker()

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

    @Test("an opened gallery commits again after a commit, then again, and what it says of the manifest is what is on disk", arguments: [false, true])
    func anOpenedGalleryCommitsAgainAfterACommitThenAgainAndWhatItSaysOfTheManifestIsWhatIsOnDisk(_ rewritesSecond: Bool) throws {
        let (sut, folder) = try makeSUT()
        let pictures = try ["pug_a", "pug_b", "pug_c"].enumerated().map { try (stage($1, in: sut), number: $0 + 1) }
        let numbered = pictures.map { NumberedPicture(temporaryName: $0.0.temporaryName, picture: $0.0.picture.numbered($0.number, inBreed: $0.number)) }
        try sut.commit([numbered[0]], manifest: .rewrite(Manifest(pictures: [numbered[0].picture])), rendered: [])
        let second: OpenGallery.ManifestChange = rewritesSecond ? .rewrite(Manifest(pictures: numbered[...1].map(\.picture), generation: 2)) : .append(generation: 2)
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

        let gallery = try GalleryOpener(root: folder.file("gallery")).open()
        let added = try stage("pug_b", in: gallery)
        try gallery.commit(numbered([added]), manifest: .rewrite(Manifest(pictures: earlier.map(\.picture) + [added.picture])), rendered: [])

        #expect(try permissions(folder.file("gallery/images/pug_b.jpg")) == 0o640)
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

        let gallery = try GalleryOpener(root: folder.file("gallery")).open()
        let second = try stage("pug_b", in: gallery)
        try gallery.commit([NumberedPicture(temporaryName: second.temporaryName, picture: second.picture.numbered(2, inBreed: 2))], manifest: .append(generation: 2),
                           rendered: [RenderedFile(name: "index.html", contents: "2"), RenderedFile(name: "feed.xml", contents: "<feed/>")])

        #expect(try permissions(folder.file("gallery/manifest.jsonl")) == 0o604)
        #expect(try permissions(folder.file("gallery/index.html")) == 0o640)
        #expect(try permissions(folder.file("gallery/feed.xml")) == 0o604, "a new page takes the manifest's mode")
        #expect(try permissions(folder.file("gallery/images/pug_b.jpg")) == 0o604)
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
