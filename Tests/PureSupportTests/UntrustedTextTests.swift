@testable import PureSupport
import Testing

@Suite("UntrustedText and ProseList")
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
}

/// A one-scalar string; Swift does not take every non-character as a literal.
private func scalar(_ value: UInt32) -> String {
    String(Unicode.Scalar(value)!)
}
