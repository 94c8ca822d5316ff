import Foundation
@testable import Platform
import Testing

@Suite("JSONLines writes a JSON array an element per line")
struct JSONLinesTests {
    @Test("the array decodes to the elements given, in order", arguments: [[], ["a"], ["a", "b\n\"c\"", "é"]])
    func roundTrip(_ elements: [String]) throws {
        let data = try JSONLines.array(elements, encoder: JSONEncoder())

        #expect(try JSONDecoder().decode([String].self, from: data) == elements)
    }

    @Test("each element has a line of its own between the brackets")
    func lines() throws {
        let data = try JSONLines.array([1, 2, 3], encoder: JSONEncoder())

        #expect(String(decoding: data, as: UTF8.self) == "[\n1,\n2,\n3\n]")
    }

    @Test("an empty array is one line")
    func empty() throws {
        #expect(try JSONLines.array([Int](), encoder: JSONEncoder()) == Data("[]".utf8))
    }
}
