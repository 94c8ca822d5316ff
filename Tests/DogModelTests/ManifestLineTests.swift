@testable import DogModel
import Foundation
@testable import PureSupport
import ModelTestSupport
import TestSupport
import Testing

@Suite("ManifestLine reads and writes one line of manifest.jsonl")
struct ManifestLineTests {
    static let picture = samplePicture("pug", "a", pixels: PixelSize(width: 320, height: 240)).numbered(3, inBreed: 2)
    static let pictureLine = ManifestLine.picture(picture).text

    private func parse(_ text: String) -> Result<ManifestLine, ManifestProblem> {
        Result { () throws(ManifestProblem) in try ManifestLine.parse(ArraySlice(Array(text.utf8))) }
    }

    @Test("reads back every kind of line it writes")
    func roundTrip() throws {
        for line in [ManifestLine.header(pageSize: 7, siteURL: URL(string: "https://example.org/dogs/")), .header(pageSize: 100, siteURL: nil), .header(pageSize: 5, siteURL: nil, version: 3), .header(pageSize: 5, siteURL: nil, title: "Rex & Co", version: 4),
                     .picture(Self.picture), .picture(samplePicture("mix", "b").numbered(1, inBreed: 1)), .commit(generation: 12),
                     .picture(Self.picture.marked(away: Date(timeIntervalSince1970: 1_795_000_060))),
                     .removed(URL(string: "https://images.dog.ceo/breeds/pug/gone.jpg")!)] {
            #expect(try parse(line.text).get() == line, "\(line.text)")
        }
    }

    @Test("every picture line it writes is read in the picture layout, without comparing names", arguments: [
        picture, samplePicture("mix", "b").numbered(1, inBreed: 1), samplePicture("hound-afghan", "c", pixels: PixelSize(width: 1, height: 1)),
        picture.marked(away: Date(timeIntervalSince1970: 1_795_000_060)),
    ])
    func layout(_ picture: Picture) throws {
        let members = try #require(FlatJSON.parse(Array(ManifestLine.picture(picture).text.utf8)[...], as: ManifestLine.pictureLayout))

        #expect(members.map(\.name) == (try FlatJSON.parse(Array(ManifestLine.picture(picture).text.utf8)[...])).map(\.name))
    }

    @Test("a picture line written in another order or spacing is read the same", arguments: [
        pictureLine.replacingOccurrences(of: ",", with: ", "),
        "{" + pictureLine.dropFirst().dropLast().split(separator: ",").reversed().joined(separator: ",") + "}",
    ])
    func otherShapes(_ reshaped: String) throws {
        #expect(FlatJSON.parse(Array(reshaped.utf8)[...], as: ManifestLine.pictureLayout) == nil)
        #expect(try parse(reshaped).get() == .picture(Self.picture))
    }

    @Test("a title remembered before titles were bounded in bytes is read, cut to the bounds")
    func longTitle() throws {
        let title = String(repeating: "e" + String(repeating: "\u{301}", count: 300), count: 100)
        let text = #"{"dogs":"gallery","version":4,"pageSize":100,"title":""# + title + #""}"#

        guard case let .header(_, _, read?, _) = try ManifestLine.parse(ArraySlice(Array(text.utf8))) else {
            Issue.record("no title read")
            return
        }
        #expect(read == GalleryTitle.bounded(title))
    }

    @Test("names the field of a line that is not what dogs writes", arguments: [
        (#"{"commit":0}"#, "commit", "must be 1 or more (got 0)"),
        (#"{"commit":"1"}"#, "commit", "expected a number"),
        (#"{"dogs":"other","version":2,"pageSize":100}"#, "dogs", "must be 'gallery'"),
        (#"{"dogs":"gallery","version":1,"pageSize":100}"#, "version", "this dogs reads versions 2 to 5, not 1"),
        (pictureLine.dropLast() + #","away":"2026-13-01T00:00:00Z"}"#, "away", "must be a UTC time like 2026-11-18T11:08:00Z (got '2026-13-01T00:00:00Z')"),
        (#"{"dogs":"gallery","version":2,"pageSize":0}"#, "pageSize", "must be from 1 to 10000 (got 0)"),
        (#"{"dogs":"gallery","version":2}"#, "pageSize", "is missing"),
        (pictureLine.replacingOccurrences(of: #""bytes":100"#, with: #""bytes":"100""#), "bytes", "expected a number"),
        (pictureLine.replacingOccurrences(of: #""file":"images/pug_a.jpg""#, with: #""file":1"#), "file", "expected text"),
        (pictureLine.replacingOccurrences(of: #","file":"images/pug_a.jpg""#, with: ""), "file", "is missing"),
        (pictureLine.replacingOccurrences(of: #","height":240"#, with: ""), "height", "is missing"),
        (pictureLine.replacingOccurrences(of: #""number":3"#, with: #""number":0"#), "number", "must be 1 or more (got 0)"),
        (pictureLine.replacingOccurrences(of: "}", with: #","extra":1}"#), "extra", "is not a field dogs writes"),
        (pictureLine.replacingOccurrences(of: "}", with: #","extra":1,"more":2}"#), "extra", "is not a field dogs writes"),
        (pictureLine.replacingOccurrences(of: "T11:06:40Z", with: "T11:06:60Z"), "added", "must be a UTC time like 2026-11-18T11:08:00Z (got '2026-11-18T11:06:60Z')"),
        (pictureLine.replacingOccurrences(of: "https://images.dog.ceo/breeds/pug/a.jpg", with: "javascript:alert(1)"), "source", "must be an http(s) link (got 'javascript:alert(1)')"),
        (pictureLine.replacingOccurrences(of: "https://images.dog.ceo/breeds/pug/a.jpg", with: ""), "source", "must be an http(s) link (got '')"),
        (#"{"dogs":"gallery","version":2,"pageSize":100,"siteURL":"ftp://example.org/"}"#, "siteURL", "must be an http(s) link (got 'ftp://example.org/')"),
        (#"{"dogs":"gallery","version":4,"pageSize":100,"title":"a\u001bb"}"#, "title", "must be one line of up to 100 characters and 2048 bytes"),
        (#"{"dogs":"gallery","version":4,"pageSize":100,"title":7}"#, "title", "expected text"),
        (#"{"removed":"file:///etc/passwd"}"#, "removed", "must be an http(s) link (got 'file:///etc/passwd')"),
        (#"{"removed":7}"#, "removed", "expected text"),
        (#"{"removed":"https://images.dog.ceo/breeds/pug/a.jpg","file":"x"}"#, "file", "is not a field dogs writes"),
    ] as [(String, String, String)])
    func problem(_ text: String, _ field: String, _ reason: String) {
        #expect(parse(text) == .failure(ManifestProblem(field: field, reason: reason)), "\(text)")
    }

    @Test("a header of a newer version than this dogs reads says which, so it is not taken for damage")
    func newer() {
        #expect(parse(#"{"dogs":"gallery","version":6,"pageSize":100}"#) == .failure(
            ManifestProblem(field: "version", reason: "this dogs reads versions 2 to 5, not 6", newerVersion: 6)
        ))
    }

    @Test("refuses a line that is not one flat JSON object", arguments: ["[1]", "", #"{"a":{"b":1}}"#, #"{"commit":1"#])
    func notAnObject(_ text: String) {
        guard case let .failure(problem) = parse(text) else {
            Issue.record("read \(text)")
            return
        }
        #expect(problem.reason.hasPrefix("not a JSON object"))
    }
}
