@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery: what dogs accepts as its own, what it refuses, and what it clears.
final class GalleryOpenerTests {
    private let folders = TemporaryFolders()

    @Test("open creates the gallery its images folder and a private lock")
    func openCreatesTheGalleryItsImagesFolderAndAPrivateLock() throws {
        let (sut, folder) = makeSUT(path: "new/gallery")

        let session = try sut.open()

        #expect(folder.contents(of: "new/gallery") == [".dogs.lock", "images"])
        #expect(try permissions(folder.file("new/gallery/.dogs.lock")) == 0o600)
        #expect(session.snapshot.outline.count == 0)
    }

    @Test("open refuses to start a gallery inside another, and makes nothing")
    func openRefusesToStartAGalleryInsideAnotherAndMakesNothing() throws {
        let folder = folders.make()
        try GalleryOpener(root: folder.file("outer")).open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        let before = folder.contents(of: "outer")

        for inner in ["outer/inner", "outer/images/more", "outer/pages/deeper/still"] {
            do {
                let error = #expect(throws: (any Error).self, "\(inner)") { try GalleryOpener(root: folder.file(inner)).open() }
                #expect(error as? GalleryError == .insideGallery(path: folder.file(inner).standardizedFileURL.path, gallery: folder.file("outer").path))
            }
        }
        #expect(folder.contents(of: "outer") == before)
        #expect(folder.contents(of: "outer/images") == [])
        #expect(throws: Never.self) { try GalleryOpener(root: folder.file("outer")).open() }
    }

    @Test("init takes a page size a manifest allows, and the standard size for any other")
    func initTakesAPageSizeAManifestAllowsAndTheStandardSizeForAnyOther() {
        let sizes: [(asked: Int?, taken: Int)] = [(nil, 100), (1, 1), (7, 7), (10_000, 10_000), (0, 100), (-3, 100), (10_001, 100)]

        #expect(sizes.map { GalleryOpener(root: URL(fileURLWithPath: "/g"), pageSize: $0.asked).pageSize } == sizes.map(\.taken))
    }

    @Test("open delivers cannot create when a file stands in the folders place")
    func openDeliversCannotCreateWhenAFileStandsInTheFoldersPlace() throws {
        let (sut, folder) = makeSUT(path: "taken")
        try folder.write("not a folder", to: "taken")

        do {
            let error = #expect(throws: (any Error).self) { try sut.open() }
            #expect(error as? GalleryError == .cannotCreate(path: sut.root.path, reason: "it is a file, not a folder"))
        }
        #expect(try folder.read("taken") == "not a folder")
    }

    @Test("open delivers the systems cause when the path cannot lead to a folder, and makes nothing")
    func openDeliversTheSystemsCauseWhenThePathCannotLeadToAFolderAndMakesNothing() throws {
        let (sut, folder) = makeSUT(path: "notes.txt/gallery")
        try folder.write("mine", to: "notes.txt")

        do {
            let error = #expect(throws: (any Error).self) { try sut.open() }
            #expect(error as? GalleryError == .cannotCreate(path: sut.root.path, reason: "Not a directory"))
        }
        do {
            let error = #expect(throws: (any Error).self) { try sut.open(creatingIfMissing: false) }
            #expect(error as? GalleryError == .cannotRead(path: sut.root.path, reason: "Not a directory"))
        }
        #expect(folder.contents() == ["notes.txt"])
    }

    @Test("each way in names the cause open does for a path that cannot lead to a folder: cannot create for a fetch, cannot read for the others")
    func eachWayInNamesTheCauseOpenDoesForAPathThatCannotLeadToAFolder() throws {
        let (sut, folder) = makeSUT(path: "notes.txt/gallery")
        try folder.write("mine", to: "notes.txt")
        let cannotCreate = GalleryError.cannotCreate(path: sut.root.path, reason: "Not a directory")
        let cannotRead = GalleryError.cannotRead(path: sut.root.path, reason: "Not a directory")

        #expect(throws: cannotCreate, "a dry run of fetch") { try sut.loadSnapshot(creating: true) }
        #expect(throws: cannotRead, "remove") { try sut.loadSnapshot(keepingPictures: true) }
        #expect(throws: cannotRead, "status") { try sut.outline() }
        #expect(throws: cannotRead, "verify") { try sut.examine() }
        #expect(folder.contents() == ["notes.txt"])
    }

