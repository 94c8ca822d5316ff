@testable import DogModel
import Foundation
import ModelTestSupport
import TestSupport
import Testing

@Suite("ManifestReader checks the lines of a manifest against one another")
struct ManifestReaderTests {
    static let header = ManifestLine.header(pageSize: 100, siteURL: nil).text
    static func picture(_ stem: String, _ number: Int, inBreed breedNumber: Int) -> String {
        ManifestLine.picture(samplePicture("pug", stem).numbered(number, inBreed: breedNumber)).text
    }

    /// The first problem reading `lines` finds, finishing included.
    private func problem(_ lines: [String]) -> ManifestProblem? {
        var reader = ManifestReader()
        do throws(ManifestProblem) {
            for line in lines { _ = try reader.read(ArraySlice(Array(line.utf8))) }
            try reader.finish()
            return nil
        } catch {
            return error
        }
    }

    @Test("accepts a header, pictures numbered upwards and rising commits")
    func sound() {
        #expect(problem([Self.header, Self.picture("a", 1, inBreed: 1), #"{"commit":1}"#, Self.picture("b", 5, inBreed: 3), #"{"commit":4}"#]) == nil)
    }

    @Test("refuses lines out of order, naming the line", arguments: [
        ([#"{"commit":1}"#], ManifestProblem(line: 1, reason: "a dogs manifest starts with its header")),
        ([header, header], ManifestProblem(line: 2, reason: "a second header")),
        ([header, picture("a", 3, inBreed: 1), picture("b", 3, inBreed: 2)], ManifestProblem(line: 3, field: "number", reason: "must be more than 3 (got 3)")),
        ([header, picture("a", 1, inBreed: 2), picture("b", 2, inBreed: 2)], ManifestProblem(line: 3, field: "breedNumber", reason: "must be more than 2 (got 2)")),
        ([header, picture("a", 1, inBreed: 1), picture("a", 2, inBreed: 2)], ManifestProblem(line: 3, field: "file", reason: "images/pug_a.jpg is listed twice")),
        ([header, #"{"commit":2}"#, #"{"commit":2}"#], ManifestProblem(line: 3, field: "commit", reason: "must be more than 2 (got 2)")),
        ([header, picture("a", 1, inBreed: 1)], ManifestProblem(reason: "it holds no complete commit")),
        ([], ManifestProblem(reason: "it is empty")),
    ] as [([String], ManifestProblem)])
    func outOfOrder(_ lines: [String], _ expected: ManifestProblem) {
        #expect(problem(lines) == expected)
    }

    static func mixed(_ stem: String, _ folder: String, _ number: Int, inBreed breedNumber: Int) -> String {
        ManifestLine.picture(samplePicture(folder, stem).numbered(number, inBreed: breedNumber)).text
    }

    static let sound = [
        header, mixed("a", "pug", 1, inBreed: 1), mixed("b", "akita", 2, inBreed: 1), #"{"commit":1}"#, mixed("c", "pug", 4, inBreed: 3),
        mixed("d", "husky", 5, inBreed: 1), #"{"commit":2}"#, mixed("e", "akita", 6, inBreed: 2), #"{"commit":5}"#,
    ]

    /// `lines` read in two pieces, the second by a reader continuing after the header, then joined.
    private func joined(_ lines: [String], at split: Int) throws -> ManifestReader? {
        var head = ManifestReader()
        _ = try head.read(ArraySlice(Array(lines[0].utf8)))
        var later = ManifestReader(continuing: head)
        for line in lines[1..<split] { _ = try head.read(ArraySlice(Array(line.utf8))) }
        for line in lines[split...] { _ = try later.read(ArraySlice(Array(line.utf8))) }
        return head.append(later) ? head : nil
    }

    @Test("read in two pieces and joined, wherever it is cut, a sound manifest is what it is read whole", arguments: 1...9)
    func joins(_ split: Int) throws {
        var whole = ManifestReader()
        for line in Self.sound { _ = try whole.read(ArraySlice(Array(line.utf8))) }

        let reader = try #require(try joined(Self.sound, at: split))

        try reader.finish()
        #expect(reader.generation == whole.generation && reader.generation == 5)
        #expect(reader.files.count == 5 && ["a", "b", "c", "d", "e"].allSatisfy { reader.files.contains("images/\(["a": "pug", "b": "akita", "c": "pug", "d": "husky", "e": "akita"][$0]!)_\($0).jpg") })
        #expect(reader.numbering == whole.numbering)
    }

    @Test("a join refuses what reading whole refuses where the pieces meet", arguments: [
        [header, picture("a", 3, inBreed: 1), picture("b", 3, inBreed: 2)],
        [header, picture("a", 1, inBreed: 2), picture("b", 2, inBreed: 2)],
        [header, picture("a", 1, inBreed: 1), picture("a", 2, inBreed: 2)],
        [header, #"{"commit":2}"#, #"{"commit":2}"#],
        [header, picture("a", 5, inBreed: 1), #"{"commit":1}"#, picture("b", 4, inBreed: 2)],
    ])
    func joinRefuses(_ lines: [String]) throws {
        #expect(problem(lines) != nil)
        #expect(try joined(lines, at: 2) == nil)
    }
}
