@testable import DogGallery
import Testing

@Suite("TerminalStyle decides progress and colour")
struct TerminalStyleTests {
    @Test("a live progress line only on a capable terminal, and not with --quiet or --json", arguments: [
        (true, ["TERM": "xterm-256color"], false, false, true),
        (false, ["TERM": "xterm-256color"], false, false, false),
        (true, ["TERM": "dumb"], false, false, false),
        (true, [:], true, false, false),
        (true, [:], false, true, false),
    ] as [(Bool, [String: String], Bool, Bool, Bool)])
    func progress(_ terminal: Bool, _ environment: [String: String], _ quiet: Bool, _ json: Bool, _ shows: Bool) {
        #expect(TerminalStyle(stderrIsTerminal: terminal, environment: environment, quiet: quiet, json: json).showsProgress == shows)
    }

    @Test("a run given none of --quiet, --json and --verbose draws the progress line on a capable terminal")
    func aRunGivenNoneOfQuietJsonAndVerboseDrawsTheProgressLineOnACapableTerminal() {
        #expect(TerminalStyle(stderrIsTerminal: true, environment: ["TERM": "xterm"]).showsProgress)
    }

    @Test("no progress line with --verbose, whose request lines it would garble")
    func verbose() {
        #expect(!TerminalStyle(stderrIsTerminal: true, environment: ["TERM": "xterm"], verbose: true).showsProgress)
    }

    @Test("colour only on a capable terminal without NO_COLOR", arguments: [
        (true, ["TERM": "xterm"], true), (true, ["TERM": "xterm", "NO_COLOR": "1"], false), (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false), (false, [:], false),
    ] as [(Bool, [String: String], Bool)])
    func color(_ terminal: Bool, _ environment: [String: String], _ uses: Bool) {
        #expect(TerminalStyle(stderrIsTerminal: terminal, environment: environment).usesColor == uses)
    }

    @Test("colours the Error: and warning: prefixes, and nothing else")
    func styled() {
        let style = TerminalStyle(stderrIsTerminal: true, environment: [:])

        #expect(style.styled("Error: gone") == "\u{1B}[1;31mError:\u{1B}[0m gone")
        #expect(style.styled("warning: odd") == "\u{1B}[1;33mwarning:\u{1B}[0m odd")
        #expect(style.styled("Saved 3 pictures") == "Saved 3 pictures")
        #expect(TerminalStyle.plain.styled("Error: gone") == "Error: gone")
    }

    @Test("redraws over the current line, or clears it")
    func redraw() {
        #expect(TerminalStyle.redraw("3/8") == "\r\u{1B}[2K3/8")
        #expect(TerminalStyle.redraw(nil) == "\r\u{1B}[2K")
    }
}