    @Test("open makes every missing folder above the gallery, and tells the session which it made")
    func openMakesEveryMissingFolderAboveTheGalleryAndTellsTheSessionWhichItMade() throws {
        let (sut, folder) = makeSUT(path: "new/deeper/gallery")
        try FileManager.default.createDirectory(at: folder.file("new"), withIntermediateDirectories: true)

        let session = try sut.open()
        session.removeWhatOpeningMade()

        #expect(folder.contents() == ["new"], "the folder that was there stays")
        #expect(folder.contents(of: "new") == [])
    }

    @Test("open that cannot make the gallery folder, takes away every folder it made above it, and names the cause")
    func openThatCannotMakeTheGalleryFolderTakesAwayEveryFolderItMadeAboveIt() throws {
        let tooLong = String(repeating: "g", count: Int(NAME_MAX) + 1)
        let (sut, folder) = makeSUT(path: "new/deeper/\(tooLong)")

        let error = #expect(throws: (any Error).self) { try sut.open() }

        #expect(error as? GalleryError == .cannotCreate(path: sut.root.path, reason: "File name too long"))
        #expect(folder.contents() == [], "new/ and new/deeper/ go, deepest first")
    }

    @Test("remove what opening made leaves a folder it made that someone else has put a file in")
    func removeWhatOpeningMadeLeavesAFolderItMadeThatSomeoneElseHasPutAFileIn() throws {
        let (sut, folder) = makeSUT(path: "new/deeper/gallery")

        let session = try sut.open()
        try folder.write("someone's", to: "new/deeper/notes.txt")
        session.removeWhatOpeningMade()

        #expect(folder.contents(of: "new/deeper") == ["notes.txt"], "only the empty gallery folder goes")
        #expect(try folder.read("new/deeper/notes.txt") == "someone's")
    }

    @Test("open refuses a folder with dogs names but no manifest, and touches nothing")
    func openRefusesAFolderWithDogsNamesButNoManifestAndTouchesNothing() throws {
        let samples: [(files: [String], found: [String])] = [
            (["index.html"], ["index.html"]),
            (["index.md", "feed.xml"], ["feed.xml", "index.md"]),
            (["pages/1.html"], ["pages/ (1 entry)"]),
            (["images/logo.png"], ["images/ (1 entry)"]),
            (["images/photos/holiday.jpg", "images/.hidden"], ["images/ (2 entries)"]),
            (["images"], ["images (not a folder)"]),
            (["index.html", "images/pug_a.jpg"], ["index.html", "images/ (1 entry)"]),
        ]
        for sample in samples {
            let (sut, folder) = makeSUT()
            try write(sample.files, in: folder)
            let before = try snapshot(folder)

            do {
                let error = #expect(throws: (any Error).self, "\(sample.files)") { try sut.open() }
                #expect(error as? GalleryError == .notAGallery(path: sut.root.path, found: sample.found))
            }
            #expect(try snapshot(folder) == before, "\(sample.files)")
        }
    }

    @Test("open accepts what an interrupted first run leaves, and hidden files")
    func openAcceptsWhatAnInterruptedFirstRunLeavesAndHiddenFiles() throws {
        let (sut, folder) = makeSUT()
        try write([".htaccess", ".well-known/security.txt", "images/.dogs-tmp-1-1", ".dogs-tmp-1-2", ".dogs.lock", "pages/.dogs-tmp-1-3"], in: folder)
        try FileManager.default.createDirectory(at: folder.file("gallery/lost+found"), withIntermediateDirectories: false)

        let session = try sut.open()

        #expect(session.snapshot.outline.count == 0)
        #expect(folder.contents(of: "gallery") == [".dogs.lock", ".htaccess", ".well-known", "images", "lost+found", "pages"])
        #expect(folder.contents(of: "gallery/images") == [])
        #expect(folder.contents(of: "gallery/pages") == [], "a page a killed run was writing is swept")
    }

