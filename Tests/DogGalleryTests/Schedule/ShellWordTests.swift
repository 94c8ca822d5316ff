@testable import DogGallery
import Foundation
import Testing

@Suite("ShellWord quotes an argument for /bin/sh")
struct ShellWordTests {
    @Test("leaves a word of plain characters as it is, and quotes anything else", arguments: [
        ("fetch", "fetch"), ("--count", "--count"), ("/usr/local/bin/dogs", "/usr/local/bin/dogs"), ("http://127.0.0.1:8080/api", "http://127.0.0.1:8080/api"),
        ("", "''"), ("/srv/my dogs", "'/srv/my dogs'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'"), ("`id`", "'`id`'"), ("a;b", "'a;b'"),
        ("~/dogs", "'~/dogs'"), ("*", "'*'"), ("a\\b", #"'a\b'"#), ("\"Afghan Hound\"", #"'"Afghan Hound"'"#), ("#x", "'#x'"), ("ünï", "'ünï'"),
        ("100%", "100%"), ("a=b", "a=b"),
    ])
    func quoted(_ word: String, _ quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }

    @Test("/bin/sh reads every quoted word back as it was", arguments: [
        "", "plain", "/srv/my dogs", "it's", "''", "$HOME $(id) `id`", "a;b&&c|d>e<f", "~", "*?[a]", "back\\slash", "tab\there", "\"quoted\"", "#comment", "ünïcödé 🐕",
    ])
    func roundTrip(_ word: String) throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '%s' \(ShellWord.quoted(word))"]
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(String(decoding: printed, as: UTF8.self) == word)
    }

    @Test("reads a simple command's words as sh does; a line with an operator or an expansion is no simple command", arguments: [
        ("/usr/bin/dogs fetch --out '/srv/my dogs'", ["/usr/bin/dogs", "fetch", "--out", "/srv/my dogs"] as [String]?),
        (#"dogs  "a b"\#tc\ d 'it'\''s'"#, ["dogs", "a b", "c d", "it's"]), ("'$HOME'", ["$HOME"]), ("", []),
        ("a; b", nil), ("a && b", nil), ("a | b", nil), ("a > f", nil), ("(a)", nil), ("$HOME", nil), ("`id`", nil), ("'open", nil),
    ])
    func words(command: String, words: [String]?) {
        #expect(ShellWord.words(in: command) == words)
    }

    @Test("reads back the first word of a command line as sh does", arguments: [
        ("/usr/bin/dogs fetch --quiet", "/usr/bin/dogs"), ("  '/opt/my dogs/dogs' fetch", "/opt/my dogs/dogs"), (#"'/opt/it'\''s/dogs' x"#, "/opt/it's/dogs"),
        (#""/a \"b\" \c" d"#, #"/a "b" \c"#), (#"/a\ b c"#, "/a b"), ("\tdogs", "dogs"),
    ])
    func first(command: String, word: String) {
        #expect(ShellWord.first(in: command) == word)
    }

    @Test("has no first word for a line that holds none or ends inside quotes", arguments: ["", "   ", "'/opt/dogs fetch", #""/opt"#, "a\\"])
    func noFirst(command: String) {
        #expect(ShellWord.first(in: command) == nil)
    }

    @Test("the first word of every line dogs writes is the program it wrote", arguments: ["/usr/bin/dogs", "/opt/my dogs/it's/dogs", "/srv/$x/`y`/dogs"])
    func written(program: String) {
        #expect(ShellWord.first(in: [program, "fetch", "--out", "/srv/dogs"].map(ShellWord.quoted).joined(separator: " ")) == program)
    }
}
