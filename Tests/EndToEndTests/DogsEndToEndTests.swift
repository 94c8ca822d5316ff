import Foundation
import TestSupport
import Testing

/// The real `dogs` binary against the fixture server: what a user sees on disk and in the terminal.
@Suite(.endToEnd)
final class DogsEndToEndTests: EndToEndTestCase {
    @Test("fetch saves pictures byte identical to the served ones and indexes them")
    func fetchSavesPicturesByteIdenticalToTheServedOnesAndIndexesThem() throws {
        let run = try dogs("fetch", "--count", "3", "--out", "./gallery", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let pictures = try manifestPictures()
        #expect(pictures.count == 3)
        for picture in pictures {
            let file = try #require(picture["file"] as? String)
            let source = try #require((picture["source"] as? String).flatMap(URL.init(string:)))
            #expect(try Data(contentsOf: folder.file("gallery/\(file)")) == (try server.servedBytes(of: source)), "\(file)")
            #expect((picture["bytes"] as? Int) == (try server.servedBytes(of: source).count))
        }
        let html = try folder.read("gallery/index.html")
        let markdown = try folder.read("gallery/index.md")
        for picture in pictures {
            let file = try #require(picture["file"] as? String)
            #expect(html.contains("src=\"\(file)\""), "\(file)")
            #expect(markdown.contains("](\(file))"), "\(file)")
        }
        #expect(html.contains("<figcaption>Akita</figcaption>"))
        #expect(markdown.contains("[French Bulldog](pages/bulldog-french-1.md) (1)"))
        #expect(run.stdout.hasPrefix("Saved 3 pictures (Akita, Boston Terrier, French Bulldog) to "), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("gallery/index.html\n"), "\(run.stdout)")
        #expect((run.stdout.filter { $0 == "\n" }.count) == 1, "one summary line")
    }

    @Test("fetch second run adds to the gallery")
    func fetchSecondRunAddsToTheGallery() throws {
        _ = try dogs("fetch", "--count", "3", "--api-base", server.apiBase)
        let first = try manifestPictures().compactMap { $0["file"] as? String }

        let run = try dogs("fetch", "--count", "3", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        let all = try manifestPictures().compactMap { $0["file"] as? String }
        #expect(all.count == 6)
        #expect(Array(all.prefix(3)) == first)
        #expect(folder.contents(of: "gallery/images").count == 6)
        #expect(try folder.read("gallery/index.md").contains("6 pictures"))
        #expect(run.stdout.contains("6 pictures in all"), "\(run.stdout)")
    }

    @Test("fetch sends every request over one pool of connections")
    func fetchSendsEveryRequestOverOnePoolOfConnections() throws {
        let distinct = try FixtureServer(arguments: ["--distinct"])

        let run = try dogs("fetch", "--count", "24", "--concurrency", "4", "--api-base", distinct.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        let connections = try #require(distinct.connections(usedBy: 25), "the API's answer and 24 pictures")
        #expect(connections <= (4 + 1), "kept alive and reused: as many as run at once, and the API's")
    }

    @Test("fetch runs at most concurrency requests at once, and as many as that")
    func fetchRunsAtMostConcurrencyRequestsAtOnceAndAsManyAsThat() throws {
        let slow = try FixtureServer(arguments: ["--distinct", "--delay-ms", "200"])

        let run = try dogs("fetch", "--count", "12", "--concurrency", "3", "--api-base", slow.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(slow.mostAtOnce(answering: 13) == 3, "the API's answer and 12 pictures, three at a time")
    }

    @Test("fetch sleeps while its transfers wait on the server, rather than spinning")
    func fetchSleepsWhileItsTransfersWaitOnTheServerRatherThanSpinning() throws {
        let slow = try FixtureServer(arguments: ["--distinct", "--delay-ms", "300"])

        let measured = try DogsProcess.measuring(["fetch", "--count", "5", "--concurrency", "1", "--api-base", slow.apiBase], in: folder.url)

        #expect(measured.run.status == 0, "\(measured.run.stderr)")
        // Six answers of 300 ms each are waited for, one at a time, a picture always waiting its
        // turn behind the one running: a loop that spun meanwhile would use most of those 1.8 s.
        #expect(measured.cpuSeconds < 0.5)
    }

    @Test("fetch reads the API base from the environment")
    func fetchReadsTheAPIBaseFromTheEnvironment() throws {
        let run = try dogs("fetch", "--count", "1", "--breed", "hound/afghan", environment: ["DOGS_API_BASE": server.apiBase])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.contents(of: "gallery/images") == ["hound-afghan_n02088094_1003.jpg"])
    }

    @Test("a scheduled line of an earlier dogs keeps fetching the breed it fetched, warning how to schedule it anew")
    func aScheduledLineOfAnEarlierDogsKeepsFetchingTheBreedItFetchedWarningHowToScheduleItAnew() throws {
        let run = try dogs("fetch", "--count", "2", "--breed", "shepherd", "--every", "1h", "--quiet", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == ("warning: the scheduled --breed 'shepherd' may now mean several breeds; this run fetches 'australian/shepherd' (Australian Shepherd) "
            + "as before: schedule the gallery again with --breed australian/shepherd to keep it\n"))
        let logged = try dogs("fetch", "--count", "2", "--breed", "shepherd", "--every", "1h", "--verbose", "--api-base", server.apiBase)
        #expect(logged.stderr.contains("GET \(server.apiBase)/breed/australian/shepherd/images/random/2 200"), "\(logged.stderr)")

        let byHand = try dogs("fetch", "--breed", "shepherd", "--api-base", server.apiBase)
        #expect(byHand.status == 64, "by hand, the name is a question")
    }

    @Test("fetch exits 64 and points to breeds for an unknown breed")
    func fetchExits64AndPointsToBreedsForAnUnknownBreed() throws {
        let run = try dogs("fetch", "--breed", "wolf", "--api-base", server.apiBase)

        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == "Error: the API does not know the breed 'wolf' ('dogs breeds' lists every breed it knows)\n")
        #expect(folder.contents() == [], "a run that saved nothing leaves no folder it made behind")
    }

    @Test("fetch asks which breed a name of several meant, and takes the names people use")
    func fetchAsksWhichBreedANameOfSeveralMeantAndTakesTheNamesPeopleUse() throws {
        let unknown = try dogs("fetch", "--breed", "Welsh Corgi", "--api-base", server.apiBase)

        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: --breed: 'Welsh Corgi' may mean several breeds; did you mean 'corgi/cardigan' (Cardigan Welsh Corgi) or 'pembroke' "
            + "(Pembroke Welsh Corgi)? ('dogs breeds Welsh Corgi' lists them)\n"), "\(unknown.stderr)")
        #expect(folder.contents() == [])

        for name in ["Afghan Hound", "hound-afghan", "afgan", "Afgan hound dog"] {
            let run = try dogs("fetch", "--count", "1", "--breed", name, "--api-base", server.apiBase)
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
        // The fixture mirror holds two Afghan Hounds: the later runs find nothing new, and no other breed.
        #expect(folder.contents(of: "gallery/images").count == 2)
        #expect(folder.contents(of: "gallery/images").allSatisfy { $0.hasPrefix("hound-afghan_") })
    }

    @Test("fetch exits 69 when the API is unreachable")
    func fetchExits69WhenTheAPIIsUnreachable() throws {
        let run = try dogs("fetch", "--retries", "1", "--api-base", "http://127.0.0.1:9/api")

        #expect(run.status == 69)
        #expect(run.stderr.hasPrefix("Error: cannot reach http://127.0.0.1:9/api/breeds/image/random/3: the connection was refused (nothing is listening there) ("), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(" (2 attempts)\n"), "\(run.stderr)")
        #expect((run.stderr.filter { $0 == "\n" }.count) == 1, "one line")
    }

    @Test("fetch exits 64 with usage for a bad flag and touches nothing")
    func fetchExits64WithUsageForABadFlagAndTouchesNothing() throws {
        let run = try dogs("fetch", "--count", "zero", "--api-base", server.apiBase)

        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == """
        Error: --count must be a whole number from 1 to 10000 (got 'zero')
        Usage: dogs fetch [<options>]
          See 'dogs fetch --help' for more information.

        """)
        #expect(folder.contents() == [])
    }

