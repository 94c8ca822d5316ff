import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every gallery an earlier dogs wrote opens with today's: `Fixtures/galleries` holds one for each
/// writer of the gallery's state there has been (each `manifest.json` layout, each `manifest.jsonl`
/// version, each journal, each record of runs), as the binary of that commit left it
/// (`scripts/make-earlier-galleries`). A gallery added there is tried here too.
@Suite(.endToEnd)
final class EarlierGalleriesEndToEndTests: EndToEndSuite {
    static let galleries = (try? FileManager.default.contentsOfDirectory(atPath: Repository.file("Fixtures/galleries").path).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()) ?? []

    @Test("a gallery of every earlier writer is indexed, verified, fetched into and checked, every picture kept with its file, time and digest in the order added", arguments: galleries)
    func everyEarlierGallery(_ name: String) throws {
        let folder = makeTemporaryDirectory()
        let gallery = folder.file("gallery")
        try FileManager.default.copyItem(at: Repository.file("Fixtures/galleries/\(name)"), to: gallery)
        let before = try GalleryState(of: gallery)
        // An interrupted run's journal is tied to its gallery's folder, which this copy now is: a
        // journal that can say so is acted on, as it would have been where it was written.
        let leftovers = try before.unrecordedPictures(in: gallery)
        let journalHonoured = try tieJournal(to: gallery)
        let server = try FixtureServer(arguments: ["--distinct", "--first-serial", "1000"])

        for command in [["index"], ["verify"], ["fetch", "--count", "2", "--api-base", server.apiBase], ["status"]] {
            let run = try DogsProcess.run(command + ["--out", gallery.path], in: folder.url)

            #expect(run.status == 0, "\(name): dogs \(command[0]): \(run.stdout)\(run.stderr)")
            #expect(!(run.stdout + run.stderr).contains("not a dogs gallery"), "\(name): dogs \(command[0])")
        }
        let after = try GalleryState(of: gallery)
        #expect(Array(after.pictures.prefix(before.pictures.count)) == before.pictures, "\(name): every picture as it was, in its place")
        #expect(after.pictures.count == before.pictures.count + 2, "\(name)")
        #expect(after.pictures.map(\.number) == after.pictures.map(\.number).sorted() && Set(after.pictures.map(\.number)).count == after.pictures.count, "\(name)")
        #expect(before.removed.isSubset(of: after.removed), "\(name): a picture removed stays removed")
        #expect((after.siteURL, after.title) == (before.siteURL, before.title), "\(name)")
        // And each file there with its size and digest, which the invariant checks.
        try assertGalleryInvariant(gallery, foreign: journalHonoured ? [] : leftovers)
        if journalHonoured {
            #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: gallery.appendingPathComponent($0).path) }, "\(name): \(leftovers)")
        }
    }

    @Test("an earlier dogs' manifest.json cut short or with a value gone wrong is damaged, never someone else's, and nothing of the gallery is written", arguments: [
        // Nothing to replace: the file cut in half.
        ("json-pretty", "", ""), ("json-pretty-site-url", "\"bytes\" : ", "\"bytes\" : -"), ("json-compact", "\"version\":1", "\"version\":\"1\""),
    ])
    func damagedEarlierManifest(_ name: String, _ original: String, _ damaged: String) throws {
        let folder = makeTemporaryDirectory()
        let gallery = folder.file("gallery")
        try FileManager.default.copyItem(at: Repository.file("Fixtures/galleries/\(name)"), to: gallery)
        let manifest = gallery.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try (original.isEmpty ? String(text.prefix(text.count / 2)) : text.replacingOccurrences(of: original, with: damaged)).write(to: manifest, atomically: false, encoding: .utf8)
        let contents = try FileManager.default.contentsOfDirectory(atPath: gallery.path).sorted()

        for command in [["fetch", "--api-base", "http://127.0.0.1:9/api"], ["index"], ["verify"]] {
            let run = try DogsProcess.run(command + ["--out", gallery.path], in: folder.url)

            #expect(run.status == 65, "\(name): dogs \(command[0]): \(run.stderr)")
            #expect(run.stderr.contains("\(manifest.path) is damaged: "), "\(name): dogs \(command[0]): \(run.stderr)")
            #expect(!run.stderr.contains("not a dogs gallery") && !run.stderr.contains("/dogs\n"), "\(name): dogs \(command[0]): \(run.stderr)")
        }
        // Only the record of the failed run, for `dogs status` to tell.
        #expect(try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0 != ".dogs-runs" }.sorted() == contents)
    }

