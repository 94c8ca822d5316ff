@testable import DogModel
import Foundation
import ModelTestSupport
import TestSupport
import Testing

@Suite("Manifest")
struct ManifestTests {
    @Test("adds pictures after the ones it holds, as numbered")
    func append() {
        var manifest = Manifest(pictures: [picture("a")])

        manifest.append(numbered: [picture("b").numbered(2, inBreed: 2)])

        #expect(manifest.pictures.map(\.file) == ["images/a.jpg", "images/b.jpg"])
        #expect(manifest.pictures.map(\.number) == [1, 2])
    }

    @Test("round-trips through its JSON file")
    func roundTrip() throws {
        let manifest = Manifest(pictures: [picture("a"), picture("b")])

        #expect(try Manifest.decode(manifest.encoded()) == manifest)
    }

    @Test("hands the file over in pieces of whole lines, each as soon as it is the piece size or more")
    func handsTheFileOverInPiecesOfWholeLinesEachAsSoonAsItIsThePieceSizeOrMore() throws {
        let manifest = Manifest(pictures: [picture("a"), picture("bb"), picture("ccc")])
        let whole = manifest.encoded()

        for size in 1...whole.count + 1 {
            var pieces: [Data] = []
            manifest.encoded(pieceBytes: size) { pieces.append($0) }

            #expect(pieces.reduce(Data(), +) == whole, "size \(size)")
            for (index, piece) in pieces.dropLast().enumerated() {
                let lines = piece.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
                #expect(piece.last == UInt8(ascii: "\n") && piece.count >= size, "size \(size): a piece of whole lines, at least the size")
                // The first piece's header goes with its first line, however long the header is.
                let isHeaderAndLine = index == 0 && lines.count == 2
                #expect(isHeaderAndLine || piece.count - lines.last!.count - 1 < size, "size \(size): handed over at the first line that reached it")
            }
        }
    }

    @Test("round-trips with its site URL and with no pictures", arguments: [
        Manifest(siteURL: URL(string: "https://example.com/dogs/")), Manifest(pictures: [], siteURL: nil),
    ])
    func roundTripEdges(_ manifest: Manifest) throws {
        #expect(try Manifest.decode(manifest.encoded()) == manifest)
    }

    @Test("round-trips the sources of the pictures it remembers as removed")
    func roundTripRemoved() throws {
        let (manifest, _) = Manifest(pictures: [picture("a"), picture("b")]).removing(files: ["images/a.jpg"])

        #expect(try Manifest.decode(manifest.encoded()) == manifest)
        #expect(manifest.removedSources == [picture("a").source])
    }

    @Test("a manifest with removed sources says version 3, which earlier versions of dogs refuse by name; one without stays version 2")
    func version() throws {
        let plain = Manifest(pictures: [picture("a"), picture("b")])
        let header = { (manifest: Manifest) in String(decoding: manifest.encoded(), as: UTF8.self).split(separator: "\n")[0] }

        #expect(header(plain).contains(#""version":2,"#))
        #expect(header(plain.removing(files: ["images/a.jpg"]).manifest).contains(#""version":3,"#))
        var titled = plain
        titled.title = "Rex"
        #expect(header(titled).contains(#""version":4,"#), "a title is what version 4 added")
    }

    @Test("removing pictures keeps the others in order and numbered as they were, and remembers each source once")
    func removing() {
        let manifest = Manifest(pictures: [picture("a"), picture("b"), picture("c"), picture("d")])

        let (once, removed) = manifest.removing(files: ["images/a.jpg", "images/c.jpg", "images/zzz.jpg"])
        let (twice, _) = once.removing(files: ["images/d.jpg"])

        #expect(removed.map(\.file) == ["images/a.jpg", "images/c.jpg"])
        #expect(once.pictures == [manifest.pictures[1], manifest.pictures[3]])
        #expect(twice.removedSources == ["a", "c", "d"].map { picture($0).source })
        #expect(twice.pageSize == manifest.pageSize && twice.generation == manifest.generation)
        #expect(once.keepingNewest(0).manifest.removedSources == once.removedSources)
    }

    @Test("writes one picture per line, so a gallery's history reads and compares line by line")
    func onePicturePerLine() throws {
        let manifest = Manifest(pictures: [picture("a"), picture("b"), picture("c")])

        let lines = try #require(String(data: manifest.encoded(), encoding: .utf8)).split(separator: "\n")

        #expect(lines.count == 5)
        #expect(zip(lines.dropFirst(), ["a", "b", "c"]).allSatisfy { line, name in line.contains("\"file\":\"images/\(name).jpg\"") })
    }

    @Test("records url, breed, sub-breed, file, bytes, sha256 and time added")
    func fields() throws {
        let json = try #require(String(data: Manifest(pictures: [picture("a")]).encoded(), encoding: .utf8))

        for field in ["\"source\"", "\"breed\"", "\"subBreed\"", "\"file\"", "\"bytes\"", "\"sha256\"", "\"added\":\"1970-01-01T00:16:40Z\""] {
            #expect(json.contains(field), "missing \(field)")
        }
    }

    @Test("rejects files that are not a manifest of this version", arguments: [
        "", "[]", "{\"version\": 2, \"pictures\": []}", "{\"pictures\": [{\"file\": 1}]}", "{\"version\": 1}",
    ])
    func rejects(_ text: String) {
        #expect(throws: (any Error).self) { try Manifest.decode(Data(text.utf8)) }
    }

    private func picture(_ stem: String, added: Date = Date(timeIntervalSince1970: 1_000)) -> Picture {
        Picture(
            source: URL(string: "https://images.dog.ceo/breeds/setter-english/\(stem).jpg")!,
            breed: "setter", subBreed: "english", file: "images/\(stem).jpg",
            bytes: 10, sha256: String(repeating: "0", count: 64), added: added
        )
    }
}

@Suite("Manifest.keepingNewest")
struct ManifestRetentionTests {
    let manifest = Manifest(pictures: ["a", "b", "c", "d"].map { samplePicture("pug", $0) }, siteURL: URL(string: "https://example.org/dogs/"))

    @Test("keeps the newest pictures and names the older ones it drops", arguments: [
        (2, ["c", "d"], ["a", "b"]), (4, ["a", "b", "c", "d"], []), (10, ["a", "b", "c", "d"], []), (0, [], ["a", "b", "c", "d"]),
    ])
    func keeps(_ count: Int, _ kept: [String], _ dropped: [String]) {
        let (result, removed) = manifest.keepingNewest(count)

        #expect(result.pictures.map(\.file) == kept.map { "images/pug_\($0).jpg" })
        #expect(removed.map(\.file) == dropped.map { "images/pug_\($0).jpg" })
        #expect(result.siteURL == manifest.siteURL)
    }

    @Test("keeps everything without a limit")
    func noLimit() {
        #expect(manifest.keepingNewest(nil).manifest == manifest)
        #expect(manifest.keepingNewest(nil).dropped.isEmpty)
    }
}
