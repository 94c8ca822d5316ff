@testable import DogModel
import Foundation
import TestSupport
import Testing

@Suite("ManifestValidation checks every entry as untrusted input")
struct ManifestValidationTests {
    /// The first problem reading `manifest` back from its file finds.
    private func problem(in manifest: Manifest) -> ManifestProblem? {
        do {
            _ = try Manifest.decode(manifest.encoded())
            return nil
        } catch {
            return error
        }
    }

    @Test("accepts what dogs writes")
    func sound() {
        // The edges of each range: no bytes, the longest name, the smallest and largest side.
        let edges = picture(file: "images/pug_b-2.png", bytes: 0, breed: String(repeating: "a", count: 64), pixels: PixelSize(width: 1, height: 65_535))
        let manifest = Manifest(pictures: [picture(), edges], siteURL: URL(string: "https://example.org/dogs/"))

        #expect(problem(in: manifest) == nil)
    }

    @Test("names the field of an entry that is not sound", arguments: [
        (picture(file: "../outside/dir"), "file"),
        (picture(file: "manifest.json"), "file"),
        (picture(file: "/etc/passwd"), "file"),
        (picture(file: "images/../manifest.json"), "file"),
        (picture(file: "images/sub/pug_a.jpg"), "file"),
        (picture(file: "images/.hidden.jpg"), "file"),
        (picture(file: "images/pug_a.exe"), "file"),
        (picture(file: "images/Pug_A.jpg"), "file"),
        (picture(file: "images/pug_a.jpg.jpg"), "file"),
        (picture(file: "images/" + String(repeating: "a", count: 97) + ".jpg"), "file"),
        (picture(file: "javascript:alert(1)"), "file"),
        (picture(file: "images/"), "file"),
        (picture(source: "file:///etc/passwd"), "source"),
        (picture(source: "javascript:alert(1)"), "source"),
        (picture(source: "https:relative"), "source"),
        (picture(sha256: "0"), "sha256"),
        (picture(sha256: String(repeating: "A", count: 64)), "sha256"),
        (picture(sha256: String(repeating: "g", count: 64)), "sha256"),
        (picture(sha256: String(repeating: "０", count: 64)), "sha256"),
        (picture(bytes: -1), "bytes"),
        (picture(pixels: PixelSize(width: 0, height: 10)), "pixels"),
        (picture(pixels: PixelSize(width: 10, height: 70_000)), "pixels"),
        (picture(breed: "pug\u{1B}]0;owned\u{07}"), "breed"),
        (picture(breed: "pug\u{FFFF}"), "breed"),
        (picture(breed: "pug\u{202E}"), "breed"),
        (picture(breed: ""), "breed"),
        (picture(breed: String(repeating: "a", count: 65)), "breed"),
        (picture(subBreed: "line\nbreak"), "subBreed"),
        (picture(breed: nil, subBreed: "line\nbreak"), "subBreed"),
    ])
    func field(_ entry: Picture, _ field: String) {
        let problem = problem(in: Manifest(pictures: [picture(), entry]))

        #expect(problem?.line == 3, "after the header and the first picture")
        #expect(problem?.field == field)
    }

    @Test("refuses two entries with one file")
    func duplicates() {
        let problem = problem(in: Manifest(pictures: [picture(), picture(source: "https://images.dog.ceo/breeds/pug/other.jpg")]))

        #expect(problem == ManifestProblem(line: 3, field: "file", reason: "images/pug_a.jpg is listed twice"))
    }

    @Test("refuses a site URL that is not a web link")
    func siteURL() {
        let problem = problem(in: Manifest(pictures: [], siteURL: URL(string: "javascript:alert(1)")))

        #expect(problem?.field == "siteURL")
        #expect(problem?.line == 1)
    }

    @Test("shows the offending value on one safe line")
    func shown() {
        let problem = problem(in: Manifest(pictures: [picture(file: "../out\u{1B}[2Jside")]))

        #expect(problem?.description == "line 2, field file: must be images/ and a picture name dogs gives (got '../out [2Jside')")
    }
}

