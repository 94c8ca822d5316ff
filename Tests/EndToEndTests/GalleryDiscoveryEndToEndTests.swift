import Foundation
import TestSupport
import Testing

/// Without `--out`, every command uses the gallery the working folder belongs to, as git finds its
/// repository; a fetch never starts a gallery inside another.
@Suite(.endToEnd)
final class GalleryDiscoveryEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery").standardizedFileURL }

    @Test("every command uses the gallery the working folder belongs to")
    func everyCommandUsesTheGalleryTheWorkingFolderBelongsTo() throws {
        try run(["fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)
        let before = try ManifestFile(in: gallery).pictures.count

        for place in ["gallery", "gallery/images", "gallery/pages"] {
            let here = folder.file(place)
            let fetch = try run(["fetch", "--count", "1", "--api-base", server.apiBase], in: here)
            let verify = try run(["verify"], in: here)
            let index = try run(["index"], in: here)

            #expect(fetch.stdout.contains("to \(gallery.path);"), "\(place): \(fetch.stdout)")
            #expect(verify.stdout.hasPrefix("Verified ") && verify.stdout.contains(" in \(gallery.path):"), "\(place): \(verify.stdout)")
            #expect(index.stdout.contains(gallery.path), "\(place): \(index.stdout)")
            #expect((folder.contents(of: place).filter { $0 == "gallery" }) == [], "\(place): no gallery inside the gallery")
        }
        let files = try ManifestFile(in: gallery).pictures.compactMap { $0["file"] as? String }
        #expect(files.count == (before + 3))

        let remove = try run(["remove", files[0]], in: folder.file("gallery/images"))
        #expect(remove.stdout.contains("from \(gallery.path), leaving"), "\(remove.stdout)")
        try assertGalleryInvariant(gallery)
    }

    @Test("out always wins and no gallery is started inside another")
    func outAlwaysWinsAndNoGalleryIsStartedInsideAnother() throws {
        try run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.url)
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs.lock"])

        let inside = try DogsProcess.run(["fetch", "--out", "second", "--api-base", server.apiBase], in: gallery)
        let elsewhere = try DogsProcess.run(["fetch", "--count", "1", "--out", folder.file("other").path, "--api-base", server.apiBase], in: gallery)

        #expect(inside.status == 73, "\(inside.stderr)")
        #expect(inside.stderr == ("Error: \(gallery.path)/second is inside the gallery \(gallery.path); dogs does not start a gallery inside another "
            + "(without --out, dogs uses the gallery you are in; give --out a folder outside it for a new one)\n"))
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs.lock"]) == before, "nothing was made")
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(try ManifestFile(in: folder.file("other")).pictures.count == 1)
    }

    @Test("outside any gallery the default stays gallery in the working folder")
    func outsideAnyGalleryTheDefaultStaysGalleryInTheWorkingFolder() throws {
        try FileManager.default.createDirectory(at: folder.file("somewhere"), withIntermediateDirectories: true)

        try run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.file("somewhere"))

        #expect(try ManifestFile(in: folder.file("somewhere/gallery")).pictures.count == 1)
    }

    @discardableResult
    private func run(_ arguments: [String], in place: URL) throws -> DogsRun {
        let run = try DogsProcess.run(arguments, in: place)
        #expect(run.status == 0, "\(arguments) in \(place.path): \(run.stderr)")
        return run
    }
}
