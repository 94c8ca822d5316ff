import Foundation
import TestSupport
import Testing

/// No failure cron never hears of: a page dogs cannot write fails the run, in one line even under
/// --quiet, and is recorded for `dogs status`; a picture deleted by hand is left off the pages
/// `dogs index` writes; a report never counts as made good what nothing made good.
@Suite(.endToEnd)
final class LoudFailureEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }

    @Test("a page that cannot be written fails the quiet run in one line, changes nothing, and is recorded")
    func aPageThatCannotBeWrittenFailsTheQuietRunInOneLineChangesNothingAndIsRecorded() throws {
        for page in ["index.html", "pages/1.html"] {
            try? FileManager.default.removeItem(at: gallery)
            try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
            try FileManager.default.removeItem(at: gallery.appendingPathComponent(page))
            try FileManager.default.createDirectory(at: gallery.appendingPathComponent(page), withIntermediateDirectories: false)
            let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"])

            let run = try DogsProcess.run(["fetch", "--count", "2", "--quiet", "--api-base", server.apiBase], in: folder.url)
            let status = try DogsProcess.run(["status", "--json"], in: gallery)

            #expect(run.status == 73, "\(page): \(run.stderr)")
            #expect(run.stderr == ("Error: cannot write \(gallery.appendingPathComponent(page).path): a folder is there\n"), "\(page)")
            #expect(run.stdout == "", "\(page)")
            #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"]) == before, "\(page): nothing changed")
            #expect(status.stdout.contains("\"exitCode\" : 73"), "\(page): \(status.stdout)")
        }
    }

    @Test("a page made read only fails every command that would write it, and stays as it was")
    func aPageMadeReadOnlyFailsEveryCommandThatWouldWriteItAndStaysAsItWas() throws {
        try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
        let page = gallery.appendingPathComponent("index.html")
        #expect(chmod(page.path, 0o444) == 0)
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"])
        let fresh = try FixtureServer(arguments: ["--distinct"])

        let fetch = try DogsProcess.run(["fetch", "--count", "1", "--quiet", "--api-base", fresh.apiBase], in: folder.url)

        #expect(fetch.status == 73, "\(fetch.stderr)")
        #expect(fetch.stderr == ("Error: cannot write \(page.path): it is read-only; make it writable (chmod u+w) for dogs to update it\n"))
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"]) == before, "nothing changed")

        // dogs index, when the page is out of date.
        #expect(chmod(page.path, 0o644) == 0)
        try Data("an older front page".utf8).write(to: page)
        #expect(chmod(page.path, 0o444) == 0)

        let index = try DogsProcess.run(["index", "--out", gallery.path], in: folder.url)

        #expect(index.status == 73, "\(index.stderr)")
        #expect(index.stderr == ("Error: cannot write \(page.path): it is read-only; make it writable (chmod u+w) for dogs to update it\n"))
        #expect(try folder.read("gallery/index.html") == "an older front page", "left as it was")
    }

    @Test("a page of another user in a sticky pages folder fails the run before it changes anything")
    func aPageOfAnotherUserInAStickyPagesFolderFailsTheRunBeforeItChangesAnything() throws {
        try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
        let pages = gallery.appendingPathComponent("pages"), page = pages.appendingPathComponent("1.html")
        #expect(try DogsProcess.run(command: "/bin/chown", ["-R", "nobody", gallery.path], in: folder.url).status == 0)
        // pages/ shared with other users, as /tmp is: root's, and sticky.
        #expect(chown(page.path, 0, gid_t.max) == 0)
        #expect(chown(pages.path, 0, gid_t.max) == 0)
        #expect(chmod(pages.path, 0o1777) == 0)
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"])
        let fresh = try FixtureServer(arguments: ["--distinct"])

        let run = try asNobody(["fetch", "--count", "1", "--quiet", "--api-base", fresh.apiBase, "--out", gallery.path])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot write \(page.path): it belongs to another user, in a folder where only a file's owner may replace it (sticky)\n")
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"]) == before)
    }

    @Test("a page made unchangeable fails the run before it changes anything")
    func aPageMadeUnchangeableFailsTheRunBeforeItChangesAnything() throws {
        try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
        let page = gallery.appendingPathComponent("index.html").path
        let made = try DogsProcess.run(command: "/usr/bin/env", ["chattr", "+i", page], in: folder.url)
        try skipUnless(made.status == 0, "needs chattr, root and a file system that keeps the flag: \(made.stderr)")
        defer { _ = try? DogsProcess.run(command: "/usr/bin/env", ["chattr", "-i", page], in: folder.url) }
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"])

        let run = try DogsProcess.run(["fetch", "--count", "2", "--quiet", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == ("Error: cannot write \(page): it is made unchangeable (chattr +i), so nothing can take its place\n"))
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs", ".dogs.lock"]) == before)
    }

    @Test("keep deletes no picture when a page that shows it cannot be written")
    func keepDeletesNoPictureWhenAPageThatShowsItCannotBeWritten() throws {
        try dogs(["fetch", "--count", "3", "--api-base", server.apiBase])
        let pictures = folder.contents(of: "gallery/images")
        try FileManager.default.removeItem(at: gallery.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: gallery.appendingPathComponent("index.html"), withIntermediateDirectories: false)

        let run = try DogsProcess.run(["fetch", "--count", "1", "--keep", "1", "--quiet", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 73, "\(run.stderr)")
        #expect(folder.contents(of: "gallery/images") == pictures)
        #expect(try ManifestFile(in: gallery).pictures.count == 3)
    }

    @Test("index after a picture was deleted by hand leaves it off every page, and says so")
    func indexAfterAPictureWasDeletedByHandLeavesItOffEveryPageAndSaysSo() throws {
        try dogs(["fetch", "--count", "3", "--api-base", server.apiBase])
        let gone = try #require(folder.contents(of: "gallery/images").first)
        try FileManager.default.removeItem(at: gallery.appendingPathComponent("images/\(gone)"))
        let manifest = try Data(contentsOf: gallery.appendingPathComponent("manifest.jsonl"))

        let run = try dogs(["index", "--out", gallery.path])

        #expect(run.stderr.hasPrefix("warning: 1 picture is missing from images/: 'images/\(gone)'; left off the pages"), "\(run.stderr)")
        for page in ["index.html", "index.md"] + folder.contents(of: "gallery/pages").map({ "pages/\($0)" }) {
            #expect(!(try folder.read("gallery/\(page)").contains(gone)), "\(page)")
        }
        #expect(try Data(contentsOf: gallery.appendingPathComponent("manifest.jsonl")) == manifest, "the manifest marks nothing away")
    }

    @Test("a run whose every picture failed names none as made good")
    func aRunWhoseEveryPictureFailedNamesNoneAsMadeGood() throws {
        let missing = try FixtureServer(fault: "missing-pictures", arguments: ["--distinct"])

        let run = try DogsProcess.run(["fetch", "--count", "2", "--json", "--retries", "0", "--api-base", missing.apiBase], in: folder.url)

        #expect(run.status == 69, "\(run.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(((report["replaced"] as? [Any])?.count) == 0, "\(run.stdout)")
        #expect(((report["failed"] as? [Any])?.count) == 2, "\(run.stdout)")
    }

    @discardableResult
    private func dogs(_ arguments: [String]) throws -> DogsRun {
        let run = try DogsProcess.run(arguments, in: folder.url)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return run
    }
}
