import Foundation
import Testing
@testable import DogGallery

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
}