@Suite("LegacyManifest tells dogs' manifest.json by its shape, and says where one is damaged")
struct ManifestDecodingTests {
    @Test("names the entry and the field, or the manifest as a whole, of the first problem", arguments: [
        ("{\"version\": 1, \"pictures\": [", ManifestProblem(reason: "not valid JSON")),
        ("{\"pictures\": []}", ManifestProblem(field: "version", reason: "is missing")),
        ("{\"version\": 2, \"pictures\": []}", ManifestProblem(field: "version", reason: "dogs reads version 1, not 2")),
        ("{\"version\": \"1\", \"pictures\": {}}", ManifestProblem(field: "version", reason: "expected a number")),
        ("{\"version\": 1, \"pictures\": {}}", ManifestProblem(field: "pictures", reason: "expected a list")),
        ("{\"pictures\": 3}", ManifestProblem(field: "pictures", reason: "expected a list")),
        ("{\"version\": 1, \"pictures\": [7]}", ManifestProblem(entry: 1, reason: "expected an object")),
        (manifest(replacing: "\"bytes\": 1", with: "\"bytes\": \"1\""), ManifestProblem(entry: 1, field: "bytes", reason: "expected a number")),
        (manifest(replacing: "\"file\": \"images/pug_a.jpg\", ", with: ""), ManifestProblem(entry: 1, field: "file", reason: "is missing")),
        (manifest(replacing: "\"file\": \"images/pug_a.jpg\"", with: "\"file\": \"../x\""),
         ManifestProblem(entry: 1, field: "file", reason: "must be images/ and a picture name dogs gives (got '../x')")),
        // Found by fuzzing: JSONDecoder's ISO 8601 took these, and the manifest they became did not read back.
        (manifest(replacing: "2026-11-20T10:00:00Z", with: "2026-11-20T10:00:81Z"),
         ManifestProblem(entry: 1, field: "added", reason: "must be a UTC time like 2026-11-18T11:08:00Z (got '2026-11-20T10:00:81Z')")),
        (manifest(replacing: "2026-11-20T10:00:00Z", with: "202621-1-3T07:09:01Z"),
         ManifestProblem(entry: 1, field: "added", reason: "must be a UTC time like 2026-11-18T11:08:00Z (got '202621-1-3T07:09:01Z')")),
        (manifest(replacing: "2026-11-20T10:00:00Z", with: "2026-11-20T10:00:00.5Z"),
         ManifestProblem(entry: 1, field: "added", reason: "must be a UTC time like 2026-11-18T11:08:00Z (got '2026-11-20T10:00:00.5Z')")),
    ])
    func problems(_ text: String, _ expected: ManifestProblem) {
        #expect(throws: LegacyManifest.Refusal.damaged(expected)) { try LegacyManifest.decode(Data(text.utf8)) }
    }

    @Test("a file with a member dogs never wrote is someone else's, wherever the member comes and whatever is wrong before it", arguments: [
        "", "not json", "[]", "{}", "{\"name\": \"My App\", \"version\": 1}", "{\"version\": 1, \"start_url\": \"/\"}",
        "{\"version\": \"1.0\", \"manifest_version\": 3}", "{\"version\": 1, \"pictures\": [{\"src\": \"a.png\"}]}",
        manifest(replacing: "\"bytes\": 1", with: "\"bytes\": \"1\", \"caption\": \"a pug\""),
        manifest(replacing: "]}", with: "], \"icons\": []}"),
    ])
    func someoneElses(_ text: String) {
        #expect(throws: LegacyManifest.Refusal.notDogs) { try LegacyManifest.decode(Data(text.utf8)) }
    }

    @Test("tells a dogs manifest from another program's by its first bytes, whatever their order and spacing", arguments: [
        ("{\"version\": 1, \"pictures\": []}", true), (" {\n  \"version\":1", true), ("{\"version\": 2, \"pictures\": [", true),
        ("{\n  \"pictures\" : [\n    {\n      \"added\" : \"2026-11-28T17:12:35Z\",\n      \"bre", true), ("{\"pictures\": 3}", true),
        ("{\"name\": \"My App\", \"version\": 1}", false), ("{\"version\": 1, \"name\": \"My A", false),
        ("{\"version\":\"1.0\",\"manifest_version\":3", false), ("{\"pictures\":[{\"src\":\"a", false),
        ("[]", false), ("not json", false), ("", false), ("{", false),
    ])
    func shape(_ text: String, _ isDogs: Bool) {
        #expect(LegacyManifest.isDogs(prefix: Array(text.utf8)) == isDogs)
    }

    @Test("reads every manifest.json an earlier dogs wrote, as it wrote it", arguments: ["json-pretty", "json-pretty-pixels", "json-pretty-site-url", "json-compact", "dogs-0.1.0"])
    func everyEarlierLayout(_ gallery: String) throws {
        let data = try fixture("galleries/\(gallery)/manifest.json")

        let manifest = try LegacyManifest.decode(data)

        #expect(LegacyManifest.isDogs(prefix: data.prefix(LegacyManifest.prefixBytes)))
        #expect(manifest.pictures.count == 5)
        #expect(manifest.pictures.map(\.number) == [1, 2, 3, 4, 5])
        #expect(manifest.pictures.allSatisfy { ManifestValidation.problem(in: $0) == nil })
    }

    @Test("every version of manifest.jsonl dogs reads has a gallery an earlier dogs wrote in Fixtures/galleries, which the end-to-end tests open")
    func everyVersionHasAnEarlierGallery() throws {
        let galleries = try FileManager.default.contentsOfDirectory(atPath: Repository.file("Fixtures/galleries").path)
        let versions = try galleries.compactMap { name -> Int? in
            guard let data = try? fixture("galleries/\(name)/manifest.jsonl"), let header = data.split(separator: UInt8(ascii: "\n")).first else { return nil }
            return try #require(try JSONSerialization.jsonObject(with: Data(header)) as? [String: Any])["version"] as? Int
        }

        #expect(Set(versions) == Set(ManifestLine.versions))
    }

