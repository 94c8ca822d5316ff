@testable import ArgumentParsing
@testable import DogGallery
@testable import Platform
import Testing

@Suite("UntrustedText, ProseList and ArgumentText")
struct UntrustedTextTests {
    @Test("allows text people write, not controls, formats, separators or non-characters", arguments: [
        ("Setter English", true), ("Bichon Frisé", true), ("柴犬", true), ("a b-c_d.e", true),
        ("\u{1B}[2J", false), ("tab\there", false), ("\u{7F}", false), ("\u{85}", false), ("\u{200B}", false),
        ("\u{202E}", false), ("\u{2028}", false), ("\u{2029}", false), ("\u{FFFE}", false), ("\u{FFFF}", false),
        (scalar(0xFDD0), false), (scalar(0x1FFFF), false),
    ])
    func clean(_ text: String, _ allowed: Bool) {
        #expect(UntrustedText.isClean(text) == allowed)
    }

    @Test("lists items as a sentence does", arguments: [
        ([String](), ""), (["a"], "a"), (["a", "b"], "a and b"), (["a", "b", "c"], "a, b and c"),
    ])
    func prose(_ items: [String], _ sentence: String) {
        #expect(ProseList.joined(items) == sentence)
    }

    @Test("quotes the first names and counts the rest, only when there is a rest", arguments: [
        (["a", "b"], 2, "'a' and 'b'"), (["a", "b", "c"], 2, "'a', 'b' and 1 more"), (["a", "b"], 3, "'a' and 'b'"),
        (["a\u{1B}[2Jb"], 5, "'a [2Jb'"),
    ])
    func quoted(_ names: [String], _ shown: Int, _ sentence: String) {
        #expect(ProseList.quoted(names, shown: shown) == sentence)
    }

    @Test("passes UTF-8 arguments through")
    func utf8() throws {
        #expect(try ArgumentText.decode([Array("fetch".utf8), Array("--out".utf8), Array("galerie-é".utf8)], root: DogsCommand.root) == ["fetch", "--out", "galerie-é"])
    }

    @Test("refuses an argument that is not UTF-8, naming it", arguments: [
        ([Array("fetch".utf8), Array("--out".utf8), [0x67, 0xFF]], "--out is not valid UTF-8 text ('g\\xFF')", "dogs fetch [<options>]"),
        ([Array("fetch".utf8), Array("--out=".utf8) + [0xC3]], "--out is not valid UTF-8 text ('--out=\\xC3')", "dogs fetch [<options>]"),
        ([Array("index".utf8), [0xFF]], "argument 2 is not valid UTF-8 text ('\\xFF')", "dogs index [--out <dir>]"),
        ([[0x66, 0x80]], "argument 1 is not valid UTF-8 text ('f\\x80')", "dogs <subcommand>"),
    ])
    func notUTF8(_ arguments: [[UInt8]], _ reason: String, _ usage: String) {
        #expect {
            try ArgumentText.decode(arguments, root: DogsCommand.root)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return error.reason == reason && error.usage.hasPrefix("Usage: \(usage)\n")
        }
    }
}

@Suite("ForeignFilesWarning")
struct ForeignFilesWarningTests {
    @Test("says nothing when there is nothing foreign")
    func none() {
        #expect(ForeignFilesWarning.lines(for: []) == [])
    }

    @Test("names a few files on one safe line", arguments: [
        (["logo.png"], "warning: images/ holds a file dogs did not make, left alone: 'logo.png'"),
        (["a", "b\u{1B}[31m"], "warning: images/ holds 2 files dogs did not make, left alone: 'a' and 'b [31m'"),
        (["1", "2", "3", "4", "5", "6", "7"], "warning: images/ holds 7 files dogs did not make, left alone: '1', '2', '3', '4', '5' and 2 more"),
    ])
    func lines(_ names: [String], _ line: String) {
        #expect(ForeignFilesWarning.lines(for: names) == [line])
    }
}

/// A one-scalar string; Swift does not take every non-character as a literal.
private func scalar(_ value: UInt32) -> String {
    String(Unicode.Scalar(value)!)
}
