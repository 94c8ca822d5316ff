@testable import PureSupport
import Testing

@Suite("TerminalText.oneLine")
struct TerminalTextTests {
    @Test("collapses line breaks and runs of spaces")
    func collapses() {
        #expect(TerminalText.oneLine("Server error:\n  {\"message\": \"x\"}\n with code: 502") == "Server error: {\"message\": \"x\"} with code: 502")
    }

    @Test("drops terminal escape sequences' control characters")
    func dropsControls() {
        #expect(TerminalText.oneLine("a\u{1B}[31mred\u{07}b") == "a [31mred b")
    }

    @Test("caps the length")
    func caps() {
        let line = TerminalText.oneLine(String(repeating: "x", count: 500), maxLength: 10)

        #expect(line == "xxxxxxxxx…")
    }

    @Test("a character of thousands of accents is as long as its accents: every cap counts code points", arguments: [
        TerminalText.oneLine(heavy, maxLength: 10), TerminalText.asGiven(heavy, maxLength: 10), TerminalText.capped(heavy, lineLength: 10),
    ])
    func heavyCharacter(_ shown: String) {
        #expect(shown.unicodeScalars.count == 10)
        #expect(shown.hasSuffix("…"))
    }
}

/// One character: "a" and 65,000 combining accents, 130 KB.
private let heavy = "a" + String(repeating: "\u{301}", count: 65_000)

@Suite("TerminalText.capped")
struct TerminalTextCappedTests {
    @Test("cuts each line longer than the cap with an ellipsis, and leaves the others", arguments: [
        ("short", "short"),
        (String(repeating: "x", count: 12), "xxxxxxxxx…"),
        ("ok\n" + String(repeating: "é", count: 11) + "\nok", "ok\néééééééé" + "é…\nok"),
        (String(repeating: "x", count: 10), String(repeating: "x", count: 10)),
    ])
    func caps(text: String, expected: String) {
        #expect(TerminalText.capped(text, lineLength: 10) == expected)
    }
}
