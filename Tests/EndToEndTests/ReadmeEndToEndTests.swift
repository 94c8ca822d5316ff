import Foundation
import TestSupport
import Testing

/// The README as a newcomer follows it: every `dogs` command of its Get started, run as written
/// against the fixture server, with the gallery in the test's folder; and the docs' links to
/// headings.
@Suite(.endToEnd)
final class ReadmeEndToEndTests: EndToEndTestCase {
    @Test("every command of the get started path runs against the fixture server")
    func everyCommandOfTheGetStartedPathRunsAgainstTheFixtureServer() throws {
        let commands = try Readme.getStartedCommands()
        #expect(Set(["fetch", "schedule", "status"]).isSubset(of: commands.compactMap { $0.dropFirst().first }), "fetch, schedule it, check on it: \(commands)")
        // No crontab command within reach: a schedule without --print could not install a line.
        let noCrontab = makeTemporaryDirectory()

        for words in commands {
            let arguments = runnable(Array(words.dropFirst()))
            let environment = arguments.first == "schedule" ? ["PATH": noCrontab.url.path] : [:]

            let run = try DogsProcess.run(arguments, in: folder.url, environment: environment)

            #expect(run.status == 0, "\(words.joined(separator: " ")), run as dogs \(arguments.joined(separator: " ")): \(run.stderr)")
            if arguments.first == "schedule" {
                #expect(run.stdout.hasSuffix(" # dogs: \(gallery.path)\n"), "the line for the test's gallery, printed: \(run.stdout)")
            }
        }
    }

    @Test("the get started path runs the packages usr bin dogs")
    func theGetStartedPathRunsThePackagesUsrBinDogs() throws {
        let section = try Readme.section("Get started")

        #expect(!section.contains("/usr/local/bin/dogs"), "the tarball's path, where the README installs the .deb")
        #expect(section.contains("/usr/bin/dogs fetch "), "the .deb's path on the cron line")
    }

    @Test("every link to a heading of the docs points at a heading there")
    func everyLinkToAHeadingOfTheDocsPointsAtAHeadingThere() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.file("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var checked = 0

        for file in ["README.md"] + docs {
            for link in try Markdown.read(file).links where !link.contains(":") {
                guard let hash = link.firstIndex(of: "#") else { continue }
                let path = link[..<hash], anchor = String(link[link.index(after: hash)...])
                let target = path.isEmpty ? file : Markdown.resolve(path, from: file)
                let anchors = try Markdown.read(target).anchors

                #expect(anchors.contains(anchor), "\(file) links \(link), but \(target) has no such heading; its anchors: \(anchors)")
                checked += 1
            }
        }
        #expect(checked > 0, "links found")
    }

    // MARK: - Helpers

    /// The gallery every Get started command works on, so that status finds what fetch made.
    private var gallery: URL { folder.file("gallery") }

    /// A README command with its paths in the test's folder, asking the fixture server, and for
    /// schedule with `--print`, so that nothing goes into the crontab.
    private func runnable(_ arguments: [String]) -> [String] {
        var arguments = arguments.replacingValue(of: "--out", with: gallery.path)
        if let file = arguments.value(of: "--prometheus-file") {
            arguments = arguments.replacingValue(of: "--prometheus-file", with: folder.file(URL(fileURLWithPath: file).lastPathComponent).path)
        }
        let command = arguments.first ?? ""
        // schedule does not ask the API itself, but the line it prints would.
        if ["fetch", "schedule", "breeds"].contains(command) || (command == "verify" && arguments.contains("--repair")) {
            arguments = arguments.value(of: "--api-base") == nil ? arguments + ["--api-base", server.apiBase]
                : arguments.replacingValue(of: "--api-base", with: server.apiBase)
        }
        if command == "schedule", !arguments.contains("--print") { arguments.append("--print") }
        return arguments
    }
}

/// The project's Markdown, as far as these tests read it.
private struct Markdown {
    let text: String

    static func read(_ path: String) throws -> Markdown {
        Markdown(text: try String(contentsOf: Repository.file(path), encoding: .utf8))
    }

    /// A link's file, from the repository's root: a link names it from the folder of the file
    /// that holds it ("../README.md" in docs/install.md is "README.md").
    static func resolve(_ path: Substring, from file: String) -> String {
        var parts = file.split(separator: "/").dropLast()
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The lines outside fenced code blocks, where a `#` starts a heading and `](` a link.
    var prose: [Substring] {
        var fenced = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.drop(while: \.isWhitespace).hasPrefix("```") { fenced.toggle(); return false }
            return !fenced
        }
    }

    /// Each link's target, code spans left out.
    var links: [String] {
        prose.flatMap { line in
            line.replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        }
    }

    /// The anchors GitHub gives the headings: lowercase, spaces to hyphens, other punctuation
    /// dropped but hyphens and underscores, and a repeated one numbered from -1.
    var anchors: [String] {
        var seen: [String: Int] = [:]
        return prose.compactMap { line in
            guard let heading = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*$/)?.1 else { return nil }
            let anchor = String(heading.lowercased().compactMap { character -> Character? in
                character == " " ? "-" : character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            defer { seen[anchor, default: 0] += 1 }
            return seen[anchor].map { "\(anchor)-\($0)" } ?? anchor
        }
    }

    /// The `## title` section, up to the next heading of its level.
    func section(_ title: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "## \(title)"), "a section '\(title)'")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }
}

private enum Readme {
    static func section(_ title: String) throws -> String {
        try Markdown.read("README.md").section(title)
    }

    /// The words of each `dogs` command of Get started's sh blocks, and of its console blocks'
    /// `$ dogs` lines (the others are what dogs prints), in the README's order.
    static func getStartedCommands() throws -> [[String]] {
        var commands: [[String]] = []
        var block: Substring?
        for line in try section("Get started").split(separator: "\n") {
            if line.hasPrefix("```") {
                block = block == nil ? line.dropFirst(3) : nil
            } else if block == "sh" || (block == "console" && line.hasPrefix("$ ")) {
                let words = shellWords(block == "console" ? line.dropFirst(2) : line)
                if words.first == "dogs" { commands.append(words) }
            }
        }
        return commands
    }

    /// A command line's words as sh splits them: quotes and backslashes taken out, up to a comment
    /// or the first `|`, `&&`, `||` or `;`.
    static func shellWords(_ line: Substring) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { word! += String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == "\\" {
                escaped = true
            } else if character == " " || character == "\t" {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#" && word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return Array(words.prefix { !["|", "&&", "||", ";"].contains($0) })
    }
}

private extension [String] {
    func value(of option: String) -> String? {
        firstIndex(of: option).flatMap { index(after: $0) < endIndex ? self[index(after: $0)] : nil }
            ?? first { $0.hasPrefix(option + "=") }.map { String($0.dropFirst(option.count + 1)) }
    }

    /// The option's value (`--option value` or `--option=value`) replaced, where it is given.
    func replacingValue(of option: String, with value: String) -> [String] {
        var words = self
        for index in words.indices {
            if words[index] == option, index + 1 < words.endIndex {
                words[index + 1] = value
            } else if words[index].hasPrefix(option + "=") {
                words[index] = option + "=" + value
            }
        }
        return words
    }
}
