@testable import ArgumentParsing
import Testing

@Suite("TextWrap breaks text at spaces to fit a width, as help is wrapped")
struct TextWrapTests {
    @Test("lines end before the width; those after the first start at the indent", arguments: [
        ("one two three four", 10, 0, "one two\nthree four"),
        ("one two three four", 9, 0, "one two\nthree\nfour"),
        ("one two three four", 14, 4, "one two\n    three four"),
        ("short", 80, 26, "short"),
        ("", 20, 0, ""),
        ("averyveryverylongword and more", 10, 2, "averyver\n  yverylon\n  gword\n  and more"),
        ("(images/pug_n02110958_1.jpg), or", 20, 4, "(images/\n    pug_n02110958_1.\n    jpg), or"),
        ("keeps  one space between   words", 80, 0, "keeps one space between words"),
    ])
    func wraps(_ text: String, _ width: Int, _ indent: Int, _ expected: String) {
        #expect(TextWrap.wrap(text, width: width, indent: indent) == expected)
    }

    @Test("every line fits, whatever the width, unless one word is wider", arguments: [20, 33, 47, 60, 80, 120])
    func fits(_ width: Int) {
        let text = "Download random dog pictures into a gallery folder, skipping any it already holds, and write the pages they land on."
        let wrapped = TextWrap.wrap(text, width: width, indent: 4)
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= width })
        #expect(wrapped.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") == text)
    }

    @Test("paragraphs are reflowed, the blank line between them kept")
    func paragraphs() {
        #expect(TextWrap.paragraphs("one two\nthree\n\nfour five six", width: 9) == "one two\nthree\n\nfour five\nsix")
    }
}
