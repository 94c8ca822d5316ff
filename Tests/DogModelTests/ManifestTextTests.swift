@testable import DogModel
import Testing

@Suite("ManifestText finds the lines of manifest.jsonl and where its last commit ends")
struct ManifestTextTests {
    private func lines(_ text: String, from start: Int = 0) -> [String] {
        let bytes = Array(text.utf8)
        return ManifestText.lines(of: bytes[start...]).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("cuts at every line break and leaves out what follows the last", arguments: [
        ("", [String]()), ("a", []), ("\n", [""]), ("a\n", ["a"]), ("a\nb", ["a"]), ("a\n\nbc\n", ["a", "", "bc"]),
        ("{\"commit\":1}\n{\"number\":2}\n{\"numb", ["{\"commit\":1}", "{\"number\":2}"]),
    ])
    func cuts(_ text: String, _ expected: [String]) {
        #expect(lines(text) == expected)
    }

    @Test("works on a piece of a larger buffer, in its indices")
    func piece() {
        let bytes = Array("skip\nab\ncd\n".utf8)

        let found = ManifestText.lines(of: bytes[5...])

        #expect(found.map { String(decoding: $0, as: UTF8.self) } == ["ab", "cd"])
        #expect(found.map(\.startIndex) == [5, 8])
    }

    @Test("the committed part ends after the last commit mark that is a whole line", arguments: [
        ("{\"commit\":1}\n", 13), ("{\"commit\":1}\n{\"number\":1}\n", 13), ("{\"commit\":1}\n{\"commit\":2}\n{\"comm", 26),
        ("{\"commit\":1}", nil), ("{\"number\":1}\n", nil), ("", nil),
    ])
    func committedEnd(_ text: String, _ end: Int?) {
        #expect(ManifestText.committedEnd(of: Array(text.utf8)[...]) == end)
    }
}
