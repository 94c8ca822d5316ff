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

/// The pages of an opened gallery: in step with the manifest, refreshed, and never put over a page that is not dogs'.
final class OpenGalleryPagesTests: OpenGalleryTesting {
    let folders = TemporaryFolders()
    let leaks = LeakTracker()

    @Test("is stale when a front file is missing or carries another generation than the manifest")
    func isStaleWhenAFrontFileIsMissingOrCarriesAnotherGenerationThanTheManifest() throws {
        let folder = folders.make()
        // Each run opens the gallery afresh and lets go of its lock when done.
        func isStale() throws -> Bool { try !GalleryOpener(root: folder.file("gallery")).open().pagesInStep }
        #expect(!(try isStale()), "no manifest, nothing to be stale against")
        try {
            let manifest = Manifest(generation: 1)
            try GalleryOpener(root: folder.file("gallery")).open().commit([], manifest: .rewrite(manifest), rendered: GalleryPages.all(manifest))
        }()
        #expect(!(try isStale()))

        try folder.write(HTMLPages.front(GalleryOutline(Manifest(generation: 2))), to: "gallery/index.html")
        #expect(try isStale())

        try FileManager.default.removeItem(at: folder.file("gallery/index.html"))
        #expect(try isStale())
    }

    @Test("outline is the outline of the whole manifest it read")
    func outlineIsTheOutlineOfTheWholeManifestItRead() throws {
        let folder = folders.make()
        let breeds = ["pug", "komondor", "hound-afghan"]
        let manifest = Manifest(pictures: (0..<7).map { samplePicture(breeds[$0 % 3], "p\($0)", minute: $0) }, pageSize: 2, generation: 3)
        try GalleryOpener(root: folder.file("gallery")).open().commit([], manifest: .rewrite(manifest), rendered: GalleryPages.all(manifest))
        for picture in manifest.pictures { try folder.write("", to: "gallery/\(picture.file)") }

        let gallery = try GalleryOpener(root: folder.file("gallery")).open(creatingIfMissing: false, keepingPictures: true)

        #expect(gallery.outline == GalleryOutline(try gallery.wholeManifest()))
        #expect(gallery.outline.count == 7)
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
        for round in 0..<RacePace.rounds {
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
