import Foundation
import TestSupport
import Testing

/// Every command within the memory bound, read from `wait4`'s peak, whatever is in the folder it
/// is given: a gallery of 25,000 pictures (more than dog.ceo's whole catalogue) whichever way a
/// command walks its manifest, and someone else's manifest of hundreds of megabytes, told from its
/// first bytes and refused unread.
@Suite(.endToEnd)
final class MemoryEndToEndTests: EndToEndSuite {
    /// The gallery size every command is held to the bound at.
    static let largeGallery = 25_000

    private var folder: TemporaryDirectory!
    private var gallery: URL { folder.file("gallery") }

    override init() throws {
        try super.init()
        folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    }

    @Test("someone else's large manifest JSON is refused from its first bytes, within the memory bound")
    func someoneElsesLargeManifestJSONIsRefusedFromItsFirstBytesWithinTheMemoryBound() throws {
        try writeLarge(#"{"name":"my web app","start_url":"/","icons":[{"src":""#, to: "gallery/manifest.json", bytes: 263 << 20)

        for command in [["fetch", "--api-base", "http://127.0.0.1:9/api"], ["index"], ["verify"], ["status"]] {
            let (run, peak, _) = try DogsProcess.measuring(command + ["--out", gallery.path], in: folder.url)

            // status, a monitoring check, tells of no gallery there as the state it cannot know.
            #expect(run.status == (command == ["status"] ? 3 : 73), "\(command): \(run.stderr)")
            #expect((run.stdout + run.stderr).contains("is not a dogs gallery: it holds a manifest.json that dogs did not write"), "\(command): \(run.stderr)")
            #expect(peak < HostileEndToEndTests.memoryBound, "\(command)")
        }
    }

    @Test("someone else's large manifest JSONL is refused from its first bytes, within the memory bound")
    func someoneElsesLargeManifestJSONLIsRefusedFromItsFirstBytesWithinTheMemoryBound() throws {
        try writeLarge(#"{"event":"login","user":"#, to: "gallery/manifest.jsonl", bytes: 315 << 20)

        for command in [["fetch", "--api-base", "http://127.0.0.1:9/api"], ["index"], ["remove", "images/x.jpg"]] {
            let (run, peak, _) = try DogsProcess.measuring(command + ["--out", gallery.path], in: folder.url)

            #expect(run.status == 73, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("is not a dogs gallery: it holds a manifest.jsonl that dogs did not write"), "\(command): \(run.stderr)")
            #expect(peak < HostileEndToEndTests.memoryBound, "\(command)")
        }
    }

    @Test("a manifest of a newer dogs is said to be one, not damaged")
    func aManifestOfANewerDogsIsSaidToBeOneNotDamaged() throws {
        try folder.write(#"{"dogs":"gallery","version":99,"pageSize":100}"# + "\n" + #"{"commit":1}"# + "\n", to: "gallery/manifest.jsonl")

        let run = try DogsProcess.run(["index", "--out", gallery.path], in: folder.url)

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("was written by a newer version of dogs (its format is version 99;"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("upgrade dogs to use this gallery\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("damaged"), "\(run.stderr)")
    }

    @Test("every command on a large gallery stays within the memory bound")
    func everyCommandOnALargeGalleryStaysWithinTheMemoryBound() throws {
        let server = try FixtureServer(arguments: ["--distinct"])
        try makeGallery(Self.largeGallery)
        let api = ["--api-base", server.apiBase, "--out", gallery.path]
        let steps: [(name: String, arguments: () throws -> [String])] = [
            ("index, every page written", { ["index", "--out", self.gallery.path] }),
            ("index again, every page compared", { ["index", "--out", self.gallery.path] }),
            ("verify", { ["verify", "--out", self.gallery.path] }),
            ("fetch", { ["fetch", "--count", "3"] + api }),
            ("status", { ["status", "--out", self.gallery.path] }),
            ("fetch --keep, the manifest rewritten", { ["fetch", "--count", "1", "--keep", String(Self.largeGallery - 10)] + api }),
            ("remove", { ["remove", "images/\(try self.pictureFiles()[0])", "--out", self.gallery.path] }),
            ("fetch after a picture was deleted by hand: marked away, every page rendered", {
                try FileManager.default.removeItem(at: self.gallery.appendingPathComponent("images/\(try self.pictureFiles()[5])"))
                return ["fetch", "--count", "3", "--quiet"] + api
            }),
        ]

        for step in steps {
            let started = Date()
            let (run, peak, _) = try DogsProcess.measuring(try step.arguments(), in: folder.url)

            #expect(run.status == 0, "\(step.name): \(run.stderr)")
            #expect(peak < HostileEndToEndTests.memoryBound, "\(step.name)")
            if step.name == "fetch" {
                // Every picture's view is a fragment of its pages: a run still writes little, and the front page stays light.
                let written = try renderedFiles(changedSince: started)
                #expect(written.values.reduce(0, +) < 2_000_000, "\(written)")
                #expect(try #require(written["index.html"]) < 300_000)
            }
        }
        try assertGalleryInvariant(gallery)
    }

    @Test("verify --repair holds what it downloads to a batch: every picture missing takes the memory a few take, within the bound")
    func repairOfEveryPictureMissingTakesTheMemoryAFewTake() throws {
        let server = try FixtureServer(arguments: ["--distinct"])
        try makeGallery(Self.repairedGallery, sourceBase: server.baseURL.absoluteString)
        let api = ["--api-base", server.apiBase, "--out", gallery.path]
        let pictures = try pictureFiles()
        for name in pictures.prefix(Self.repairedGallery / 100) { try FileManager.default.removeItem(at: gallery.appendingPathComponent("images/\(name)")) }
        let (few, fewPeak, _) = try DogsProcess.measuring(["verify", "--repair"] + api, in: folder.url)
        for name in pictures { try FileManager.default.removeItem(at: gallery.appendingPathComponent("images/\(name)")) }

        let (all, allPeak, _) = try DogsProcess.measuring(["verify", "--repair", "--max-time", "600"] + api, in: folder.url, deadline: 300)

        #expect(few.status == 0 && all.status == 0, "\(few.stderr)\(all.stderr)")
        #expect(all.stdout.hasSuffix("\(Self.repairedGallery) pictures downloaded again; \(Self.repairedGallery) pictures in all.\n"), "\(all.stdout.suffix(200))")
        #expect(allPeak < HostileEndToEndTests.memoryBound)
        #expect(Double(allPeak) < Double(fewPeak) * 1.05, "\(allPeak / 1024) KiB for \(Self.repairedGallery) missing against \(fewPeak / 1024) KiB for a hundredth of them")
        try assertGalleryInvariant(gallery)
    }

    /// The gallery every picture of is downloaded again: a dozen batches, and enough pictures
    /// that holding each one's download (or its copy) to the end would show.
    static let repairedGallery = 3_000

    /// The pages and front files written since `moment`, with their sizes.
    private func renderedFiles(changedSince moment: Date) throws -> [String: Int] {
        var files: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: gallery.path) + (try FileManager.default.contentsOfDirectory(atPath: gallery.appendingPathComponent("pages").path)).map({ "pages/\($0)" })
        where name.hasSuffix(".html") || name.hasSuffix(".md") || name.hasSuffix(".xml") {
            let attributes = try FileManager.default.attributesOfItem(atPath: gallery.appendingPathComponent(name).path)
            if let modified = attributes[.modificationDate] as? Date, modified >= moment { files[name] = (attributes[.size] as? Int) ?? 0 }
        }
        return files
    }

    @Test("a large manifest JSON of dogs before is upgraded within the memory bound")
    func aLargeManifestJSONOfDogsBeforeIsUpgradedWithinTheMemoryBound() throws {
        let server = try FixtureServer(arguments: ["--distinct"])
        try makeGallery(Self.largeGallery, legacy: true)

        let (run, peak, _) = try DogsProcess.measuring(["fetch", "--count", "1", "--api-base", server.apiBase, "--out", gallery.path], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("(\(Self.largeGallery) pictures) to manifest.jsonl"), "\(run.stderr)")
        #expect(peak < HostileEndToEndTests.memoryBound)
    }

    /// A gallery of `count` pictures as dogs writes one (`scripts/make-gallery`), in place of the empty folder.
    private func makeGallery(_ count: Int, legacy: Bool = false, sourceBase: String? = nil) throws {
        try FileManager.default.removeItem(at: gallery)
        let made = try DogsProcess.run(
            command: Python.executable.path,
            Python.script("scripts/make-gallery", [gallery.path, String(count)] + (legacy ? ["--legacy"] : []) + (sourceBase.map { ["--source-base", $0] } ?? [])),
            in: folder.url
        )
        #expect(made.status == 0, "\(made.stderr)")
    }

    private func pictureFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: gallery.appendingPathComponent("images").path).sorted()
    }

    /// A file of `bytes` that begins with `start` and goes on as a hole: large on every reading,
    /// cheap to make.
    private func writeLarge(_ start: String, to path: String, bytes: Int) throws {
        try folder.write(start, to: path)
        let handle = try FileHandle(forWritingTo: folder.file(path))
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }
}
