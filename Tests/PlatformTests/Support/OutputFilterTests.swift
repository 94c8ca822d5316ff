import Foundation
@testable import GalleryFolder
@testable import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("The filters text from outside passes before it is shown")
struct OutputFilterTests {
    @Test("the terminal filter keeps printable text, line breaks and tabs, and drops every control, escape and invisible character", arguments: [
        ("Setter English", "Setter English"), ("Bichon Frisé 柴犬", "Bichon Frisé 柴犬"), ("a\nb\tc", "a\nb\tc"), ("a\n\u{1B}b\tc\u{07}", "a\nb\tc"),
        ("pug\u{1B}]0;owned\u{07}", "pug]0;owned"), ("\u{1B}[2J\u{1B}[31mred", "[2J[31mred"), ("a\u{9B}31mb", "a31mb"),
        ("a\rb", "ab"), ("a\u{7F}b", "ab"), ("right\u{202E}left", "rightleft"), ("zero\u{200B}width", "zerowidth"),
        ("x\u{FFFF}\u{FFFE}y", "xy"), ("line\u{2028}sep", "linesep"),
    ])
    func terminal(_ text: String, _ shown: String) {
        #expect(TerminalText.printable(text) == shown)
    }

    @Test("one-line text loses the same characters, and its line breaks too")
    func oneLine() {
        #expect(TerminalText.oneLine("a\u{FFFF}b\u{1B}c\nd") == "a b c d")
    }

    @Test("markup keeps what XML 1.0 allows and drops the rest", arguments: [
        (0x09, true), (0x0A, true), (0x0D, true), (0x20, true), (0xD7FF, true), (0xE000, true), (0xFFFD, true), (0x10000, true),
        (0x00 + 1, false), (0x08, false), (0x0B, false), (0x1F, false), (0xFFFE, false), (0xFFFF, false),
    ])
    func xml(_ value: UInt32, _ allowed: Bool) {
        #expect(MarkupEscaping.isXMLCharacter(Unicode.Scalar(value)!) == allowed)
    }

    @Test("escaping drops forbidden characters and escapes markup", arguments: [
        ("plain", "plain"), ("<b>&\"'", "&lt;b&gt;&amp;&quot;&#39;"), ("a\u{1}b\u{FFFF}c", "abc"), ("tab\tok", "tab\tok"), ("only\u{FFFF}", "only"), ("only\u{FFFE}", "only"),
    ])
    func escape(_ text: String, _ escaped: String) {
        #expect(MarkupEscaping.escape(text) == escaped)
    }

    @Test("Markdown link destinations keep safe paths and encode everything else", arguments: [
        ("images/pug_a-2.jpg", "images/pug_a-2.jpg"), ("a b", "a%20b"), ("x)<y>", "x%29%3Cy%3E"), ("javascript:alert(1)", "javascript%3Aalert%281%29"),
        ("é", "%C3%A9"), ("\n", "%0A"),
    ])
    func destination(_ path: String, _ encoded: String) {
        #expect(MarkdownIndex.destination(path) == encoded)
    }
}
