@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery clears what a run cut short left, on no word but dogs' own, and upgrades an earlier manifest once.
final class GalleryOpenerRecoveryTests: GalleryOpenerTesting {
    let folders = TemporaryFolders()

    @Test("open clears temporary files but never folders or links of that name")
    func openClearsTemporaryFilesButNeverFoldersOrLinksOfThatName() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try write(["images/.dogs-tmp-9-1", ".dogs-tmp-9-2", "images/.dogs-tmp-9-3/inside", "target"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/.dogs-tmp-9-4").path, withDestinationPath: folder.file("gallery/target").path)

        _ = try sut.open()

        #expect(folder.contents(of: "gallery/images") == [".dogs-tmp-9-3", ".dogs-tmp-9-4"])
        #expect(folder.contents(of: "gallery/images/.dogs-tmp-9-3") == ["inside"])
        #expect(try folder.read("gallery/target") == "target")
    }

    @Test("open leaves files dogs did not make and names them")
    func openLeavesFilesDogsDidNotMakeAndNamesThem() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest(pictures: [samplePicture("pug", "a")])), rendered: [])
        try write(["images/pug_a.jpg", "images/logo.png", "images/photos/holiday.jpg", "images/pug_orphan.jpg"], in: folder)

        let gallery = try sut.open()

        #expect(gallery.foreignFiles == ["logo.png", "photos", "pug_orphan.jpg"])
        #expect(folder.contents(of: "gallery/images") == ["logo.png", "photos", "pug_a.jpg", "pug_orphan.jpg"])
        #expect(["pug_a", "logo", "pug_orphan"].allSatisfy(gallery.takenStems.contains))
        #expect(!gallery.takenStems.contains("pug_b"))
    }

    @Test("open removes what a killed commit renamed in unrecorded, only while its bytes are the journals, and names it")
    func openRemovesWhatAKilledCommitRenamedInUnrecordedOnlyWhileItsBytesAreTheJournalsAndNamesIt() throws {
        let notes = NoteSpy()
        let (sut, folder) = makeSUT(note: notes.record)
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try stopAfterJournal([("pug_b", "renamed in, never recorded"), ("pug_c", "as journaled")], of: sut)
        try folder.write("renamed in, never recorded", to: "gallery/images/pug_b.jpg")
        try folder.write("changed since", to: "gallery/images/pug_c.jpg")

        let gallery = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["pug_c.jpg"])
        #expect(gallery.foreignFiles == ["pug_c.jpg"])
        #expect(gallery.removedLeftovers == ["images/pug_b.jpg"])
        #expect(notes.lines == ["note: deleted 'images/pug_b.jpg', which a stopped run of dogs had saved but not recorded"])
        #expect(!folder.contents(of: "gallery").contains(".dogs-journal"))
        #expect(try Data(contentsOf: folder.file("gallery/.dogs.lock")) == Data(), "the run's mark is cleared")
    }

    @Test("open trusts no journal that is not dogs")
    func openTrustsNoJournalThatIsNotDogs() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try folder.write("mine", to: "gallery/images/mine.jpg")
        let tampered = #"{"entries": [{"file": "images/../mine.jpg", "bytes": 4, "sha256": "\#(SHA256.hex(of: Data("mine".utf8)))"}]}"#
        try folder.write(tampered, to: "gallery/.dogs-journal")

        let gallery = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["mine.jpg"])
        #expect(gallery.foreignFiles == ["mine.jpg"])
    }

    @Test("open deletes nothing on the word of a journal made by hand, even one shaped like dogs")
    func openDeletesNothingOnTheWordOfAJournalMadeByHandEvenOneShapedLikeDogs() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try folder.write("holiday", to: "gallery/images/holiday.jpg")
        let entry = GalleryJournal.Entry(file: "images/holiday.jpg", bytes: 7, sha256: SHA256.hex(of: Data("holiday".utf8)))
        let folderIdentity = try #require(Folder(opening: folder.file("gallery").path).identity)
        let journals = [
            #"{"entries": [{"file": "images/holiday.jpg", "bytes": 7, "sha256": "\#(entry.sha256)"}]}"#,
            String(decoding: GalleryJournal([], run: GalleryJournal.newRun(), folder: folderIdentity).encoded(), as: UTF8.self)
                .replacingOccurrences(of: "[]", with: #"[{"bytes":7,"file":"images/holiday.jpg","sha256":"\#(entry.sha256)"}]"#),
        ]

        for journal in journals {
            try folder.write(journal, to: "gallery/.dogs-journal")
            let gallery = try sut.open()

            #expect(folder.contents(of: "gallery/images") == ["holiday.jpg"], "\(journal)")
            #expect(gallery.foreignFiles == ["holiday.jpg"])
            #expect(gallery.removedLeftovers == [])
        }
    }

    @Test("open deletes nothing on the word of a journal copied along with its gallery")
    func openDeletesNothingOnTheWordOfAJournalCopiedAlongWithItsGallery() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try stopAfterJournal([("pug_b", "renamed in, never recorded")], of: sut)
        try folder.write("renamed in, never recorded", to: "gallery/images/pug_b.jpg")
        try FileManager.default.copyItem(at: folder.file("gallery"), to: folder.file("copy"))

        let copy = try GalleryOpener(root: folder.file("copy")).open()

        #expect(folder.contents(of: "copy/images") == ["pug_b.jpg"])
        #expect(copy.foreignFiles == ["pug_b.jpg"])
        #expect(copy.removedLeftovers == [])
    }

    @Test("open deletes nothing on the word of a journal from a run that finished")
    func openDeletesNothingOnTheWordOfAJournalFromARunThatFinished() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try stopAfterJournal([("pug_b", "renamed in, never recorded")], of: sut)
        let journal = try Data(contentsOf: folder.file("gallery/.dogs-journal"))
        _ = try sut.open()
        try journal.write(to: folder.file("gallery/.dogs-journal"))
        try folder.write("renamed in, never recorded", to: "gallery/images/pug_b.jpg")

        let gallery = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["pug_b.jpg"])
        #expect(gallery.foreignFiles == ["pug_b.jpg"])
    }

    @Test("load snapshot reads without writing anything")
    func loadSnapshotReadsWithoutWritingAnything() throws {
        let (sut, folder) = makeSUT()

        #expect(try sut.loadSnapshot().outline.count == 0)
        #expect(folder.contents() == [])
    }

    @Test("open upgrades a manifest JSON to manifest JSONL once, saying so")
    func openUpgradesAManifestJSONToManifestJSONLOnceSayingSo() throws {
        let folder = folders.make()
        let notes = NoteSpy()
        let sut = GalleryOpener(root: folder.file("gallery"), note: notes.record)
        try writeManifest([entry(file: "images/pug_a.jpg"), entry(file: "images/pug_b.jpg", source: "https://images.dog.ceo/breeds/pug/b.jpg")], in: folder)
        try write(["images/pug_a.jpg", "images/pug_b.jpg"], in: folder)

        #expect(try sut.open().snapshot.outline.count == 2)
        _ = try sut.open()

        let upgraded = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
        #expect(upgraded.pictures.map(\.file) == ["images/pug_a.jpg", "images/pug_b.jpg"])
        #expect(upgraded.pictures.map(\.number) == [1, 2])
        #expect(upgraded.pictures.map(\.breedNumber) == [1, 2])
        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "manifest.jsonl"])
        #expect(notes.lines == ["note: upgraded \(folder.file("gallery/manifest.json").path) (2 pictures) to manifest.jsonl, which earlier versions of dogs cannot read"])
    }

    @Test("open removes a manifest JSON an upgrade left behind, but no other manifest JSON")
    func openRemovesAManifestJSONAnUpgradeLeftBehindButNoOtherManifestJSON() throws {
        let (sut, folder) = makeSUT()
        try writeManifest([entry(file: "images/pug_a.jpg")], in: folder)
        try write(["images/pug_a.jpg"], in: folder)
        let legacy = try Data(contentsOf: folder.file("gallery/manifest.json"))
        _ = try sut.open()
        let others: [(name: String, data: Data)] = [
            ("another dogs manifest", try legacyManifest([entry(file: "images/pug_b.jpg")])),
            ("someone's JSON", Data(#"{"name": "my site"}"#.utf8)),
            ("not JSON", Data("notes".utf8)),
        ]
        for other in others {
            try other.data.write(to: folder.file("gallery/manifest.json"))
            _ = try sut.open()
            #expect(try Data(contentsOf: folder.file("gallery/manifest.json")) == other.data, "\(other.name)")
        }

        try legacy.write(to: folder.file("gallery/manifest.json"))
        _ = try sut.open()

        #expect(folder.contents(of: "gallery") == [".dogs.lock", "images", "manifest.jsonl"], "the upgrade is finished")
        #expect(try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl"))).pictures.map(\.file) == ["images/pug_a.jpg"])
    }
}
