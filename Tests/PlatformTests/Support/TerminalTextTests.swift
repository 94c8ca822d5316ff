@testable import Platform
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
}
