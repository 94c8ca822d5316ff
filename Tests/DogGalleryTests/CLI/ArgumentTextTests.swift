@testable import ArgumentParsing
@testable import DogGallery
import Testing

@Suite("ArgumentText reads the command line's bytes for the command tree")
struct ArgumentTextTests {
    @Test("passes UTF-8 arguments through")
    func utf8() throws {
        #expect(try ArgumentText.decode([Array("fetch".utf8), Array("--out".utf8), Array("galerie-é".utf8)], root: RootCommand.spec) == ["fetch", "--out", "galerie-é"])
    }

    @Test("refuses an argument that is not UTF-8, naming it", arguments: [
        ([Array("fetch".utf8), Array("--out".utf8), [0x67, 0xFF]], "--out is not valid UTF-8 text ('g\\xFF')", "dogs fetch [<options>]"),
        ([Array("fetch".utf8), Array("--out=".utf8) + [0xC3]], "--out is not valid UTF-8 text ('--out=\\xC3')", "dogs fetch [<options>]"),
        ([Array("index".utf8), [0xFF]], "argument 2 is not valid UTF-8 text ('\\xFF')", "dogs index [--out <dir>]"),
        ([[0x66, 0x80]], "argument 1 is not valid UTF-8 text ('f\\x80')", "dogs <subcommand>"),
    ])
    func notUTF8(_ arguments: [[UInt8]], _ reason: String, _ usage: String) {
        #expect {
            try ArgumentText.decode(arguments, root: RootCommand.spec)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return error.reason == reason && error.usage.hasPrefix("Usage: \(usage)\n")
        }
    }
}
