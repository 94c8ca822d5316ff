import Foundation
import PureSupport

/// `manifest.json`, the single JSON document galleries kept before `manifest.jsonl`: read once,
/// checked as strictly as ever, and upgraded. Every one dogs wrote begins with its version, so
/// the first bytes tell whose file it is; one of another program is not read on.
package enum LegacyManifest {
    package static let fileName = "manifest.json"
    static let version = 1
    /// Larger than any `manifest.json` dogs wrote (about 75,000 pictures): not read.
    package static let maxBytes = 32 << 20
    /// Enough of the file's beginning to tell whether dogs wrote it.
    package static let prefixBytes = 64
    /// Longer than any text dogs wrote in a picture's entry.
    private static let maxTextBytes = 4096

    /// Whether a `manifest.json` beginning with `prefix` is dogs': an object whose first member is
    /// its version, as every one dogs wrote. A web app's manifest is not, whatever else it holds.
    package static func isDogs(prefix: some Collection<UInt8>) -> Bool {
        var bytes = prefix.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard bytes.first == UInt8(ascii: "{") else { return false }
        bytes = bytes.dropFirst().drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return bytes.starts(with: #""version""#.utf8)
    }

    /// The manifest it holds, numbered in the order of its pictures. Anything off is a
    /// `ManifestProblem` naming the picture and field; read with a cursor, so that what is kept
    /// is the pictures, not a tree of the document. JSON that does not parse is "not valid JSON".
    package static func decode(_ data: Data) throws(ManifestProblem) -> Manifest {
        // A problem of shape, met inside the cursor's walk, which a failure then ends.
        var found: ManifestProblem?
        func problem(_ problem: ManifestProblem) -> JSONCursor.Failure {
            found = problem
            return JSONCursor.Failure(reason: problem.description)
        }
        var version: Int?, siteURL: URL?, pictures: [Picture] = [], files = Set<String>(), numbering = PictureNumbering()
        do throws(JSONCursor.Failure) {
            try JSONCursor.reading(data) { cursor throws(JSONCursor.Failure) in
                if let kind = cursor.peek(), kind != .object { throw problem(ManifestProblem(reason: "expected an object")) }
                try cursor.members { name, cursor throws(JSONCursor.Failure) in
                    switch name {
                    case "version":
                        guard cursor.peek() == .number, let number = try cursor.wholeNumber() else { throw problem(ManifestProblem(field: name, reason: "expected a number")) }
                        version = number
                    case "siteURL":
                        guard case let text?? = try Entry.text(&cursor) else { throw problem(ManifestProblem(field: name, reason: "expected text")) }
                        guard let url = URL(string: text), ManifestValidation.isWebLink(url) else {
                            throw problem(ManifestProblem(field: name, reason: "must be an http(s) link (got '\(TerminalText.oneLine(text, maxLength: 80))')"))
                        }
                        siteURL = url
                    case "pictures":
                        guard cursor.peek() == .array else { throw problem(ManifestProblem(field: name, reason: "expected a list")) }
                        try cursor.elements { cursor throws(JSONCursor.Failure) in
                            let number = pictures.count + 1
                            var shape: ManifestProblem?
                            let entry: Entry
                            do throws(JSONCursor.Failure) {
                                entry = try Entry(&cursor, problem: &shape)
                            } catch {
                                throw shape.map { problem(ManifestProblem(entry: number, field: $0.field, reason: $0.reason)) } ?? error
                            }
                            do throws(ManifestProblem) {
                                let picture = try entry.picture()
                                if let (field, reason) = ManifestValidation.problem(in: picture) { throw ManifestProblem(field: field, reason: reason) }
                                guard files.insert(picture.file).inserted else { throw ManifestProblem(field: "file", reason: "\(picture.file) is listed twice") }
                                // Numbered as they are read, so that they are held once.
                                pictures.append(numbering.next(for: picture))
                            } catch {
                                throw problem(ManifestProblem(entry: number, field: error.field, reason: error.reason))
                            }
                        }
                    default:
                        try cursor.skipValue()
                    }
                }
                try cursor.expectEnd(of: "manifest")
            }
        } catch {
            throw found ?? ManifestProblem(reason: "not valid JSON")
        }
        guard let version else { throw ManifestProblem(field: "version", reason: "is missing") }
        guard version == Self.version else {
            throw ManifestProblem(field: "version", reason: "dogs reads version \(Self.version), not \(version)")
        }
        return Manifest(numbered: pictures, siteURL: siteURL, pageSize: PageSize.standard, generation: 1)
    }

    /// One picture's entry as written: its members taken by name, whatever their order; others
    /// passed over, as dogs 0.1.0 read them.
    private struct Entry {
        private static let textFields: Set = ["source", "breed", "subBreed", "file", "sha256", "added"]
        private var texts: [String: String] = [:]
        private var bytes: Int?
        private var pixels: PixelSize?

        /// JSON that does not parse fails the cursor; a value of the wrong kind leaves its
        /// problem in `problem` and fails it too.
        init(_ cursor: inout JSONCursor, problem: inout ManifestProblem?) throws(JSONCursor.Failure) {
            func fail(_ field: String?, _ reason: String) -> JSONCursor.Failure {
                problem = ManifestProblem(field: field, reason: reason)
                return JSONCursor.Failure(reason: reason)
            }
            if let kind = cursor.peek(), kind != .object { throw fail(nil, "expected an object") }
            var texts: [String: String] = [:], bytes: Int?, pixels: PixelSize?
            try cursor.members { name, cursor throws(JSONCursor.Failure) in
                if Self.textFields.contains(name) {
                    guard let text = try Self.text(&cursor) else { throw fail(name, "expected text") }
                    texts[name] = text
                } else if name == "bytes" {
                    guard cursor.peek() == .number, let number = try cursor.wholeNumber() else { throw fail(name, "expected a number") }
                    bytes = number
                } else if name == "pixels", cursor.peek() != .literal {
                    guard cursor.peek() == .object else { throw fail(name, "expected an object") }
                    var sides: [String: Int] = [:]
                    try cursor.members { side, cursor throws(JSONCursor.Failure) in
                        guard ["width", "height"].contains(side) else { return try cursor.skipValue() }
                        guard cursor.peek() == .number, let number = try cursor.wholeNumber() else { throw fail("pixels.\(side)", "expected a number") }
                        sides[side] = number
                    }
                    guard let width = sides["width"], let height = sides["height"] else {
                        throw fail("pixels.\(sides["width"] == nil ? "width" : "height")", "is missing")
                    }
                    pixels = PixelSize(width: width, height: height)
                } else {
                    try cursor.skipValue()
                }
            }
            (self.texts, self.bytes, self.pixels) = (texts, bytes, pixels)
        }

        /// Text, nil for null; nil outside for a value of another kind, or text longer than
        /// any dogs wrote.
        static func text(_ cursor: inout JSONCursor) throws(JSONCursor.Failure) -> String?? {
            switch cursor.peek() {
            case .string?:
                let (text, isCut) = try cursor.string(keeping: maxTextBytes)
                return isCut ? .none : .some(text)
            case .literal? where cursor.isAt(UInt8(ascii: "n")):
                try cursor.literal()
                return .some(nil)
            default:
                return .none
            }
        }

        func picture() throws(ManifestProblem) -> Picture {
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
