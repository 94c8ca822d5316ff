import Foundation
import PureSupport

/// `manifest.json`, the single JSON document galleries kept before `manifest.jsonl`: read once,
/// checked as strictly as ever, and upgraded. Whose file it is, is told by its shape, whatever its
/// spacing and the order of its members (earlier dogs wrote it pretty-printed with sorted keys,
/// later compact with its version first): an object of dogs' members only (`version`, `siteURL`,
/// `pictures`), its pictures objects of dogs' fields only. Another program's file is told by the
/// first member dogs never wrote, and read no further; one shaped like dogs' is dogs', and anything
/// else wrong with it (a value of the wrong kind, a field missing, an end cut off) makes it damaged.
package enum LegacyManifest {
    package static let fileName = "manifest.json"
    static let version = 1
    /// Larger than any `manifest.json` dogs wrote (about 75,000 pictures): not read.
    package static let maxBytes = 32 << 20
    /// Enough of the file's beginning to tell whether dogs wrote it: its first members' names.
    package static let prefixBytes = 1024
    /// Longer than any text dogs wrote in a picture's entry.
    private static let maxTextBytes = 4096
    /// Every member dogs wrote, of the manifest and of a picture's entry.
    private static let members: Set = ["version", "siteURL", "pictures"]
    private static let textFields: Set = ["source", "breed", "subBreed", "file", "sha256", "added"]
    private static let pictureFields = textFields.union(["bytes", "pixels"])

    /// Why a `manifest.json` is not read.
    package enum Refusal: Error, Equatable, Sendable {
        /// Not shaped like dogs': another program's file.
        case notDogs
        /// Shaped like dogs', and damaged: the first problem, with its entry and field.
        case damaged(ManifestProblem)
    }

    /// Whether a `manifest.json` beginning with `prefix` is shaped like dogs' as far as it goes:
    /// damaged or not, it is a gallery's. A web app's manifest is not, whatever else it holds.
    /// A member dogs never wrote that the first bytes cut off before its value is not seen.
    package static func isDogs(prefix: some Collection<UInt8>) -> Bool {
        let reading = Reading.walk(Data(prefix))
        return !reading.isForeign && reading.sawDogsMember
    }

    /// The manifest it holds, numbered in the order of its pictures. Read with a cursor, so that
    /// what is kept is the pictures, not a tree of the document; JSON that does not parse is "not
    /// valid JSON", once it is known to be dogs'.
    package static func decode(_ data: Data) throws(Refusal) -> Manifest {
        try Reading.walk(data).manifest()
    }

    /// One walk through the file. Member names decide whose it is; a value's problem is kept, the
    /// first one, and the walk goes on, as a member dogs never wrote may still come.
    private struct Reading {
        /// Whether the JSON parsed to its end.
        var parsed = false
        var sawDogsMember = false
        var isForeign = false
        var problem: ManifestProblem?
        var version: Int?
        var siteURL: URL?
        var pictures: [Picture] = []
        var files = Set<String>()
        var numbering = PictureNumbering()

        /// Walks `data` as far as it goes: to its end, to JSON that does not parse (the first
        /// bytes of a file end anywhere), or to the first member dogs never wrote.
        static func walk(_ data: Data) -> Reading {
            var reading = Reading()
            reading.parsed = (try? JSONCursor.reading(data) { cursor throws(JSONCursor.Failure) in try reading.document(&cursor) }) != nil
            return reading
        }

        mutating func document(_ cursor: inout JSONCursor) throws(JSONCursor.Failure) {
            cursor.skipSpace()
            guard cursor.peek() == .object else { throw foreign() }
            try cursor.members { name, cursor throws(JSONCursor.Failure) in try member(name, &cursor) }
            try cursor.expectEnd(of: "manifest")
        }

        /// Someone else's file: the walk ends here.
        mutating func foreign() -> JSONCursor.Failure {
            isForeign = true
            return JSONCursor.Failure(reason: "not dogs'")
        }

        mutating func note(_ found: ManifestProblem) {
            problem = problem ?? found
        }

        mutating func member(_ name: String, _ cursor: inout JSONCursor) throws(JSONCursor.Failure) {
            guard LegacyManifest.members.contains(name) else { throw foreign() }
            sawDogsMember = true
            switch name {
            case "version":
                version = try Self.wholeNumber(&cursor)
                if version == nil { note(ManifestProblem(field: name, reason: "expected a number")) }
            case "siteURL":
                guard case let text?? = try Self.text(&cursor) else { return note(ManifestProblem(field: name, reason: "expected text")) }
                guard let url = URL(string: text), ManifestValidation.isWebLink(url) else {
                    return note(ManifestProblem(field: name, reason: "must be an http(s) link (got '\(TerminalText.oneLine(text, maxLength: 80))')"))
                }
                siteURL = url
            default:
                guard cursor.peek() == .array else {
                    // Passed over first: a value that is not there at all is the JSON's problem.
                    try cursor.skipValue()
                    return note(ManifestProblem(field: name, reason: "expected a list"))
                }
                var number = 0
                try cursor.elements { cursor throws(JSONCursor.Failure) in
                    number += 1
                    try entry(number, &cursor)
                }
            }
        }

        /// A picture's entry: its members taken by name, whatever their order.
        mutating func entry(_ number: Int, _ cursor: inout JSONCursor) throws(JSONCursor.Failure) {
            guard cursor.peek() == .object else {
                try cursor.skipValue()
                return note(ManifestProblem(entry: number, reason: "expected an object"))
            }
            var texts: [String: String] = [:], bytes: Int?, pixels: PixelSize?, found: ManifestProblem?
            try cursor.members { name, cursor throws(JSONCursor.Failure) in
                guard pictureFields.contains(name) else { throw foreign() }
                if textFields.contains(name) {
                    // null, as an earlier dogs' reader took it, is a field left out.
                    guard case let text? = try Self.text(&cursor) else { return found = found ?? ManifestProblem(field: name, reason: "expected text") }
                    texts[name] = text
                } else if name == "bytes" {
                    bytes = try Self.wholeNumber(&cursor)
                    if bytes == nil { found = found ?? ManifestProblem(field: name, reason: "expected a number") }
                } else {
                    pixels = try Self.pixels(&cursor, found: &found)
                }
            }
            do throws(ManifestProblem) {
                if let found { throw found }
                let picture = try Self.picture(texts: texts, bytes: bytes, pixels: pixels)
                if let (field, reason) = ManifestValidation.problem(in: picture) { throw ManifestProblem(field: field, reason: reason) }
                guard files.insert(picture.file).inserted else { throw ManifestProblem(field: "file", reason: "\(picture.file) is listed twice") }
                // Numbered as they are read, so that they are held once.
                pictures.append(numbering.next(for: picture))
            } catch {
                note(ManifestProblem(entry: number, field: error.field, reason: error.reason))
            }
        }

        /// What the walk found: dogs' manifest, or why not.
        func manifest() throws(Refusal) -> Manifest {
            // Nothing of dogs' at all, an empty object included, is no manifest of dogs'.
            guard !isForeign, sawDogsMember else { throw .notDogs }
            if let problem { throw .damaged(problem) }
            guard parsed else { throw .damaged(ManifestProblem(reason: "not valid JSON")) }
            guard let version else { throw .damaged(ManifestProblem(field: "version", reason: "is missing")) }
            guard version == LegacyManifest.version else {
                throw .damaged(ManifestProblem(field: "version", reason: "dogs reads version \(LegacyManifest.version), not \(version)"))
            }
            return Manifest(numbered: pictures, siteURL: siteURL, pageSize: PageSize.standard, generation: 1)
        }

        /// A whole number; nil, the value passed over, for any other value.
        static func wholeNumber(_ cursor: inout JSONCursor) throws(JSONCursor.Failure) -> Int? {
            guard cursor.peek() == .number else {
                try cursor.skipValue()
                return nil
            }
            return try cursor.wholeNumber()
        }

        /// Text, nil for null; nil outside, the value passed over, for a value of another kind or
        /// text longer than any dogs wrote.
        static func text(_ cursor: inout JSONCursor) throws(JSONCursor.Failure) -> String?? {
            switch cursor.peek() {
            case .string?:
                let (text, isCut) = try cursor.string(keeping: maxTextBytes)
                return isCut ? .none : .some(text)
            case .literal? where cursor.isAt(UInt8(ascii: "n")):
                try cursor.literal()
                return .some(nil)
            default:
                try cursor.skipValue()
                return .none
            }
        }

        /// A picture's size in pixels, nil for null; its other members passed over. What is wrong
        /// with it goes in `found`, unless something is there already.
        static func pixels(_ cursor: inout JSONCursor, found: inout ManifestProblem?) throws(JSONCursor.Failure) -> PixelSize? {
            guard cursor.peek() == .object else {
                if cursor.peek() == .literal, cursor.isAt(UInt8(ascii: "n")) {
                    try cursor.literal()
                    return nil
                }
                try cursor.skipValue()
                found = found ?? ManifestProblem(field: "pixels", reason: "expected an object")
                return nil
            }
            var sides: [String: Int] = [:], problem: ManifestProblem?
            try cursor.members { side, cursor throws(JSONCursor.Failure) in
                guard ["width", "height"].contains(side) else { return try cursor.skipValue() }
                guard let number = try wholeNumber(&cursor) else { return problem = problem ?? ManifestProblem(field: "pixels.\(side)", reason: "expected a number") }
                sides[side] = number
            }
            guard problem == nil, let width = sides["width"], let height = sides["height"] else {
                found = found ?? problem ?? ManifestProblem(field: "pixels.\(sides["width"] == nil ? "width" : "height")", reason: "is missing")
                return nil
            }
            return PixelSize(width: width, height: height)
        }

        static func picture(texts: [String: String], bytes: Int?, pixels: PixelSize?) throws(ManifestProblem) -> Picture {
            func required<Value>(_ value: Value?, _ field: String) throws(ManifestProblem) -> Value {
                guard let value else { throw ManifestProblem(field: field, reason: "is missing") }
                return value
            }
            let sourceText = try required(texts["source"], "source")
            guard let source = URL(string: sourceText) else {
                throw ManifestProblem(field: "source", reason: "must be an http(s) link (got '\(TerminalText.oneLine(sourceText, maxLength: 80))')")
            }
            let added = try ManifestLine.added(try required(texts["added"], "added"))
            return Picture(
                source: source, breed: texts["breed"], subBreed: texts["subBreed"], file: try required(texts["file"], "file"),
                bytes: try required(bytes, "bytes"), sha256: try required(texts["sha256"], "sha256"), added: added, pixels: pixels
            )
        }
    }
}
