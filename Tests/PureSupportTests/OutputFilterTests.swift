@testable import PureSupport
import Testing

@Suite("The terminal filter, which text from outside passes before it is shown")
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
}
