import Foundation
import TestSupport
import Testing

/// Taking pictures out of a gallery the real binary made: `dogs remove`, and a file deleted by hand.
@Suite(.endToEnd)
final class CurationEndToEndTests: EndToEndTestCase {
    @Test("remove deletes the pictures named only and no later fetch brings them back")
    func removeDeletesThePicturesNamedOnlyAndNoLaterFetchBringsThemBack() throws {
        _ = try DogsProcess.run(["fetch", "--count", "4", "--api-base", server.apiBase], in: folder.url)
        let pictures = try ManifestFile(in: folder.file("gallery")).pictures
        let files = pictures.compactMap { $0["file"] as? String }, sources = pictures.compactMap { $0["source"] as? String }
        let gallery = folder.file("gallery").standardizedFileURL.path

        let run = try DogsProcess.run(["remove", files[0], String(files[2].dropFirst("images/".count))], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("removed \(files[0]) ("), "\(run.stdout)")
        #expect(lines[1].hasPrefix("removed \(files[2]) ("), "\(run.stdout)")
        #expect(lines.last == "Removed 2 pictures from \(gallery), leaving 2; no fetch brings them back.")
        try assertGalleryInvariant(folder.file("gallery"))
        #expect((try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }) == [files[1], files[3]])
        let kept: [String] = [files[1], files[3]].map { String($0.dropFirst("images/".count)) }
        #expect(folder.contents(of: "gallery/images") == kept.sorted())
        for index in ["index.html", "index.md", "feed.xml"] {
            let text = try folder.read("gallery/\(index)")
            #expect(!(text.contains(files[0]) || text.contains(files[2])), "\(index)")
        }

        // The fixture API offers only so many pictures: a fetch that wants them all must skip the removed two.
        _ = try DogsProcess.run(["fetch", "--count", "60", "--api-base", server.apiBase], in: folder.url)
        let after = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["source"] as? String }
        #expect(!(after.contains(sources[0]) || after.contains(sources[2])), "removed pictures never come back")
        #expect(after.count > 2)
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("remove takes a picture as its view shows it: its number, and the link of its original opened from disk or on the site")
    func removeTakesAPictureAsItsViewShowsIt() throws {
        _ = try DogsProcess.run(["fetch", "--count", "4", "--site-url", "https://dogs.example.org/our%20dogs/", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        let view = try folder.read("gallery/index.html")
        let number = try #require(view.range(of: "No. 2 ·"), "the view shows the number").isEmpty == false ? "No. 2" : ""
        let disk = URL(fileURLWithPath: folder.file("gallery/\(files[2])").path).absoluteString

        let run = try DogsProcess.run(["remove", number, disk, "https://dogs.example.org/our%20dogs/\(files[3])"], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect((try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }) == [files[0]])
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("remove of a name the gallery does not hold exits 64 naming it, and removes nothing")
    func removeOfANameTheGalleryDoesNotHoldExits64NamingItAndRemovesNothing() throws {
        _ = try DogsProcess.run(["fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        let before = try folderSnapshot()

        let run = try DogsProcess.run(["remove", files[0], "images/poodle_nope.jpg"], in: folder.url)

        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: no picture in \(folder.file("gallery").standardizedFileURL.path) is named 'images/poodle_nope.jpg';"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(try folderSnapshot() == before)
    }

    @Test("remove dry run lists what would go and writes nothing")
    func removeDryRunListsWhatWouldGoAndWritesNothing() throws {
        _ = try DogsProcess.run(["fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)
        let pictures = try ManifestFile(in: folder.file("gallery")).pictures
        let before = try folderSnapshot()

        let run = try DogsProcess.run(["remove", "--dry-run", try #require(pictures[1]["source"] as? String)], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("would remove \(pictures[1]["file"] as? String ?? "?") (") == true, "\(run.stdout)")
        #expect(lines.last == "Would remove 1 picture from \(folder.file("gallery").standardizedFileURL.path), leaving 2; nothing was written.")
        #expect(try folderSnapshot() == before)
    }

    @Test("a picture missing from images is left off the pages with a warning, marked away by a fetch not by index, and nothing is deleted")
    func aPictureMissingFromImagesIsLeftOffThePagesWithAWarningMarkedAwayByAFetchNotByIndexAndNothingIsDeleted() throws {
        _ = try DogsProcess.run(["fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[1])"))
        let imagesBefore = folder.contents(of: "gallery/images")
        let manifestBefore = try folder.read("gallery/manifest.jsonl")

        let index = try DogsProcess.run(["index"], in: folder.url)

        #expect(index.status == 0, "\(index.stderr)")
        #expect(index.stderr == ("warning: 1 picture is missing from images/: '\(files[1])'; left off the pages until its file is back ('dogs remove' drops it for good)\n"))
        #expect(try folder.read("gallery/manifest.jsonl") == manifestBefore, "dogs index marks nothing away")

        let fetch = try DogsProcess.run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.url)

        #expect(fetch.status == 0, "\(fetch.stderr)")
        let warnings: [String] = ["warning: 1 picture is missing from images/: '\(files[1])'; left off the pages until its file is back ('dogs remove' drops it for good)"]
        #expect(fetch.stderr.split(separator: "\n").map(String.init) == warnings)
        #expect(fetch.stdout.contains("3 pictures in all"), "\(fetch.stdout)")
        #expect((try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }.prefix(3)) == files[...], "nothing is forgotten")
        #expect(Set(folder.contents(of: "gallery/images")).subtracting(imagesBefore).count == 1, "nothing is deleted because of it")
        try assertGalleryInvariant(folder.file("gallery"))
        for page in ["index.html", "index.md", "feed.xml"] {
            #expect(!(try folder.read("gallery/\(page)").contains(files[1])), "\(page)")
        }

        let again = try DogsProcess.run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.url)
        #expect(again.stderr == "", "noticed once")
        let verify = try DogsProcess.run(["verify"], in: folder.url)
        #expect(verify.status == 0, "a picture away is no problem of the gallery's")
        #expect(verify.stdout.contains("away: \(files[1])\n"), "\(verify.stdout)")
    }

    @Test("pictures away for a moment are forgotten by no command, and belong to the gallery again once back")
    func picturesAwayForAMomentAreForgottenByNoCommandAndBelongToTheGalleryAgainOnceBack() throws {
        _ = try DogsProcess.run(["fetch", "--count", "10", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        #expect(files.count == 10)
        let aside = folder.file("aside")
        try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
        for file in files.prefix(8) {
            try FileManager.default.moveItem(at: folder.file("gallery/\(file)"), to: aside.appendingPathComponent(file.replacingOccurrences(of: "/", with: "_")))
        }

        var warnings: [String] = []
        for arguments in [["index"], ["verify"], ["fetch", "--count", "1", "--api-base", server.apiBase], ["remove", files[9]], ["index"]] {
            let run = try DogsProcess.run(arguments, in: folder.url)
            #expect(run.status != 70, "\(arguments): \(run.stderr)")
            warnings += run.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") }
        }
        // dogs index leaves them off its pages, and the fetch marks them away: said by each once.
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: 8 pictures are missing from images/: ") }, "\(warnings)")
        for file in files.prefix(8) {
            try FileManager.default.moveItem(at: aside.appendingPathComponent(file.replacingOccurrences(of: "/", with: "_")), to: folder.file("gallery/\(file)"))
        }

        let verify = try DogsProcess.run(["verify"], in: folder.url)
        #expect(verify.status == 0, "\(verify.stdout + verify.stderr)")

        let next = try DogsProcess.run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.url)

        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.hasPrefix("note: 8 pictures are back in images/: "), "\(next.stderr)")
        let listed = try ManifestFile(in: folder.file("gallery")).pictures
        #expect((Set(listed.compactMap { $0["file"] as? String }).intersection(files.prefix(8)).count) == 8)
        #expect(listed.allSatisfy { $0["away"] == nil }, "every picture is on the pages again")
        let pages = try folder.contents(of: "gallery/pages").filter { $0.hasSuffix(".html") }.map { try folder.read("gallery/pages/\($0)") }.joined()
        for file in files.prefix(8) {
            #expect(pages.contains(file), "\(file) is on a page again")
        }
        #expect(try DogsProcess.run(["verify"], in: folder.url).status == 0)
        try assertGalleryInvariant(folder.file("gallery"))
    }

    /// The gallery as it is, the lock file aside: a run that takes the lock creates it.
    private func folderSnapshot() throws -> FolderSnapshot {
        // The lock, and the record of how the run ended, which every run adds to.
        try FolderSnapshot(of: folder.file("gallery"), excluding: [".dogs.lock", ".dogs-runs"])
    }
}
