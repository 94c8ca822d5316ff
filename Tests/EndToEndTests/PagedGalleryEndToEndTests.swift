import Foundation
import TestSupport
import Testing

/// The real `dogs` binary on galleries of many small pages: every picture stays on its pages as
/// runs add and drop pictures, a run rewrites only the pages that change, and a gallery an
/// earlier release made is upgraded once.
@Suite(.endToEnd)
final class PagedGalleryEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }
    private let pageSize = 7

    override init() throws {
        try super.init()
        server = try FixtureServer(arguments: ["--distinct", "--picture-bytes", "5400"])
    }

    @Test("fetch keep and index keep every picture on exactly its numbered page and its breed page")
    func fetchKeepAndIndexKeepEveryPictureOnExactlyItsNumberedPageAndItsBreedPage() throws {
        for arguments in [["--count", "60"], ["--count", "45"], ["--count", "30", "--keep", "100"], ["--count", "1", "--keep", "1"], ["--count", "50"]] {
            let run = try fetch(arguments)
            #expect(run.status == 0, "\(run.stderr)")
            try assertGalleryInvariant(gallery)
        }
        let pages = try FolderSnapshot(of: gallery.appendingPathComponent("pages"))

        let run = try dogs(["index", "--out", "gallery"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FolderSnapshot(of: gallery.appendingPathComponent("pages")) == pages, "a fetch wrote what dogs index writes")
        try assertGalleryInvariant(gallery)
    }

    @Test("fetch rewrites only the pages its pictures land on, leaving every other page as it was")
    func fetchRewritesOnlyThePagesItsPicturesLandOnLeavingEveryOtherPageAsItWas() throws {
        // Page 9 holds pictures 57 to 63: full, so the next ones start page 10.
        #expect(try fetch(["--count", "63"]).status == 0)
        let before = try pageFiles()

        let run = try fetch(["--count", "3"])

        #expect(run.status == 0, "\(run.stderr)")
        let added = try ManifestFile(in: gallery).pictures.suffix(3)
        let landed = Set(added.flatMap { picture -> [(listing: String, page: Int)] in
            let number = picture["number"] as? Int ?? 0, breedNumber = picture["breedNumber"] as? Int ?? 0
            let breed = (picture["file"] as? String ?? "").dropFirst("images/".count).prefix { $0 != "_" }
            return [("", page(of: number)), ("\(breed)-", page(of: breedNumber))]
        }.map { "\($0.listing)\($0.page)" })
        // Before a new page, the newest page of its listing gains its link to newer pictures.
        let relinked = landed.filter { before["\($0).html"] == nil }.compactMap { newestPage(of: listing(of: $0), in: before.keys) }
        #expect(relinked.contains("9") && !landed.contains("9"), "\(relinked)")
        let touched = Set(landed.union(relinked).flatMap { ["\($0).html", "\($0).md"] })
        let after = try pageFiles()
        #expect(Set(after.keys).subtracting(before.keys) == touched.subtracting(before.keys), "new pages are the ones pictures landed on")
        for (name, file) in before where !touched.contains(name) {
            #expect(after[name]?.bytes == file.bytes, "\(name)")
            #expect(after[name]?.written == file.written, "\(name) was not written again")
        }
        #expect(touched.contains { after[$0]?.bytes != before[$0]?.bytes }, "the newest page changed")
        for name in relinked.flatMap({ ["\($0).html", "\($0).md"] }) {
            #expect(after[name]?.bytes != before[name]?.bytes, "\(name) gained its link to newer pictures")
        }
        try assertGalleryInvariant(gallery)
    }

    @Test("fetch upgrades a gallery made by dogs 0.1.0, once, and adds to it")
    func fetchUpgradesAGalleryMadeByDogs0_1_0OnceAndAddsToIt() throws {
        try copyReleaseGallery()
        let old = try Data(contentsOf: gallery.appendingPathComponent("manifest.json"))
        let oldPictures = try #require((JSONSerialization.jsonObject(with: old) as? [String: Any])?["pictures"] as? [[String: Any]])
        let images = try FolderSnapshot(of: gallery.appendingPathComponent("images"))

        let first = try fetch(["--count", "2"])
        let second = try fetch(["--count", "2"])

        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "note: upgraded \(gallery.path)/manifest.json (5 pictures) to manifest.jsonl, which earlier versions of dogs cannot read\n")
        #expect(second.stderr == "", "the upgrade happens once")
        let manifest = try ManifestFile(in: gallery)
        #expect(Array(manifest.files.prefix(5)) == (oldPictures.compactMap { $0["file"] as? String }))
        #expect((manifest.pictures.map { $0["number"] as? Int }) == Array(1...9))
        #expect((manifest.lines.first?["siteURL"] as? String) == "https://example.org/dogs/")
        #expect(!FileManager.default.fileExists(atPath: gallery.appendingPathComponent("manifest.json").path))
        let after = try FolderSnapshot(of: gallery.appendingPathComponent("images"))
        for (name, entry) in images.entries { #expect(after.entries[name] == entry, "\(name)") }
        try assertGalleryInvariant(gallery)
    }

    @Test("index upgrades a gallery made by dogs 0.1.0, and writes its pages")
    func indexUpgradesAGalleryMadeByDogs0_1_0AndWritesItsPages() throws {
        try copyReleaseGallery()

        let run = try dogs(["index", "--out", "gallery"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("note: upgraded "), "\(run.stderr)")
        #expect(try ManifestFile(in: gallery).pictures.count == 5)
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Helpers

    private func page(of number: Int) -> Int { (number - 1) / pageSize + 1 }

    /// "pug-" for "pug-3", "" for "12": what a listing's page names start with.
    private func listing(of stem: String) -> String {
        String(stem.dropLast(stem.reversed().prefix { $0.isNumber }.count))
    }

    /// The newest page of `listing` among the page files `names` ("pug-3" of "pug-3.html").
    private func newestPage(of listing: String, in names: some Sequence<String>) -> String? {
        names.compactMap { name -> Int? in
            guard name.hasPrefix(listing), name.hasSuffix(".html") else { return nil }
            return Int(name.dropFirst(listing.count).dropLast(".html".count))
        }.max().map { "\(listing)\($0)" }
    }

    private func fetch(_ arguments: [String]) throws -> DogsRun {
        try dogs(["fetch", "--out", "gallery", "--api-base", server.apiBase] + arguments)
    }

    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url, environment: ["DOGS_PAGE_SIZE": String(pageSize)])
    }

    /// The release's gallery, as `dogs fetch` made it: five pictures in two runs, with a site URL.
    private func copyReleaseGallery() throws {
        try FileManager.default.copyItem(at: Repository.file("Fixtures/galleries/dogs-0.1.0"), to: gallery)
    }

    /// Each file in pages/ with its bytes, and the inode and modification time that tell a file written again.
    private func pageFiles() throws -> [String: (bytes: Data, written: String)] {
        var files: [String: (bytes: Data, written: String)] = [:]
        for name in folder.contents(of: "gallery/pages") {
            let path = gallery.appendingPathComponent("pages/\(name)").path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let written = "inode \(attributes[.systemFileNumber] ?? "?") modified \(attributes[.modificationDate] ?? "?")"
            files[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), written)
        }
        return files
    }
}
