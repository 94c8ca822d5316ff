@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery: where it is made, what is made on the way, and where none is.
final class GalleryOpenerTests: GalleryOpenerTesting {
    let folders = TemporaryFolders()

    @Test("open creates the gallery its images folder and a private lock")
    func openCreatesTheGalleryItsImagesFolderAndAPrivateLock() throws {
        let (sut, folder) = makeSUT(path: "new/gallery")

        let gallery = try sut.open()

        #expect(folder.contents(of: "new/gallery") == [".dogs.lock", "images"])
        #expect(try permissions(folder.file("new/gallery/.dogs.lock")) == 0o600)
        #expect(gallery.snapshot.outline.count == 0)
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
    func eachWayInNamesTheCauseOpenDoesForAPathThatCannotLeadToAFolderCannotCreateForAFetchCannotReadForTheOthers() throws {
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

    @Test("open makes every missing folder above the gallery, and tells the gallery which it made")
    func openMakesEveryMissingFolderAboveTheGalleryAndTellsTheSessionWhichItMade() throws {
        let (sut, folder) = makeSUT(path: "new/deeper/gallery")
        try FileManager.default.createDirectory(at: folder.file("new"), withIntermediateDirectories: true)

        let gallery = try sut.open()
        gallery.removeWhatOpeningMade()

        #expect(folder.contents() == ["new"], "the folder that was there stays")
        #expect(folder.contents(of: "new") == [])
    }

    @Test("open that cannot make the gallery folder, takes away every folder it made above it, and names the cause")
    func openThatCannotMakeTheGalleryFolderTakesAwayEveryFolderItMadeAboveItAndNamesTheCause() throws {
        let tooLong = String(repeating: "g", count: Int(NAME_MAX) + 1)
        let (sut, folder) = makeSUT(path: "new/deeper/\(tooLong)")

        let error = #expect(throws: (any Error).self) { try sut.open() }

        #expect(error as? GalleryError == .cannotCreate(path: sut.root.path, reason: "File name too long"))
        #expect(folder.contents() == [], "new/ and new/deeper/ go, deepest first")
    }

    @Test("remove what opening made leaves a folder it made that someone else has put a file in")
    func removeWhatOpeningMadeLeavesAFolderItMadeThatSomeoneElseHasPutAFileIn() throws {
        let (sut, folder) = makeSUT(path: "new/deeper/gallery")

        let gallery = try sut.open()
        try folder.write("someone's", to: "new/deeper/notes.txt")
        gallery.removeWhatOpeningMade()

        #expect(folder.contents(of: "new/deeper") == ["notes.txt"], "only the empty gallery folder goes")
        #expect(try folder.read("new/deeper/notes.txt") == "someone's")
    }

    @Test("a folder inside a gallery holds no gallery, and a fetch would start none there")
    func aFolderInsideAGalleryHoldsNoGalleryAndAFetchWouldStartNoneThere() throws {
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
    func openDeliversNoGalleryAndCreatesNothingWhenNotAskedToCreateSayingWhetherAFetchWouldStartOneThere(_ files: [String], _ startsOne: Bool) throws {
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
}
