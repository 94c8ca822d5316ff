@testable import GalleryFolder
import Testing

@Suite("The markup filter, which text from outside passes before a page shows it")
struct MarkupEscapingTests {
    @Test("markup keeps what XML 1.0 allows and drops the rest", arguments: [
        (0x09, true), (0x0A, true), (0x0D, true), (0x20, true), (0xD7FF, true), (0xE000, true), (0xFFFD, true), (0x10000, true),
        (0x00 + 1, false), (0x08, false), (0x0B, false), (0x1F, false), (0xFFFE, false), (0xFFFF, false),
    ] as [(UInt32, Bool)])
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
        #expect(MarkdownPages.destination(path) == encoded)
    }
}
