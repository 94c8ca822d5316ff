import Foundation
import PureSupport

/// One line of `manifest.jsonl`: the header that opens it, a picture, the source of a picture
/// removed from the gallery (so no fetch brings it back), or the mark a commit writes after the
/// pictures it adds. Written and read by hand (see `FlatJSON`), each field in a
/// fixed order, so a picture costs one short line to append and a few microseconds to check.
package enum ManifestLine: Equatable, Sendable {
    /// `version` is the oldest that has every kind of line the file holds, so that a dogs which
    /// cannot read a line says so by the version, not by the line.
    case header(pageSize: Int, siteURL: URL?, title: String? = nil, version: Int = ManifestLine.versions.lowerBound)
    case picture(Picture)
    case commit(generation: Int)
    case removed(URL)

    static let format = "gallery"
    /// How every manifest dogs writes begins: its header's first member.
    static let headerStart = Array(#"{"dogs":"gallery","#.utf8)
    /// Longer than any line dogs writes (a picture's is under 3 KiB, a header's under 2 KiB): a
    /// longer one is not held to be read.
    package static let maxBytes = 64 << 10

    /// Whether a file beginning with `bytes` (its first line, or its first `maxBytes` when no
    /// line break is among them) is a manifest dogs wrote: it begins as dogs' headers do, or its
    /// first line is a flat object naming dogs' format, whatever the order and spacing of its
    /// members. Nothing after the first line is looked at, so someone else's file is not read on.
    package static func isDogs(firstBytes bytes: some Collection<UInt8>) -> Bool {
        let line = bytes.prefix { $0 != ManifestText.newline }
        return line.starts(with: headerStart) || ((try? FlatJSON.parse(ArraySlice(line)))?.contains { $0.name == "dogs" && $0.value == .string(format) } ?? false)
    }
    /// The versions dogs reads: 3 added the removed sources, 4 the title, 5 the pictures away from
    /// `images/`. A manifest says the oldest version that has everything it holds.
    static let versions = 2...5
    package static let newestVersion = versions.upperBound
    static let removalsVersion = 3
    static let titleVersion = 4
    static let awayVersion = 5

    var text: String {
        switch self {
        case let .header(pageSize, siteURL, title, version):
            return FlatJSON.object(
                [("dogs", .string(Self.format)), ("version", .integer(version)), ("pageSize", .integer(pageSize))]
                    + (siteURL.map { [("siteURL", .string($0.absoluteString))] } ?? []) + (title.map { [("title", .string($0))] } ?? [])
            )
        case let .picture(picture):
            // Typed member by member: as one expression it takes the type checker too long.
            var members: [(name: String, value: FlatJSON.Value)] = [
                ("number", .integer(picture.number)), ("breedNumber", .integer(picture.breedNumber)), ("source", .string(picture.link)),
            ]
            members += picture.breed.map { [("breed", .string($0))] } ?? []
            members += picture.subBreed.map { [("subBreed", .string($0))] } ?? []
            members += [("file", .string(picture.file)), ("bytes", .integer(picture.bytes)), ("sha256", .string(picture.sha256))]
            members += [("added", .string(UTCTime.timestamp(picture.added)))]
            members += picture.pixels.map { [("width", .integer($0.width)), ("height", .integer($0.height))] } ?? []
            members += picture.away.map { [("away", .string(UTCTime.timestamp($0)))] } ?? []
            return FlatJSON.object(members)
        case let .commit(generation):
            return FlatJSON.object([("commit", .integer(generation))])
        case let .removed(source):
            return FlatJSON.object([("removed", .string(source.absoluteString))])
        }
    }

    /// A picture line's members in the order `text` writes them, for reading the lines dogs wrote
    /// without comparing names (see `FlatJSON.parse(_:as:)`).
    static let pictureLayout = FlatJSON.Layout([
        ("number", false), ("breedNumber", false), ("source", false), ("breed", true), ("subBreed", true), ("file", false),
        ("bytes", false), ("sha256", false), ("added", false), ("width", true), ("height", true), ("away", true),
    ])

    /// Reads and checks one line; what is wrong is said by field, without the line's number.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(ManifestProblem) -> ManifestLine {
        if let members = FlatJSON.parse(bytes, as: pictureLayout) {
            var fields = Fields(members)
            return .picture(try picture(&fields))
        }
        let members: [(name: String, value: FlatJSON.Value)]
        do {
            members = try FlatJSON.parse(bytes)
        } catch {
            throw ManifestProblem(reason: "not a JSON object: \(error.reason)")
        }
        var fields = Fields(members)
        let line: ManifestLine
        if fields.has("commit") {
            let generation = try fields.integer("commit")
            guard generation >= 1 else { throw ManifestProblem(field: "commit", reason: "must be 1 or more (got \(generation))") }
            line = .commit(generation: generation)
        } else if fields.has("removed") {
            line = .removed(try url(try fields.string("removed"), field: "removed"))
        } else if fields.has("dogs") {
            guard try fields.string("dogs") == format else { throw ManifestProblem(field: "dogs", reason: "must be '\(format)'") }
            let version = try fields.integer("version")
            guard versions.contains(version) else {
                throw ManifestProblem(
                    field: "version", reason: "this dogs reads versions \(versions.lowerBound) to \(versions.upperBound), not \(version)",
                    newerVersion: version > versions.upperBound ? version : nil
                )
            }
            let pageSize = try fields.integer("pageSize")
            guard PageSize.allowed.contains(pageSize) else {
                throw ManifestProblem(field: "pageSize", reason: "must be from \(PageSize.allowed.lowerBound) to \(PageSize.allowed.upperBound) (got \(pageSize))")
            }
            let siteURL = try fields.optionalString("siteURL").map { text throws(ManifestProblem) in try url(text, field: "siteURL") }
            let title = try fields.optionalString("title").map(GalleryTitle.bounded)
            if let title, !GalleryTitle.isValid(title) {
                throw ManifestProblem(field: "title", reason: "must " + GalleryTitle.requirement)
            }
            line = .header(pageSize: pageSize, siteURL: siteURL, title: title, version: version)
        } else {
            line = .picture(try picture(&fields))
        }
        if let unknown = fields.unread.first { throw ManifestProblem(field: unknown, reason: "is not a field dogs writes") }
        return line
    }

    private static func picture(_ fields: inout Fields) throws(ManifestProblem) -> Picture {
        let number = try fields.integer("number"), breedNumber = try fields.integer("breedNumber")
        for (field, value) in [("number", number), ("breedNumber", breedNumber)] where value < 1 {
            throw ManifestProblem(field: field, reason: "must be 1 or more (got \(value))")
        }
        // Whether it is an http(s) link is checked with the rest of the picture, below.
        let sourceText = try fields.string("source")
        guard let source = URL(string: sourceText) else { throw notALink(sourceText, field: "source") }
        let breed = try fields.optionalString("breed"), subBreed = try fields.optionalString("subBreed")
        let file = try fields.string("file"), bytes = try fields.integer("bytes"), sha256 = try fields.string("sha256")
        let added = try added(fields.string("added"))
        let width = try fields.optionalInteger("width"), height = try fields.optionalInteger("height")
        guard (width == nil) == (height == nil) else { throw ManifestProblem(field: width == nil ? "width" : "height", reason: "is missing") }
        let away = try fields.optionalString("away").map { text throws(ManifestProblem) in try date(text, field: "away") }
        let picture = Picture(
            source: source, breed: breed, subBreed: subBreed, file: file, bytes: bytes, sha256: sha256, added: added,
            pixels: width.flatMap { width in height.map { PixelSize(width: width, height: $0) } }, number: number, breedNumber: breedNumber,
            away: away
        )
        if let (field, reason) = ManifestValidation.problem(in: picture, source: source) { throw ManifestProblem(field: field, reason: reason) }
        return picture
    }

    private static func url(_ text: String, field: String) throws(ManifestProblem) -> URL {
        guard let url = URL(string: text), ManifestValidation.isWebLink(url) else { throw notALink(text, field: field) }
        return url
    }

    private static func notALink(_ text: String, field: String) -> ManifestProblem {
        ManifestProblem(field: field, reason: "must be an http(s) link (got '\(TerminalText.oneLine(text, maxLength: 80))')")
    }

    /// A picture's `added` time, or the problem with it.
    static func added(_ text: String) throws(ManifestProblem) -> Date {
        try date(text, field: "added")
    }

    /// The time in `field`, or the problem with it.
    private static func date(_ text: String, field: String) throws(ManifestProblem) -> Date {
        guard let date = date(text) else {
            throw ManifestProblem(field: field, reason: "must be a UTC time like 2026-11-18T11:08:00Z (got '\(TerminalText.oneLine(text, maxLength: 40))')")
        }
        return date
    }

    /// `2026-11-18T11:08:00Z` exactly, as `UTCTime.timestamp` writes it: every field in range,
    /// February 29 only in a leap year. Counted out by hand, as every picture line has one.
    package static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            let number = { (range: Range<Int>) in UTCTime.number(UnsafeBufferPointer(rebasing: bytes[range])) }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                  let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
            else { return nil }
            return UTCTime.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        }
    }

    /// A line's members, taken by name, so that what is left over can be refused.
    private struct Fields {
        private var members: [(name: String, value: FlatJSON.Value)]

        init(_ members: [(name: String, value: FlatJSON.Value)]) {
            self.members = members
        }

        var unread: [String] { members.map(\.name) }

        func has(_ name: String) -> Bool { members.contains { $0.name == name } }

        mutating func take(_ name: String) -> FlatJSON.Value? {
            guard let index = members.firstIndex(where: { $0.name == name }) else { return nil }
            return members.remove(at: index).value
        }

        mutating func string(_ name: String) throws(ManifestProblem) -> String {
            try required(optionalString(name), name)
        }

        mutating func optionalString(_ name: String) throws(ManifestProblem) -> String? {
            try optional(name, expected: "text") { if case let .string(text) = $0 { text } else { nil } }
        }

        mutating func integer(_ name: String) throws(ManifestProblem) -> Int {
            try required(optionalInteger(name), name)
        }

        mutating func optionalInteger(_ name: String) throws(ManifestProblem) -> Int? {
            try optional(name, expected: "a number") { if case let .integer(number) = $0 { number } else { nil } }
        }

        /// The member `name` as `value` reads it, nil when there is none; another kind is refused.
        private mutating func optional<T>(_ name: String, expected: String, _ value: (FlatJSON.Value) -> T?) throws(ManifestProblem) -> T? {
            guard let member = take(name) else { return nil }
            guard let read = value(member) else { throw ManifestProblem(field: name, reason: "expected \(expected)") }
            return read
        }

        private func required<T>(_ value: T?, _ name: String) throws(ManifestProblem) -> T {
            guard let value else { throw ManifestProblem(field: name, reason: "is missing") }
            return value
        }
    }
}
