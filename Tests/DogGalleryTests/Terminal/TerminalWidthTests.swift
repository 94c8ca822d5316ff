@testable import DogGallery
import Testing

@Suite("TerminalWidth decides the width help and the progress line fit")
struct TerminalWidthTests {
    @Test("COLUMNS wins, then the terminal's width, then 80; a width of 0 is none", arguments: [
        (["COLUMNS": "60"], 132, 60), (["COLUMNS": "60"], nil, 60), ([:], 132, 132), ([:], nil, 80),
        (["COLUMNS": "wide"], 100, 100), (["COLUMNS": "0"], nil, 80), (["COLUMNS": "-5"], nil, 80),
        ([:], 0, 80), ([:], 1, 1), (["COLUMNS": "1"], 0, 1),
    ] as [([String: String], Int?, Int)])
    func width(_ environment: [String: String], _ terminal: Int?, _ expected: Int) {
        #expect(TerminalWidth.columns(environment: environment, terminal: terminal) == expected)
    }
}
