import Foundation
import TestSupport
import Testing

/// How `dogs fetch` talks to a person, a script and cron: summary, --quiet, --json, --verbose,
/// --dry-run, --keep, and the progress line that appears on a terminal only.
@Suite(.endToEnd)
final class OutputEndToEndTests: EndToEndTestCase {
    @Test("manual on a terminal is the page as man shows it; piped, its troff, for man to read")
    func manualOnATerminalIsThePageAsManShowsIt() throws {
        try skipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "needs man (man-db)")
        // dogs in a pseudo-terminal, as a person runs it, with man's pager set to print.
        let terminal = try DogsProcess.run(command: Python.executable.path, Python.arguments(["-c", """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.environ.update(MANPAGER="cat", PAGER="cat", MANWIDTH="80")
                os.execv(sys.argv[1], ["dogs", "manual"])
            seen = b""
            while True:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            os.waitpid(pid, 0)
            sys.stdout.buffer.write(seen)
            """, DogsProcess.binary.path]), in: folder.url)
        let piped = try DogsProcess.run(["manual"], in: folder.url)

        #expect(terminal.stdout.contains("DOGS(1)"), "\(terminal.stdout.prefix(300))")
        #expect(!terminal.stdout.contains(".TH DOGS"), "\(terminal.stdout.prefix(300))")
        #expect(piped.stdout.hasPrefix(".TH DOGS 1 "), "\(piped.stdout.prefix(100))")
    }

    @Test("quiet prints nothing on success")
    func quietPrintsNothingOnSuccess() throws {
        let run = try dogs("fetch", "--quiet")

        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(folder.contents(of: "gallery/images").count == 3)
    }

    @Test("quiet still reports errors")
    func quietStillReportsErrors() throws {
        let run = try DogsProcess.run(["fetch", "--quiet", "--api-base", "http://127.0.0.1:9/api", "--retries", "0"], in: folder.url)

        #expect(run.status == 69)
        #expect(run.stderr.hasPrefix("Error: cannot reach "), "\(run.stderr)")
    }

    @Test("json prints one object describing the run")
    func jsonPrintsOneObjectDescribingTheRun() throws {
        let run = try dogs("fetch", "--json")

        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["gallery", "index", "requested", "saved", "skipped", "failed", "replaced", "unfinished", "removed", "pictures", "exitCode", "durations", "wanted"])
        #expect(((object["saved"] as? [[String: Any]])?.count) == 3)
        #expect((object["exitCode"] as? Int) == 0)
        #expect((object["index"] as? String) == folder.file("gallery/index.html").standardizedFileURL.path)
    }

    @Test("json prints one object on stdout for errors too")
    func jsonPrintsOneObjectOnStdoutForErrorsToo() throws {
        let samples: [([String], Int32, String)] = [
            (["fetch", "--json", "--count", "0", "--api-base", server.apiBase], 64, "--count must be a whole number from 1 to 10000 (got '0')"),
            (["fetch", "--json", "--breed", "wolf", "--api-base", server.apiBase], 64, "the API does not know the breed 'wolf' ('dogs breeds' lists every breed it knows)"),
            (["fetch", "--json", "--retries", "0", "--api-base", "http://127.0.0.1:9/api"], 69,
             "cannot reach http://127.0.0.1:9/api/breeds/image/random/3: the connection was refused (nothing is listening there)"),
        ]
        for (arguments, status, message) in samples {
            let run = try DogsProcess.run(arguments, in: folder.url)

            #expect(run.status == status, "\(run.stderr)")
            let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
            #expect((object["error"] as? String) == message)
            #expect((object["exitCode"] as? Int) == Int(status))
            #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
        }
    }

    @Test("verbose logs every request with status and time")
    func verboseLogsEveryRequestWithStatusAndTime() throws {
        let run = try dogs("fetch", "--verbose")

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(run.stderr)")
        #expect(lines.allSatisfy { $0.range(of: #"^GET http://127\.0\.0\.1:\d+/\S+ 200 \(\d+ ms\)$"#, options: .regularExpression) != nil }, "\(run.stderr)")
    }

    @Test("dry run asks the API but writes nothing")
    func dryRunAsksTheAPIButWritesNothing() throws {
        let run = try dogs("fetch", "--dry-run", "--count", "2")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("would download http://127.0.0.1:"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("; nothing was written.\n"), "\(run.stdout)")
        #expect(folder.contents() == [])
    }

    @Test("dry run lists what keep would remove oldest first, and removes nothing")
    func dryRunListsWhatKeepWouldRemoveOldestFirstAndRemovesNothing() throws {
        _ = try dogs("fetch", "--count", "3")
        let oldestFirst = try folder.read("gallery/manifest.jsonl").split(separator: "\n").compactMap { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["file"] as? String
        }

        let run = try dogs("fetch", "--dry-run", "--count", "2", "--keep", "3")

        #expect(run.status == 0, "\(run.stderr)")
        let removals = run.stdout.split(separator: "\n").filter { $0.hasPrefix("would remove ") }
        let removed: [String] = removals.map { (line: Substring) -> String in String(line.dropFirst("would remove ".count).prefix { $0 != " " }) }
        #expect(removed == Array(oldestFirst.prefix(2)))
        #expect(run.stdout.hasSuffix(" and remove 2 of its 3 (--keep); nothing was written.\n"), "\(run.stdout)")
        #expect(folder.contents(of: "gallery/images").count == 3)
    }

    @Test("keep holds the gallery at the newest pictures")
    func keepHoldsTheGalleryAtTheNewestPictures() throws {
        _ = try dogs("fetch", "--count", "3")

        let run = try dogs("fetch", "--count", "3", "--keep", "4")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("removed 2 older (--keep)"), "\(run.stdout)")
        #expect(folder.contents(of: "gallery/images").count == 4)
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("site URL makes the feeds links absolute and is remembered")
    func siteURLMakesTheFeedsLinksAbsoluteAndIsRemembered() throws {
        _ = try dogs("fetch", "--count", "1", "--site-url", "https://example.org/dogs/")
        _ = try dogs("fetch", "--count", "1")

        let feed = try folder.read("gallery/feed.xml")
        #expect((feed.components(separatedBy: "href=\"https://example.org/dogs/images/").count - 1) == 4, "two entries, two links each")
    }

    @Test("max bytes takes suffixes the feed shows the pictures, and index md puts captions under")
    func maxBytesTakesSuffixesTheFeedShowsThePicturesAndIndexMdPutsCaptionsUnder() throws {
        let run = try dogs("fetch", "--count", "2", "--max-bytes", "10M")

        #expect(run.status == 0, "\(run.stderr)")
        let feed = try folder.read("gallery/feed.xml")
        #expect((feed.components(separatedBy: "<content type=\"html\">&lt;p&gt;&lt;img src=&quot;images/").count - 1) == 2, "\(feed)")
        let markdown = try folder.read("gallery/index.md")
        #expect((markdown.components(separatedBy: ")\\\n*").count - 1) == 2, "a hard line break before each caption: \(markdown)")
    }

    @Test("title heads the page and the feed is remembered, and an empty one forgets it as it does the site URL")
    func titleHeadsThePageAndTheFeedIsRememberedAndAnEmptyOneForgetsItAsItDoesTheSiteURL() throws {
        _ = try dogs("fetch", "--count", "1", "--title", "Rex & Co", "--site-url", "https://example.org/dogs/")
        _ = try dogs("fetch", "--count", "1")

        #expect(try folder.read("gallery/index.html").contains("<h1>Rex &amp; Co</h1>"))
        #expect(try folder.read("gallery/feed.xml").contains("<title>Rex &amp; Co</title>"))
        try assertGalleryInvariant(folder.file("gallery"))

        let cleared = try dogs("fetch", "--count", "1", "--title", "", "--site-url", "")
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(try folder.read("gallery/index.html").contains("<h1>Dogs</h1>"))
        #expect(!(try folder.read("gallery/feed.xml").contains("https://example.org/")))
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("no progress line when stderr is not a terminal")
    func noProgressLineWhenStderrIsNotATerminal() throws {
        let run = try dogs("fetch", "--count", "3")

        #expect(run.stderr == "")
        #expect((run.stdout.filter { $0 == "\n" }.count) == 1)
    }

    @Test("a progress line on a terminal redrawn in place and cleared at the end")
    func aProgressLineOnATerminalRedrawnInPlaceAndClearedAtTheEnd() throws {
        let run = try fetchOnATerminal(term: "xterm")

        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("\r\u{1B}[2KAsking 127.0.0.1 for 3 pictures…"), "while the API is asked: \(run.stdout)")
        #expect(run.stdout.contains("\r\u{1B}[2KDownloading 3/3 pictures · "), "\(run.stdout)")
        #expect(run.stdout.contains("\r\u{1B}[2KSaved 3 pictures"), "the line is cleared before the summary: \(run.stdout)")
    }

    @Test("the progress line fits a narrow terminal so its redraw never stacks")
    func theProgressLineFitsANarrowTerminalSoItsRedrawNeverStacks() throws {
        let run = try fetchOnATerminal(term: "xterm", columns: 30)

        #expect(run.status == 0, "\(run.stdout)")
        let drawn = run.stdout.components(separatedBy: "\r\u{1B}[2K").dropFirst().map { $0.prefix { $0 != "\r" && $0 != "\n" } }
        let progress = drawn.filter { $0.hasPrefix("Downloading") }
        #expect(!progress.isEmpty, "\(run.stdout)")
        #expect(progress.allSatisfy { $0.count < 30 }, "\(progress)")
    }

    @Test("no progress line on a dumb terminal")
    func noProgressLineOnADumbTerminal() throws {
        let run = try fetchOnATerminal(term: "dumb")

        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("Downloading"), "\(run.stdout)")
    }

    // MARK: - Helpers

    /// `dogs fetch` with a pseudo-terminal for stdout and stderr, made by script(1).
    private func fetchOnATerminal(term: String, columns: Int? = nil) throws -> DogsRun {
        try skipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal")
        let command = [DogsProcess.binary.path, "fetch", "--count", "3", "--api-base", server.apiBase].joined(separator: " ")
        return try DogsProcess.run(
            command: "/usr/bin/script", ["-qfec", command, "/dev/null"], in: folder.url,
            environment: ["TERM": term].merging(columns.map { ["COLUMNS": String($0)] } ?? [:]) { first, _ in first }
        )
    }

    private func dogs(_ arguments: String...) throws -> DogsRun {
        try DogsProcess.run(arguments + ["--api-base", server.apiBase], in: folder.url)
    }
}