    @Test("the galleries are those of every writer, each made by its commit's binary")
    func theGalleriesAreThoseOfEveryWriter() {
        // manifest.json: pretty-printed with sorted keys, with pixels, with a site URL; compact with
        // its version first. manifest.jsonl: versions 2 to 5, and the two that wrote a version
        // their contents contradict. Journals: the five encodings. Runs: with and without --every.
        #expect(Set(Self.galleries).isSuperset(of: [
            "json-pretty", "json-pretty-pixels", "json-pretty-site-url", "json-compact", "jsonl-v2", "jsonl-v2-removed", "jsonl-v3-removed",
            "jsonl-v3-title", "jsonl-v4-title", "jsonl-v5-away", "journal-json", "journal-lines", "journal-sorted", "journal-run-mark",
            "journal-flat", "runs-v1", "runs-every",
        ]))
    }

    /// Puts this folder's identity in the journal, when it has one to tie it to a folder; whether it did.
    private func tieJournal(to gallery: URL) throws -> Bool {
        let journal = gallery.appendingPathComponent(".dogs-journal")
        guard let text = try? String(contentsOf: journal, encoding: .utf8), let range = text.range(of: #""folder":"[0-9]+:[0-9]+""#, options: .regularExpression) else {
            return false
        }
        var status = stat()
        guard stat(gallery.path, &status) == 0 else { throw CocoaError(.fileReadUnknown) }
        try text.replacingCharacters(in: range, with: #""folder":"\#(status.st_dev):\#(status.st_ino)""#).write(to: journal, atomically: false, encoding: .utf8)
        return true
    }
}

/// What a gallery's manifest says, read as JSON whichever format an earlier dogs wrote it in.
private struct GalleryState {
    struct Picture: Equatable {
        let number: Int
        let file: String
        let source: String
        let added: String
        let sha256: String
        let bytes: Int
        let away: String?
    }

    var pictures: [Picture] = []
    var removed: Set<String> = []
    var siteURL: String?
    var title: String?

    init(of gallery: URL) throws {
        let jsonl = gallery.appendingPathComponent("manifest.jsonl")
        if FileManager.default.fileExists(atPath: jsonl.path) {
            for line in try String(contentsOf: jsonl, encoding: .utf8).split(separator: "\n") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                if object["dogs"] != nil {
                    (siteURL, title) = (object["siteURL"] as? String, object["title"] as? String)
                } else if let source = object["removed"] as? String {
                    removed.insert(source)
                } else if let number = object["number"] as? Int {
                    pictures.append(try Self.picture(object, number: number))
                }
            }
        } else {
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: gallery.appendingPathComponent("manifest.json"))) as? [String: Any])
            siteURL = manifest["siteURL"] as? String
            let entries = try #require(manifest["pictures"] as? [[String: Any]])
            pictures = try entries.enumerated().map { try Self.picture($1, number: $0 + 1) }
        }
    }

    private static func picture(_ object: [String: Any], number: Int) throws -> Picture {
        Picture(
            number: number, file: try #require(object["file"] as? String), source: try #require(object["source"] as? String),
            added: try #require(object["added"] as? String), sha256: try #require(object["sha256"] as? String),
            bytes: try #require(object["bytes"] as? Int), away: object["away"] as? String
        )
    }

    /// The pictures a journal lists that are in `images/` but not in the manifest: what a run
    /// stopped during its commit had placed.
    func unrecordedPictures(in gallery: URL) throws -> [String] {
        guard let journal = try? String(contentsOf: gallery.appendingPathComponent(".dogs-journal"), encoding: .utf8) else { return [] }
        let listed = Set(pictures.map(\.file))
        let regex = try NSRegularExpression(pattern: #""file":"((?:[^"\\]|\\.)*)""#)
        return regex.matches(in: journal, range: NSRange(journal.startIndex..., in: journal)).compactMap { match in
            Range(match.range(at: 1), in: journal).map { journal[$0].replacingOccurrences(of: "\\/", with: "/") }
        }.filter { !listed.contains($0) && FileManager.default.fileExists(atPath: gallery.appendingPathComponent($0).path) }
    }
}
