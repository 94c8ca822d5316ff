@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery refuses what is not dogs': a folder of other things, a manifest dogs did not write, links where dogs keeps its files.
final class GalleryOpenerRefusalTests: GalleryOpenerTesting {
    let folders = TemporaryFolders()

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

        let gallery = try sut.open()

        #expect(gallery.snapshot.outline.count == 0)
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
    func openRefusesAFileWhereAGallerysPicturesFolderBelongsSayingItIsNotAFolder() throws {
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
}
