@testable import PureSupport
import Testing

@Suite("NearestName suggests what a mistyped name meant, as swift-argument-parser and git do")
struct NearestNameTests {
    static let options = ["--count", "--breed", "--out", "--concurrency", "--retries", "--timeout", "--max-time", "--max-bytes", "--keep", "--version", "--verbose"]

    @Test("a slip of one or two keys finds the name meant", arguments: [
        ("--cout", "--count"), ("--brede", "--breed"), ("--versoin", "--version"), ("--coutn", "--count"),
        ("--retires", "--retries"), ("--max-tme", "--max-time"), ("--kep", "--keep"), ("--OUT", "--out"), ("--verbos", "--verbose"),
    ])
    func slips(_ typed: String, _ meant: String) {
        #expect(NearestName.suggestion(for: typed, among: Self.options) == meant)
    }

    @Test("subcommands too", arguments: [("fech", "fetch"), ("fetcj", "fetch"), ("indx", "index"), ("verfiy", "verify"), ("breed", "breeds")])
    func subcommands(_ typed: String, _ meant: String) {
        #expect(NearestName.suggestion(for: typed, among: ["fetch", "breeds", "index", "remove", "verify", "completions", "manual"]) == meant)
    }

    @Test("nothing is suggested for a name that is far from every one, or as near to two that start alike", arguments: [
        "--colour", "--x", "--", "--help-me-please", "--max-byte-time",
    ])
    func noSuggestion(_ typed: String) {
        #expect(NearestName.suggestion(for: typed, among: Self.options) == nil)
    }

    @Test("a name of six letters, dashes aside, may take two slips; one of five, one", arguments: [("--coutny", "--count"), ("--ocutn", nil)] as [(String, String?)])
    func twoSlipsFromSixLetters(_ typed: String, _ meant: String?) {
        #expect(NearestName.distance(typed, meant ?? "--count") == 2)
        #expect(NearestName.suggestion(for: typed, among: Self.options) == meant)
    }

    @Test("a name typed longer than 200 bytes is not corrected: no slip of the keyboard makes one, and comparing it would take long")
    func tooLongToCorrect() {
        let long = String(repeating: "spaniel", count: 29)
        #expect(long.utf8.count > 200)

        #expect(NearestName.suggestion(for: long + "x", among: [long]) == nil)
        let longest = String(long.dropLast(3))
        #expect(NearestName.suggestion(for: String(longest.dropLast()) + "x", among: [longest]) == longest, "200 bytes and fewer are")
    }

    @Test("an option's dashes do not make a short name long enough for two slips")
    func dashes() {
        #expect(NearestName.suggestion(for: "--count", among: ["--out", "--help"]) == nil)
        #expect(NearestName.suggestion(for: "--keep", among: ["--out", "--repair", "--help"]) == nil)
    }

    @Test("of two as near, the one that starts as typed wins; two that start alike give nothing")
    func ties() {
        #expect(NearestName.suggestion(for: "--tone", among: ["--bone", "--tome"]) == "--tome")
        #expect(NearestName.suggestion(for: "--tane", among: ["--tune", "--tone"]) == nil)
    }

    @Test("the distance counts inserted, deleted, replaced and swapped characters", arguments: [
        ("", "", 0), ("abc", "abc", 0), ("abc", "", 3), ("", "ab", 2), ("abc", "abd", 1), ("abc", "acb", 1), ("abc", "ab", 1),
        ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
    func distance(_ first: String, _ second: String, _ expected: Int) {
        #expect(NearestName.distance(first, second) == expected)
        #expect(NearestName.distance(second, first) == expected)
    }
}