    @Test("reads a picture's time as the manifest.jsonl it becomes writes it")
    func added() throws {
        let manifest = try LegacyManifest.decode(Data(Self.manifest(replacing: "", with: "").utf8))

        #expect(manifest.pictures.map(\.added) == [Date(timeIntervalSince1970: 1_795_168_800)])
        #expect(try Manifest.decode(manifest.encoded()) == manifest)
    }

    @Test("reads a picture's size in pixels, and null as none", arguments: [
        ("\"pixels\": {\"height\": 480, \"width\": 640, \"depth\": 8}", PixelSize(width: 640, height: 480)), ("\"pixels\": null", nil),
    ] as [(String, PixelSize?)])
    func pixels(_ field: String, _ expected: PixelSize?) throws {
        let manifest = try LegacyManifest.decode(Data(Self.manifest(replacing: "\"bytes\": 1", with: "\"bytes\": 1, " + field).utf8))

        #expect(manifest.pictures.map(\.pixels) == [expected])
    }

    @Test("a text field given as null is left out, as an earlier dogs read it")
    func nullText() throws {
        let manifest = try LegacyManifest.decode(Data(Self.manifest(replacing: "\"bytes\": 1", with: "\"bytes\": 1, \"breed\": null, \"subBreed\": null").utf8))

        #expect(manifest.pictures.map(\.breed) == [nil])
    }

    @Test("names a picture's size that is not one", arguments: [
        ("\"pixels\": 3", ManifestProblem(entry: 1, field: "pixels", reason: "expected an object")),
        ("\"pixels\": true", ManifestProblem(entry: 1, field: "pixels", reason: "expected an object")),
        ("\"pixels\": {\"width\": 640}", ManifestProblem(entry: 1, field: "pixels.height", reason: "is missing")),
        ("\"pixels\": {\"width\": \"640\", \"height\": 480}", ManifestProblem(entry: 1, field: "pixels.width", reason: "expected a number")),
    ])
    func badPixels(_ field: String, _ expected: ManifestProblem) {
        #expect(throws: LegacyManifest.Refusal.damaged(expected)) { try LegacyManifest.decode(Data(Self.manifest(replacing: "\"bytes\": 1", with: "\"bytes\": 1, " + field).utf8)) }
    }

    private static func manifest(replacing original: String, with replacement: String) -> String {
        """
        {"version": 1, "pictures": [{"source": "https://images.dog.ceo/breeds/pug/a.jpg", "file": "images/pug_a.jpg", "bytes": 1, \
        "sha256": "\(String(repeating: "0", count: 64))", "added": "2026-11-20T10:00:00Z"}]}
        """.replacingOccurrences(of: original, with: replacement)
    }
}

private func picture(
    source: String = "https://images.dog.ceo/breeds/pug/a.jpg", file: String = "images/pug_a.jpg", sha256: String = String(repeating: "0", count: 64),
    bytes: Int = 10, breed: String? = "pug", subBreed: String? = nil, pixels: PixelSize? = nil
) -> Picture {
    Picture(source: URL(string: source)!, breed: breed, subBreed: subBreed, file: file, bytes: bytes, sha256: sha256,
            added: Date(timeIntervalSince1970: 0), pixels: pixels)
}

@Suite("GalleryTitle: one line, bounded in characters and in bytes")
struct GalleryTitleTests {
    @Test("a title is valid up to 100 characters and 2,048 bytes: any script's, not marks by the hundred", arguments: [
        (String(repeating: "x", count: 100), true), (String(repeating: "x", count: 101), false),
        (String(repeating: "🐕", count: 100), true), (String(repeating: "கொ", count: 100), true), (String(repeating: "क्षि", count: 100), true),
        (String(repeating: "e" + String(repeating: "\u{301}", count: 30), count: 100), false),
        ("e" + String(repeating: "\u{301}", count: 1_100), false), ("", false), ("two\nlines", false),
    ])
    func validity(title: String, valid: Bool) {
        #expect(GalleryTitle.isValid(title) == valid)
    }

    @Test("a title remembered before bytes were bounded is cut to the bounds, whole characters kept")
    func bounded() {
        let marked = String(repeating: "e" + String(repeating: "\u{301}", count: 300), count: 100)

        let cut = GalleryTitle.bounded(marked)

        #expect(cut.utf8.count <= GalleryTitle.maxBytes)
        #expect(cut.count == 3 && marked.hasPrefix(cut))
        #expect(GalleryTitle.bounded("Rex") == "Rex")
        #expect(GalleryTitle.bounded(String(repeating: "x", count: 150)) == String(repeating: "x", count: 100))
    }
}