    @Test("open refuses to make a gallery of a folder of other things, and touches nothing")
    func openRefusesToMakeAGalleryOfAFolderOfOtherThingsAndTouchesNothing() throws {
        let (sut, folder) = makeSUT()
        try write(["README.md", "Sources/main.swift", ".git/HEAD"], in: folder)
        let before = try snapshot(folder)

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .notAGallery(path: sut.root.path, found: ["README.md", "Sources"]))
        #expect("\(error!)".hasSuffix("but no dogs manifest; give --out a new or empty folder, such as \(sut.root.path)/dogs"))
        #expect(try snapshot(folder) == before)
        #expect(throws: GalleryError.noGallery(path: sut.root.path, startsOne: false)) { try sut.open(creatingIfMissing: false) }
    }

    @Test("open refuses a manifest that another program wrote")
    func openRefusesAManifestThatAnotherProgramWrote() throws {
        let (sut, folder) = makeSUT()
        try write(["images/icon.png"], in: folder)
        try folder.write(#"{"name": "My App", "icons": []}"#, to: "gallery/manifest.json")

        do {
            let error = #expect(throws: (any Error).self) { try sut.open() }
            #expect(error as? GalleryError == .notAGallery(path: sut.root.path, found: ["a manifest.json that dogs did not write"]))
        }
        #expect(folder.contents(of: "gallery/images") == ["icon.png"])
    }

    @Test("open delivers invalid manifest naming the entry and field, and touches nothing")
    func openDeliversInvalidManifestNamingTheEntryAndFieldAndTouchesNothing() throws {
        let samples: [(file: String, problem: String)] = [
            ("../outside/dir", "picture 1, field file: must be images/ and a picture name dogs gives (got '../outside/dir')"),
            ("manifest.json", "picture 1, field file: must be images/ and a picture name dogs gives (got 'manifest.json')"),
            ("/etc/passwd", "picture 1, field file: must be images/ and a picture name dogs gives (got '/etc/passwd')"),
        ]
        for sample in samples {
            let (sut, folder) = makeSUT()
            try writeManifest([entry(file: sample.file)], in: folder)
            try write(["images/pug_a.jpg", "index.html"], in: folder)
            let before = try snapshot(folder)

            do {
                let error = #expect(throws: (any Error).self, "\(sample.file)") { try sut.open() }
                #expect(error as? GalleryError == .invalidManifest(path: folder.file("gallery/manifest.json").path, problem: sample.problem))
            }
            #expect(try snapshot(folder) == before, "\(sample.file)")
        }
    }

    @Test("open refuses symbolic links where dogs keeps its files, and follows none")
    func openRefusesSymbolicLinksWhereDogsKeepsItsFilesAndFollowsNone() throws {
        for name in ["images", ".dogs.lock", "manifest.json"] {
            let (sut, folder) = makeSUT()
            try write(["elsewhere/keep.jpg"], in: folder)
            try FileManager.default.createDirectory(at: sut.root, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/\(name)").path, withDestinationPath: folder.file("gallery/elsewhere").path)

            do {
                let error = #expect(throws: (any Error).self, "\(name)") { try sut.open() }
                #expect(error as? GalleryError == .symbolicLink(path: folder.file("gallery/\(name)").path))
            }
            #expect(folder.contents(of: "gallery/elsewhere") == ["keep.jpg"], "\(name)")
        }
    }

    @Test("open refuses a file where a gallery's pictures folder belongs, saying it is not a folder")
    func openRefusesAFileWhereAGallerysPicturesFolderBelongs() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try FileManager.default.removeItem(at: folder.file("gallery/images"))
        try write(["images"], in: folder)

        let error = #expect(throws: (any Error).self) { try sut.open() }

        #expect(error as? GalleryError == .cannotCreate(path: folder.file("gallery/images").path, reason: "it is not a folder"))
        #expect(try folder.read("gallery/images") == "images", "left as it was")
    }

    @Test("lock and manifest reads refuse a link that took the files place after the folder was inspected")
    func lockAndManifestReadsRefuseALinkThatTookTheFilesPlaceAfterTheFolderWasInspected() throws {
        let (sut, folder) = makeSUT()
        try write(["elsewhere/keep.jpg"], in: folder)
        for name in [".dogs.lock", "manifest.json"] {
            try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/\(name)").path, withDestinationPath: folder.file("gallery/elsewhere/keep.jpg").path)
        }
        let gallery = try Folder(opening: sut.root.path)

        do {
            let error = #expect(throws: (any Error).self) { try GalleryLock(in: gallery) }
            #expect(error as? GalleryError == .symbolicLink(path: folder.file("gallery/.dogs.lock").path))
        }
        do {
            let error = #expect(throws: (any Error).self) { try sut.readManifest(in: gallery, keepingPictures: false) }
            #expect(error as? GalleryError == .symbolicLink(path: folder.file("gallery/manifest.json").path))
        }
        #expect(try folder.read("gallery/elsewhere/keep.jpg") == "keep.jpg")
    }

    @Test("open refuses a lock file with another name, never writing in the file it is")
    func openRefusesALockFileWithAnotherNameNeverWritingInTheFileItIs() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try folder.write("the user's settings", to: "config")
        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))
        try FileManager.default.linkItem(at: folder.file("config"), to: folder.file("gallery/.dogs.lock"))
        #expect(chmod(folder.file("config").path, 0o644) == 0)

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .notDogsLock(path: folder.file("gallery/.dogs.lock").path, reason: "it is also another file's name (a hard link)"))
        #expect(try folder.read("config") == "the user's settings")
        #expect(try permissions(folder.file("config")) == 0o644)
    }

    @Test("open takes a dogs lock a backup shares, by putting a new one in its place, never writing in the shared")
    func openTakesADogsLockABackupSharesByPuttingANewOneInItsPlaceNeverWritingInTheShared() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try FileManager.default.linkItem(at: folder.file("gallery/.dogs.lock"), to: folder.file("backup-lock"))
        var before = stat()
        #expect(stat(folder.file("backup-lock").path, &before) == 0)

        let session = try sut.open()

        var shared = stat(), lock = stat()
        #expect(stat(folder.file("backup-lock").path, &shared) == 0 && stat(folder.file("gallery/.dogs.lock").path, &lock) == 0)
        #expect(lock.st_ino != shared.st_ino && lock.st_nlink == 1)
        #expect(shared.st_mtim.tv_sec == before.st_mtim.tv_sec && shared.st_mtim.tv_nsec == before.st_mtim.tv_nsec && shared.st_size == 0)
        #expect(throws: GalleryError.busy(path: sut.root.path)) { try GalleryOpener(root: folder.file("gallery")).open() }
        withExtendedLifetime(session) {}
    }

    @Test("open refuses a lock file of another users, never writing in it")
    func openRefusesALockFileOfAnotherUsersNeverWritingInIt() throws {
        try #require(geteuid() == 0, "needs root, to give the lock file to another user")
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        let lock = folder.file("gallery/.dogs.lock").path
        #expect(chown(lock, 65_534, gid_t.max) == 0)
        let before = try Data(contentsOf: folder.file("gallery/.dogs.lock"))

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .notDogsLock(path: lock, reason: "it belongs to \(Account.userName(of: 65_534)), not to \(Account.userName(of: 0)), who runs dogs"))
        #expect(try Data(contentsOf: folder.file("gallery/.dogs.lock")) == before)
    }

    @Test("open as root, refuses a gallery of another users, and writes nothing")
    func openAsRootRefusesAGalleryOfAnotherUsersAndWritesNothing() throws {
        try #require(geteuid() == 0, "needs root")
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        #expect(chown(folder.file("gallery").path, 65_534, gid_t.max) == 0)
        let before = try snapshot(folder)

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .othersGallery(path: sut.root.path, owner: Account.userName(of: 65_534)))
        #expect(try snapshot(folder) == before)
    }

    @Test("open follows a link at the gallery folder itself")
    func openFollowsALinkAtTheGalleryFolderItself() throws {
        let (_, folder) = makeSUT()
        try FileManager.default.createDirectory(at: folder.file("srv/dogs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("published").path, withDestinationPath: folder.file("srv/dogs").path)

        _ = try GalleryOpener(root: folder.file("published")).open()

        #expect(folder.contents(of: "srv/dogs") == [".dogs.lock", "images"])
    }

    @Test("open delivers busy while another run holds the gallery, and is free once it ends")
    func openDeliversBusyWhileAnotherRunHoldsTheGalleryAndIsFreeOnceItEnds() throws {
        let (sut, _) = makeSUT()
        var first: GallerySession? = try sut.open()

        do {
            let error = #expect(throws: (any Error).self) { try sut.open() }
            #expect(error as? GalleryError == .busy(path: sut.root.path))
        }
        #expect(first != nil)
        first = nil
        #expect(throws: Never.self) { try sut.open() }
    }

    @Test("a run that ends frees the gallery, though a process started meanwhile holds a copy of its lock")
    func aRunThatEndsFreesTheGalleryThoughAProcessStartedMeanwhileHoldsACopyOfItsLock() throws {
        let (sut, folder) = makeSUT()
        var first: GallerySession? = try sut.open()
        // A child started while the lock is held has a copy of every descriptor until it starts
        // its program; a copy made with dup(2) stands for it, as both refer to one open file.
        let copy = try #require(descriptors(naming: folder.file("gallery/.dogs.lock").path).first.map { dup($0) })
        defer { close(copy) }

        #expect(first != nil)
        first = nil

        #expect(throws: Never.self) { try sut.open() }
    }

    @Test("a folder inside a gallery holds no gallery, and a fetch would start none there")
    func aFolderInsideAGalleryStartsNone() throws {
        let folder = folders.make()
        let outer = GalleryOpener(root: folder.file("gallery"))
        try outer.open().commit([], manifest: .rewrite(Manifest(pictures: [])), rendered: [])
        try FileManager.default.createDirectory(at: folder.file("gallery/notes"), withIntermediateDirectories: true)

        #expect(throws: GalleryError.noGallery(path: folder.file("gallery/notes").path, startsOne: false)) {
            try GalleryOpener(root: folder.file("gallery/notes")).open(creatingIfMissing: false)
        }
    }

    @Test("open delivers no gallery and creates nothing when not asked to create, saying whether a fetch would start one there",
          arguments: [(["notes.txt"], false), ([".htaccess"], true), ([], true)])
    func openDeliversNoGalleryAndCreatesNothingWhenNotAskedToCreate(_ files: [String], _ startsOne: Bool) throws {
        let (sut, folder) = makeSUT()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try write(files, in: folder)

        do {
            let error = #expect(throws: (any Error).self) { try sut.open(creatingIfMissing: false) }
            #expect(error as? GalleryError == .noGallery(path: sut.root.path, startsOne: startsOne))
            #expect("\(error!)".hasSuffix(startsOne ? "'dogs fetch --out \(sut.root.path)' starts one" : "give --out a gallery's folder"))
        }
        #expect(folder.contents(of: "gallery") == files)
    }

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

        let session = try sut.open()

        #expect(session.foreignFiles == ["logo.png", "photos", "pug_orphan.jpg"])
        #expect(folder.contents(of: "gallery/images") == ["logo.png", "photos", "pug_a.jpg", "pug_orphan.jpg"])
        #expect(["pug_a", "logo", "pug_orphan"].allSatisfy(session.takenStems.contains))
        #expect(!session.takenStems.contains("pug_b"))
    }

    @Test("open removes what a killed commit renamed in unrecorded, only while its bytes are the journals, and names it")
    func openRemovesWhatAKilledCommitRenamedInUnrecordedOnlyWhileItsBytesAreTheJournalsAndNamesIt() throws {
        let notes = NoteSpy()
        let (sut, folder) = makeSUT(note: notes.record)
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try stopAfterJournal([("pug_b", "renamed in, never recorded"), ("pug_c", "as journaled")], of: sut)
        try folder.write("renamed in, never recorded", to: "gallery/images/pug_b.jpg")
        try folder.write("changed since", to: "gallery/images/pug_c.jpg")

        let session = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["pug_c.jpg"])
        #expect(session.foreignFiles == ["pug_c.jpg"])
        #expect(session.removedLeftovers == ["images/pug_b.jpg"])
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

        let session = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["mine.jpg"])
        #expect(session.foreignFiles == ["mine.jpg"])
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
            let session = try sut.open()

            #expect(folder.contents(of: "gallery/images") == ["holiday.jpg"], "\(journal)")
            #expect(session.foreignFiles == ["holiday.jpg"])
            #expect(session.removedLeftovers == [])
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

        let session = try sut.open()

        #expect(folder.contents(of: "gallery/images") == ["pug_b.jpg"])
        #expect(session.foreignFiles == ["pug_b.jpg"])
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
                let session = try sut.open(keepingPictures: keepingPictures)

                let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
                #expect(manifest.pictures.map(\.file) == pictures.map(\.file), "nothing is forgotten")
                #expect(manifest.pictures.map { $0.away != nil } == [false, true, false, true])
                #expect(manifest.pictures[1].away == Date(timeIntervalSince1970: 1_795_000_000), "at the opener's time, in whole seconds")
                #expect(manifest.removedSources == [])
                #expect(manifest.generation == 5, "the pages rendered before no longer match")
                #expect(session.awayPictures.map(\.file) == ["images/pug_b.jpg", "images/pug_d.jpg"])
                #expect(try session.wholeManifest() == manifest)
                #expect(session.outline.count == 2, "the pages show the two that are there")
                #expect(session.snapshot.identities.contains(Picture.identity(of: pictures[1].source)), "not fetched again")
                #expect(session.takenStems.contains("pug_b"), "its name is kept for it")
                #expect(!session.pagesInStep)
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

            let session = try sut.open(markingAway: markingAway)

            let manifest = try Manifest.decode(Data(contentsOf: folder.file("gallery/manifest.jsonl")))
            #expect(manifest.pictures.map { $0.away != nil } == [false, false, true], "only the file with its bytes is taken back")
            #expect(manifest.generation == 4)
            #expect(session.backPictures.map(\.file) == ["images/pug_b.jpg"])
            #expect(session.outline.count == 2)
            #expect(session.foreignFiles == [], "a file at a picture's name is not someone else's")
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

        let session = try GalleryOpener(root: folder.file("gallery"), note: notes.record).open(creatingIfMissing: false)

        #expect(notes.lines == [])
        #expect(session.picturesNotFound == 0)
        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
    }

    @Test("open for dogs index, marks no picture away")
    func openForDogsIndexMarksNoPictureAway() throws {
        let folder = folders.make()
        let manifest = Manifest(pictures: ["a", "b"].map { samplePicture("pug", $0) }, generation: 2).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))
        try write(["images/pug_a.jpg"], in: folder)

        let session = try GalleryOpener(root: folder.file("gallery")).open(creatingIfMissing: false, markingAway: false)

        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
        #expect(session.awayPictures == [])
    }

    @Test("open drops nothing when not one picture is in images, for images is more likely away than emptied")
    func openDropsNothingWhenNotOnePictureIsInImagesForImagesIsMoreLikelyAwayThanEmptied() throws {
        let folder = folders.make()
        let notes = NoteSpy()
        let manifest = Manifest(pictures: ["a", "b", "c"].map { samplePicture("pug", $0) }, generation: 2).encoded()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try manifest.write(to: folder.file("gallery/manifest.jsonl"))

        let session = try GalleryOpener(root: folder.file("gallery"), note: notes.record).open(creatingIfMissing: false)

        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
        #expect(session.awayPictures == [])
        #expect(session.outline.count == 3)
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

    // MARK: - Helpers

    private func makeSUT(path: String = "gallery", note: @escaping @Sendable (String) -> Void = { _ in }) -> (sut: GalleryOpener, folder: TemporaryDirectory) {
        let folder = folders.make()
        return (GalleryOpener(root: folder.file(path), note: note), folder)
    }

    /// Files (with their own path as contents) under the gallery folder, with the folders they need.
    private func write(_ paths: [String], in folder: TemporaryDirectory) throws {
        for path in paths {
            let url = folder.file("gallery/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(url.lastPathComponent.utf8).write(to: url)
        }
    }

    private func entry(file: String, source: String = "https://images.dog.ceo/breeds/pug/a.jpg") -> [String: Any] {
        ["source": source, "file": file, "bytes": 1,
         "sha256": String(repeating: "0", count: 64), "added": "2026-11-20T10:00:00Z"]
    }

    private func writeManifest(_ pictures: [[String: Any]], in folder: TemporaryDirectory) throws {
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try legacyManifest(pictures).write(to: folder.file("gallery/manifest.json"))
    }

    /// A `manifest.json` as dogs 0.1.0 wrote one: its version first.
    private func legacyManifest(_ pictures: [[String: Any]]) throws -> Data {
        Data(#"{"version":1,"pictures":"#.utf8) + (try JSONSerialization.data(withJSONObject: pictures)) + Data("}".utf8)
    }

    /// What a run leaves when it is killed in its commit right after writing its journal, for
    /// pictures of these stems and contents.
    /// This process's descriptors open on the file at `path`, read from /proc/self/fd.
    private func descriptors(naming path: String) throws -> [Int32] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { name in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) == path ? Int32(name) : nil
        }
    }

    private func stopAfterJournal(_ pictures: [(stem: String, contents: String)], of opener: GalleryOpener) throws {
        let session = try opener.open()
        try GalleryJournal.write(pictures.map { stem, contents in
            let parts = stem.split(separator: "_").map(String.init)
            let sample = samplePicture(parts[0], parts[1])
            return Picture(source: sample.source, breed: sample.breed, subBreed: nil, file: sample.file,
                           bytes: contents.utf8.count, sha256: SHA256.hex(of: Data(contents.utf8)), added: sample.added)
        }, in: session.disk, markingIn: session.lock)
    }
}

/// Records the notes an opener gives a person.
final class NoteSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    @Sendable func record(_ line: String) {
        lock.withLock { recorded.append(line) }
    }
}

func permissions(_ url: URL) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int ?? -1
}