    @Test("fetch exits 64 with a one line reason for every kind of bad input and touches nothing")
    func fetchExits64WithAOneLineReasonForEveryKindOfBadInputAndTouchesNothing() throws {
        let samples = [
            ["--count", "0"], ["--count", "-3"], ["--count", "100000000000000000000"], ["--count", "lots"],
            ["--breed", "hound/afghan/x"], ["--breed", "../etc"], ["--api-base", "file:///etc"], ["--api-base", "dog.ceo"],
            ["--colour", "brown"], ["--retries", "many"], ["--timeout", "-1"],
        ]
        for arguments in samples {
            let run = try dogs(["fetch", "--out", "gallery"] + arguments)

            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 3, "reason, usage, pointer to help: \(run.stderr)")
        }
        #expect(folder.contents() == [])
    }

    @Test("fetch summary stays one short line however many breeds arrive")
    func fetchSummaryStaysOneShortLineHoweverManyBreedsArrive() throws {
        let run = try dogs("fetch", "--count", "12", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stdout)")
        #expect(lines[0].hasPrefix("Saved 12 pictures ("), "\(run.stdout)")
        #expect(lines[0].contains(" more breeds) to "), "\(run.stdout)")
        #expect(lines[0].hasSuffix("; 12 pictures in all: open \(folder.file("gallery/index.html").standardizedFileURL.path)"), "\(run.stdout)")
        #expect((lines[0].count - 2 * folder.file("gallery").standardizedFileURL.path.count) < 140, "\(run.stdout)")
    }

    @Test("help fits COLUMNS and 80 columns when not a terminal")
    func helpFitsCOLUMNSAnd80ColumnsWhenNotATerminal() throws {
        for (environment, width) in [([String: String](), 80), (["COLUMNS": "60"], 60), (["COLUMNS": "132"], 132)] {
            for command in [["fetch", "--help"], ["help", "verify"], ["--help"]] {
                let run = try DogsProcess.run(command, in: folder.url, environment: environment)

                #expect(run.status == 0, "\(run.stderr)")
                let longest = run.stdout.split(separator: "\n").map(\.count).max() ?? 0
                #expect(longest <= width, "\(command) \(environment)")
                #expect(longest > (width - 15), "\(command) \(environment): the width is used")
            }
        }
    }

    @Test("a mistyped name exits 64 with what was meant and touches nothing")
    func aMistypedNameExits64WithWhatWasMeantAndTouchesNothing() throws {
        let samples: [([String], String)] = [
            (["fetch", "--cout", "3"], "Error: Unknown option '--cout'. Did you mean '--count'?"),
            (["fetch", "--brede", "hound"], "Error: Unknown option '--brede'. Did you mean '--breed'?"),
            (["fech"], "Error: Unknown subcommand 'fech'. Did you mean 'fetch'?"),
            (["--versoin"], "Error: Unknown option '--versoin'. Did you mean '--version'?"),
            (["--count", "3", "fetch"], "Error: '--count' is an option of 'dogs fetch': put it after the subcommand, as in 'dogs fetch --count 3'"),
            (["help", "fetch", "index"], "Error: Unexpected argument 'index'"),
        ]
        for (arguments, reason) in samples {
            let run = try dogs(arguments)

            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "")
            #expect(run.stderr.split(separator: "\n").first.map(String.init) == reason)
        }
        #expect(folder.contents() == [])
    }

    @Test("fetch exits 73 when a file stands where the gallery should be")
    func fetchExits73WhenAFileStandsWhereTheGalleryShouldBe() throws {
        try folder.write("mine", to: "gallery")

        let run = try dogs("fetch", "--api-base", server.apiBase)

        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("Error: cannot create the gallery folder"), "\(run.stderr)")
        #expect(try folder.read("gallery") == "mine")
    }

    @Test("breeds lists breeds and sub breeds one a line")
    func breedsListsBreedsAndSubBreedsOneALine() throws {
        let run = try dogs("breeds", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("hound\tHound"), "\(run.stdout)")
        #expect(lines.contains("hound/afghan\tAfghan Hound"), "\(run.stdout)")
        #expect(lines == lines.sorted())
    }

    @Test("fetch replaces pictures that fail, and exits 0 when the count is met")
    func fetchReplacesPicturesThatFailAndExits0WhenTheCountIsMet() throws {
        // 9 of the fixture server's 12 pictures are within 8500 bytes.
        let run = try dogs("fetch", "--count", "6", "--max-bytes", "8500", "--json", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "", "replaced failures are no warning")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(((object["saved"] as? [Any])?.count) == 6)
        #expect(((object["failed"] as? [Any])?.count) == 0)
        #expect(((object["replaced"] as? [[String: Any]])?.first?["reason"] as? String) == "larger than the 8500-byte limit (--max-bytes)")
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("fetch exits 1 when the count cannot be met, and the rest are saved")
    func fetchExits1WhenTheCountCannotBeMetAndTheRestAreSaved() throws {
        let run = try dogs("fetch", "--count", "12", "--max-bytes", "8500", "--api-base", server.apiBase)

        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("larger than the 8500-byte limit (--max-bytes)"), "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Saved 9 of 12 pictures "), "\(run.stdout)")
        #expect(run.stdout.contains("; 3 failed; "), "\(run.stdout)")
        try assertGalleryInvariant(folder.file("gallery"))
    }

    @Test("index rebuilds every index from the manifest")
    func indexRebuildsEveryIndexFromTheManifest() throws {
        _ = try dogs("fetch", "--count", "2", "--api-base", server.apiBase)
        let html = try folder.read("gallery/index.html")
        let feed = try folder.read("gallery/feed.xml")
        try FileManager.default.removeItem(at: folder.file("gallery/index.html"))
        try FileManager.default.removeItem(at: folder.file("gallery/feed.xml"))
        try folder.write("stale", to: "gallery/index.md")

        let run = try dogs("index")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.read("gallery/index.html") == html)
        #expect(try folder.read("gallery/feed.xml") == feed)
        #expect(try folder.read("gallery/index.md").contains("2 pictures"))
    }

    @Test("version and help")
    func versionAndHelp() throws {
        let version = try dogs("--version")
        let short = try dogs("-V")
        let word = try dogs("version")
        let help = try dogs("help", "fetch")
        let flagHelp = try dogs("fetch", "--help")

        #expect(version.status == 0)
        #expect(version.stdout.range(of: #"^dogs \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.stdout)")
        #expect(short.stdout == version.stdout, "-V and --version say the same")
        #expect(word.stdout == version.stdout)
        #expect(help.status == 0)
        #expect(help.stdout == flagHelp.stdout)
        #expect(help.stdout.contains("EXIT CODES:"))
    }

    // MARK: - Helpers

    private func dogs(_ arguments: String..., environment: [String: String] = [:]) throws -> DogsRun {
        try dogs(arguments, environment: environment)
    }

    private func dogs(_ arguments: [String], environment: [String: String] = [:]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url, environment: environment)
    }

    private func manifestPictures() throws -> [[String: Any]] {
        try ManifestFile(in: folder.file("gallery")).pictures
    }
}
