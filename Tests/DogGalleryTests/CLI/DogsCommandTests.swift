@testable import ArgumentParsing
import DogCEOClient
@testable import DogGallery
@testable import DogModel
import Foundation
@testable import GalleryJobs
import ClientTestSupport
import TestSupport
import Testing

@Suite("RootCommand parses the command line")
struct DogsCommandTests {
    @Test("completions offer each breed once, parent breeds too, each under its own key")
    func breedCompletionsOnce() {
        let keys = SharedOptions.breedNames.map(\.name).filter { $0 == $0.lowercased() }

        #expect(Set(keys).count == keys.count, "\(Dictionary(grouping: keys) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        #expect(["chippiparai", "chippiparai/indian", "hound", "hound/afghan", "pug"].allSatisfy(keys.contains))
    }

    @Test("fetch has sane defaults")
    func fetchDefaults() throws {
        let fetch = try fetchCommand(["fetch"])

        #expect(fetch.request == FetchRequest(count: 3, breed: nil, listsPictures: false), "only --json lists every picture")
        #expect(fetch.out == "./gallery")
        #expect(fetch.settings.concurrency == 6)
        #expect(fetch.settings.apiBase == URL(string: "https://dog.ceo/api")!)
        #expect([fetch.settings.retries, fetch.settings.timeout, fetch.settings.maxBytes] as [Int] == [3, 30, 20 * 1024 * 1024])
        #expect(fetch.settings.maxTime == nil)
        #expect(fetch.settings.allowHost.isEmpty)
        #expect([fetch.quiet, fetch.verbose, fetch.json, fetch.dryRun] == [false, false, false, false])
        #expect(fetch.every == nil)
        #expect(fetch.prometheusFile == nil)
        #expect(fetch.warnings.isEmpty)
    }

    @Test("fetch takes every option as --name value and --name=value")
    func fetchOptions() throws {
        let spaced = try fetchCommand(["fetch", "--count", "1000", "--breed", "hound/afghan", "--out", "/var/www/dogs",
                                       "--concurrency", "4", "--api-base", "http://127.0.0.1:8080/api", "--retries", "0",
                                       "--timeout", "5", "--max-time", "0.5", "--max-bytes", "1000",
                                       "--allow-host", "cdn.example.org", "--allow-host", "pics.example.net", "--keep", "500",
                                       "--site-url", "https://example.org/dogs/", "--quiet", "--verbose", "--json"])
        let joined = try fetchCommand(["fetch", "--count=1000", "--breed=hound/afghan", "--out=/var/www/dogs",
                                       "--concurrency=4", "--api-base=http://127.0.0.1:8080/api", "--retries=0",
                                       "--timeout=5", "--max-time=0.5", "--max-bytes=1000",
                                       "--allow-host=cdn.example.org", "--allow-host=pics.example.net", "--keep=500",
                                       "--site-url=https://example.org/dogs/", "-q", "-v", "--json"])

        for fetch in [spaced, joined] {
            #expect(fetch.request == FetchRequest(
                count: 1000, breed: Breed("hound", subBreed: "afghan"), keep: 500, siteURL: .set(URL(string: "https://example.org/dogs/")!)
            ))
            #expect(fetch.out == "/var/www/dogs")
            #expect(fetch.settings.concurrency == 4)
            #expect(fetch.settings.apiBase == URL(string: "http://127.0.0.1:8080/api")!)
            #expect([fetch.settings.retries, fetch.settings.timeout, fetch.settings.maxBytes] as [Int] == [0, 5, 1000])
            #expect(fetch.settings.maxTime == 0.5)
            #expect(fetch.settings.allowHost == ["cdn.example.org", "pics.example.net"])
            #expect([fetch.quiet, fetch.verbose, fetch.json, fetch.dryRun] == [true, true, true, false])
            #expect(fetch.every == nil)
            #expect(fetch.prometheusFile == nil)
            #expect(fetch.warnings.isEmpty)
        }
        #expect(spaced == joined)
    }

    private func fetchCommand(_ arguments: [String], environment: [String: String] = [:]) throws -> FetchCommand {
        guard let fetch = try RootCommand.parse(arguments, environment: environment).command(FetchCommand.self) else {
            throw NotAFetch()
        }
        return fetch
    }

    private struct NotAFetch: Error {}

    @Test("--max-bytes takes K, M and G as curl's --max-filesize does", arguments: [("10M", 10_485_760), ("500k", 512_000), ("1G", 1_073_741_824), ("1024G", 1_099_511_627_776)])
    func maxBytes(_ text: String, _ bytes: Int) throws {
        guard let options = try RootCommand.parse(["fetch", "--max-bytes", text]).command(FetchCommand.self) else {
            Issue.record("expected fetch")
            return
        }
        #expect(options.settings.maxBytes == bytes)
    }

    @Test("--site-url and --title are remembered; an empty one forgets what was remembered", arguments: [
        (["--site-url", ""], RememberedSetting<URL>.clear, RememberedSetting<String>.keep),
        (["--title", "Rex", "--site-url", "https://example.org/"], .set(URL(string: "https://example.org/")!), .set("Rex")),
        (["--title", ""], .keep, .clear),
        (["--title", "  Rex and Co  "], .keep, .set("Rex and Co")),
        ([], .keep, .keep),
    ])
    func remembered(_ arguments: [String], _ siteURL: RememberedSetting<URL>, _ title: RememberedSetting<String>) throws {
        try rememberedSettings(arguments, siteURL, title)
    }

    @Test("status takes the thresholds as monitoring plugins give them", arguments: [
        (["status", "-w", "3h", "-c", "6h"], 10_800, 21_600), (["status", "--warning=90", "--critical", "2d"], 90, 172_800), (["status", "-w", "1h", "-c", "1h"], 3600, 3600),
    ] as [([String], Int, Int)])
    func thresholds(_ arguments: [String], warning: Int, critical: Int) throws {
        guard let options = try RootCommand.parse(arguments).command(StatusCommand.self) else {
            Issue.record("expected status")
            return
        }
        #expect(options.warning == warning)
        #expect(options.critical == critical)
    }

    private func rememberedSettings(_ arguments: [String], _ siteURL: RememberedSetting<URL>, _ title: RememberedSetting<String>) throws {
        guard let options = try RootCommand.parse(["fetch"] + arguments).command(FetchCommand.self) else {
            Issue.record("expected fetch")
            return
        }
        #expect(options.request.siteURL == siteURL)
        #expect(options.request.title == title)
    }

    @Test("--dry-run is a flag of its own")
    func dryRun() throws {
        guard let options = try RootCommand.parse(["fetch", "--dry-run"]).command(FetchCommand.self) else {
            Issue.record("expected fetch")
            return
        }
        #expect(options.dryRun)
    }

    @Test("the last of a repeated option wins")
    func repeated() throws {
        guard let options = try RootCommand.parse(["fetch", "--count", "2", "--count", "5"]).command(FetchCommand.self) else {
            Issue.record("expected fetch")
            return
        }
        #expect(options.request.count == 5)
    }

    @Test("DOGS_API_BASE sets the API base when --api-base is absent, and the flag wins over it")
    func environment() throws {
        let environment = ["DOGS_API_BASE": "http://127.0.0.1:9/api"]

        for (arguments, apiBase, json) in [
            (["breeds"], "http://127.0.0.1:9/api", false), (["breeds", "--json"], "http://127.0.0.1:9/api", true),
            (["breeds", "--api-base", "https://mirror.example/api"], "https://mirror.example/api", false),
        ] {
            guard let breeds = try RootCommand.parse(arguments, environment: environment).command(BreedsCommand.self) else {
                Issue.record("expected breeds")
                continue
            }
            #expect(breeds.apiBase == URL(string: apiBase)!)
            #expect(breeds.json == json)
            #expect(breeds.filter == nil)
        }
    }

    @Test("dogs breeds takes words to filter by, as one name")
    func breedsFilter() throws {
        for (arguments, json, filter) in [(["breeds", "terrier"], false, "terrier"), (["breeds", "german", "shepherd", "--json"], true, "german shepherd")] {
            guard let breeds = try RootCommand.parse(arguments).command(BreedsCommand.self) else {
                Issue.record("expected breeds")
                continue
            }
            #expect(breeds.apiBase == DogService.defaultBaseURL)
            #expect(breeds.json == json)
            #expect(breeds.filter == filter)
        }
    }

    @Test("remove takes one picture or more, anywhere among its options, and -- ends the options")
    func remove() throws {
        for (arguments, out, pictures, dryRun) in [
            (["remove", "images/pug_a.jpg"], "./gallery", ["images/pug_a.jpg"], false),
            (["remove", "a.jpg", "--out", "g", "b.jpg", "--dry-run", "https://images.dog.ceo/breeds/pug/c.jpg"], "g", ["a.jpg", "b.jpg", "https://images.dog.ceo/breeds/pug/c.jpg"], true),
            (["remove", "--out", "g", "--", "-odd.jpg", "--dry-run"], "g", ["-odd.jpg", "--dry-run"], false),
            (["remove", "--", "-h"], "./gallery", ["-h"], false),
        ] {
            guard let remove = try RootCommand.parse(arguments).command(RemoveCommand.self) else {
                Issue.record("expected remove: \(arguments)")
                continue
            }
            #expect(remove.out == out)
            #expect(remove.pictures == pictures)
            #expect(remove.dryRun == dryRun)
            #expect(!remove.json)
        }
        try expectVerify(["verify"], environment: ["DOGS_API_BASE": "http://127.0.0.1:8/api"], out: "./gallery", repair: false,
                         apiBase: "http://127.0.0.1:8/api", allowHost: [], limits: [3, 30, 20 * 1024 * 1024])
    }

    @Test("verify takes the gallery folder, and --repair with the API and hosts its downloads may use and fetch's limits on them")
    func verify() throws {
        try expectVerify(["verify"], out: "./gallery", repair: false, apiBase: "https://dog.ceo/api", allowHost: [], limits: [3, 30, 20 << 20])
        try expectVerify(["verify", "--out", "g", "--repair", "--allow-host", "cdn.example.org"], environment: ["DOGS_API_BASE": "http://127.0.0.1:8/api"],
                         out: "g", repair: true, apiBase: "http://127.0.0.1:8/api", allowHost: ["cdn.example.org"], limits: [3, 30, 20 << 20])
        try expectVerify(["verify", "--repair", "--retries", "0", "--timeout=5", "--max-bytes", "500K"],
                         out: "./gallery", repair: true, apiBase: "https://dog.ceo/api", allowHost: [], limits: [0, 5, 512_000])
        try expectVerify(["verify", "--repair", "--concurrency", "2"], out: "./gallery", repair: true, apiBase: "https://dog.ceo/api", allowHost: [], limits: [3, 30, 20 << 20], concurrency: 2)
    }

    /// That `arguments` ask `dogs verify` for all this: `limits` are --retries, --timeout and --max-bytes.
    private func expectVerify(
        _ arguments: [String], environment: [String: String] = [:], out: String, repair: Bool, apiBase: String, allowHost: [String], limits: [Int],
        concurrency: Int = Downloader.defaultConcurrency
    ) throws {
        guard let verify = try RootCommand.parse(arguments, environment: environment).command(VerifyCommand.self) else {
            Issue.record("expected verify: \(arguments)")
            return
        }
        #expect(verify.out == out)
        #expect(verify.repair == repair)
        #expect(verify.apiBase == URL(string: apiBase)!)
        #expect(verify.allowHost == allowHost)
        #expect([verify.retries, verify.timeout, verify.maxBytes] == limits)
        #expect(!verify.json)
        #expect(verify.concurrency == concurrency)
    }

    @Test("verify --repair reads --retries, --timeout and --max-bytes as fetch does, defaults included, refusing what fetch refuses in the same words", arguments: [
        ["--retries", "-1"], ["--retries", "11"], ["--timeout", "0"], ["--timeout", "0.5"], ["--max-bytes", "0"], ["--max-bytes", "2T"], ["--max-bytes", "1025G"],
        ["--retries", "10"], ["--timeout", "86400"], ["--max-bytes", "1024G"], ["--max-bytes", "1"], [],
    ])
    func verifyLimits(_ option: [String]) throws {
        let fetch = Result { () throws(UsageError) in try RootCommand.parse(["fetch"] + option) }
        let verify = Result { () throws(UsageError) in try RootCommand.parse(["verify", "--repair"] + option) }

        switch (fetch, verify) {
        case let (.success(.run(fetched as FetchCommand)), .success(.run(verified as VerifyCommand))):
            #expect([verified.retries, verified.timeout, verified.maxBytes] as [Int] == [fetched.settings.retries, fetched.settings.timeout, fetched.settings.maxBytes])
        case let (.failure(fetched), .failure(verified)):
            #expect(verified.reason == fetched.reason)
        default:
            Issue.record("fetch gave \(fetch), verify --repair gave \(verify)")
        }
    }

    @Test("index takes the gallery folder")
    func index() throws {
        for (arguments, out) in [(["index"], "./gallery"), (["index", "--out", "g"], "g")] {
            guard let index = try RootCommand.parse(arguments).command(IndexCommand.self) else {
                Issue.record("expected index")
                continue
            }
            #expect(index.out == out)
        }
    }

    @Test("--breed takes a breed as people type it", arguments: [
        ("Saint Bernard", Breed("stbernard")), ("St Bernard", Breed("stbernard")), ("Afgan Hound", Breed("hound", subBreed: "afghan")),
        ("Bassett Hound", Breed("hound", subBreed: "basset")), ("german shepherd dog", Breed("germanshepherd")), ("lab", Breed("labrador")),
        ("frenchie", Breed("bulldog", subBreed: "french")), ("yorkie", Breed("terrier", subBreed: "yorkshire")), ("daschund", Breed("dachshund")),
        ("afgan", Breed("hound", subBreed: "afghan")),
    ])
    func breedsAsTyped(typed: String, breed: Breed) throws {
        guard let options = try RootCommand.parse(["fetch", "--breed", typed]).command(FetchCommand.self) else {
            Issue.record("not a fetch")
            return
        }

        #expect(options.request.breed == breed)
    }

    @Test("a scheduled run keeps the breed the dogs that scheduled it fetched, warning how to schedule it anew", arguments: [
        ("shepherd", Breed("australian", subBreed: "shepherd"), "may now mean several breeds"), ("bull dog", Breed("mastiff", subBreed: "bull"), "now means 'bulldog'"),
    ])
    func scheduledBreedReadAsBefore(typed: String, breed: Breed, now: String) throws {
        guard let options = try RootCommand.parse(["fetch", "--breed", typed, "--every", "1h", "--quiet"]).command(FetchCommand.self) else {
            Issue.record("not a fetch")
            return
        }

        #expect(options.request.breed == breed)
        #expect(options.warnings == ["warning: the scheduled --breed '\(typed)' \(now); this run fetches '\(breed)' (\(BreedNames.common(forKey: breed.key)!)) as before: "
            + "schedule the gallery again with --breed \(breed) to keep it"])
    }

    @Test("a line an earlier dogs scheduled, with --quiet and no --every, keeps its breed too")
    func earlierScheduledLine() throws {
        guard let options = try RootCommand.parse(["fetch", "--breed", "shepherd", "--quiet", "--out", "/srv/dogs"]).command(FetchCommand.self) else { Issue.record("not a fetch"); return }
        #expect(options.request.breed == Breed("australian", subBreed: "shepherd"))
        #expect(options.warnings.count == 1)
    }

    @Test("a run by hand reads the name as this dogs does, with no warning")
    func breedReadNow() throws {
        guard let options = try RootCommand.parse(["fetch", "--breed", "bull dog"]).command(FetchCommand.self) else { Issue.record("not a fetch"); return }
        #expect(options.request.breed == Breed("bulldog"))
        #expect(options.warnings.isEmpty)
        guard let scheduled = try RootCommand.parse(["fetch", "--breed", "afghan", "--every", "1h"]).command(FetchCommand.self) else { Issue.record("not a fetch"); return }
        #expect(scheduled.warnings.isEmpty, "read alike before and now")
    }

    @Test("bad values are usage errors with a one-line reason", arguments: [
        (["fetch", "--count", "0"], "--count must be a whole number from 1 to 10000 (got '0')"),
        (["fetch", "--count", "-1"], "--count must be a whole number from 1 to 10000 (got '-1')"),
        (["fetch", "--count", "10001"], "--count must be a whole number from 1 to 10000 (got '10001')"),
        (["fetch", "--count", "99999999999999999999"], "--count must be a whole number from 1 to 10000 (got '99999999999999999999')"),
        (["fetch", "--count", "three"], "--count must be a whole number from 1 to 10000 (got 'three')"),
        (["fetch", "--concurrency", "0"], "--concurrency must be a whole number from 1 to 32 (got '0')"),
        (["fetch", "--breed", "hound/afghan/x"], "--breed: no breed is called 'hound/afghan/x'; did you mean 'hound/afghan' (Afghan Hound)? ('dogs breeds' lists them all)"),
        (["fetch", "--breed", "a" + String(repeating: "\u{301}", count: 65_000)], "--breed: longer than any breed's name (200 bytes at most)"),
        (["schedule", "--breed", String(repeating: "hound ", count: 34)], "--breed: longer than any breed's name (200 bytes at most)"),
        (["fetch", "--breed", "Afghan", "Hound"], "Unexpected argument 'Hound': a value of several words is one argument, so quote it: --breed 'Afghan Hound'"),
        (["fetch", "--count", "2", "--breed", "German", "Shepherd", "Dog", "--quiet"],
         "Unexpected argument 'Shepherd': a value of several words is one argument, so quote it: --breed 'German Shepherd Dog'"),
        (["fetch", "--breed=Afghan", "Hound"], "Unexpected argument 'Hound'; did you mean --out Hound?"),
        (["fetch", "--breed", "Welsh Corgi"],
         "--breed: 'Welsh Corgi' may mean several breeds; did you mean 'corgi/cardigan' (Cardigan Welsh Corgi) or 'pembroke' (Pembroke Welsh Corgi)? ('dogs breeds Welsh Corgi' lists them)"),
        (["fetch", "--breed", "shepherd"], "--breed: 'shepherd' may mean several breeds; did you mean 'australian/shepherd' (Australian Shepherd), "
            + "'germanshepherd' (German Shepherd) or 'ovcharka/caucasian' (Caucasian Shepherd Dog)? ('dogs breeds shepherd' lists them)"),
        (["status", "--json", "--prometheus"], "--json and --prometheus each print the status their own way; give one"),
        (["status", "-w", "10d", "-c", "1h"], "--warning (10d) is later than --critical (1h): a check warns before it turns critical"),
        (["status", "--warning", "soon"], "--warning must be a time like 90000 (seconds), 30m, 25h or 2d, up to a year (got 'soon')"),
        (["fetch", "--api-base", "ftp://dog.ceo/api"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'ftp://dog.ceo/api')"),
        (["fetch", "--api-base", "dog.ceo/api"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'dog.ceo/api')"),
        (["fetch", "--out", ""], "--out must name a folder (got '')"),
        (["fetch", "--retries", "-1"], "--retries must be a whole number from 0 to 10 (got '-1')"),
        (["fetch", "--retries", "11"], "--retries must be a whole number from 0 to 10 (got '11')"),
        (["fetch", "--timeout", "0"], "--timeout must be a whole number from 1 to 86400 (got '0')"),
        (["fetch", "--timeout", "0.5"], "--timeout must be a whole number from 1 to 86400 (got '0.5')"),
        (["fetch", "--timeout", "soon"], "--timeout must be a whole number from 1 to 86400 (got 'soon')"),
        (["fetch", "--max-time", "-5"], "--max-time must be a number of seconds above 0 and up to 86400 (got '-5')"),
        (["fetch", "--max-time", "nan"], "--max-time must be a number of seconds above 0 and up to 86400 (got 'nan')"),
        (["fetch", "--title", "two\nlines"], #"--title must be one line of up to 100 characters and 2048 bytes (got 'two\nlines')"#),
        (["fetch", "--title", String(repeating: "x", count: 101)], "--title must be one line of up to 100 characters and 2048 bytes (got '\(String(repeating: "x", count: 101))')"),
        (["fetch", "--title", String(repeating: "e" + String(repeating: "\u{301}", count: 30), count: 100)],
         // Quoted as far as 300 code points: a character may be made of thousands.
         "--title must be one line of up to 100 characters and 2048 bytes (got '"
            + "\(String(String.UnicodeScalarView(String(repeating: "e" + String(repeating: "\u{301}", count: 30), count: 100).unicodeScalars.prefix(299))))…')"),
        (["fetch", "--max-bytes", "0"], "--max-bytes must be a size from 1 to 1024G, like 500K or 20M (got '0')"),
        (["fetch", "--max-bytes", "2T"], "--max-bytes must be a size from 1 to 1024G, like 500K or 20M (got '2T')"),
        (["fetch", "--max-bytes", "1025G"], "--max-bytes must be a size from 1 to 1024G, like 500K or 20M (got '1025G')"),
        (["fetch", "--allow-host", "http://x.org/"], "--allow-host must be a host name like images.example.org, with a port if needed (got 'http://x.org/')"),
        (["fetch", "--allow-host", ""], "--allow-host must be a host name like images.example.org, with a port if needed (got '')"),
        (["fetch", "--keep", "0"], "--keep must be a whole number from 1 to 1000000 (got '0')"),
        (["fetch", "--site-url", "ftp://example.org/"], "--site-url must be an http(s) URL like https://example.org/dogs/, or \"\" to forget it (got 'ftp://example.org/')"),
        (["fetch", "--quiet=yes"], "'--quiet' takes no value"),
        (["fetch", "--api-base", "https://user:pw@dog.ceo/api"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'https://user:pw@dog.ceo/api')"),
        (["fetch", "--count"], "Missing value for '--count <n>'"),
        (["fetch", "--colour", "red"], "Unknown option '--colour'"),
        (["fetch", "pugs"], "Unexpected argument 'pugs'; did you mean --out pugs?"),
        (["fetch", "~/dogs/my_pugs-2.0"], "Unexpected argument '~/dogs/my_pugs-2.0'; did you mean --out ~/dogs/my_pugs-2.0?"),
        (["index", "me@host:dogs+cats,2"], "Unexpected argument 'me@host:dogs+cats,2'; did you mean --out me@host:dogs+cats,2?"),
        (["verify", "my dogs"], "Unexpected argument 'my dogs'; did you mean --out 'my dogs'?"),
        (["fetch", "--count", " 3"], "--count must be a whole number from 1 to 10000 (got ' 3')"),
        (["fetch", "--\u{1B}[31mcount"], "Unknown option '-- [31mcount'"),
        (["fetch", "pu\u{9B}2Jg\ns"], #"Unexpected argument 'pu\u{9B}2Jg\ns'; did you mean --out 'pu\u{9B}2Jg\ns'?"#),
        (["fetch", "--version=yes"], "Unknown option '--version=yes'"),
        (["fetcj"], "Unknown subcommand 'fetcj'. Did you mean 'fetch'?"),
        (["--count", "3"], "'--count' is an option of 'dogs fetch': put it after the subcommand, as in 'dogs fetch --count 3'"),
        (["help", "fetch", "index"], "Unexpected argument 'index'"),
        (["help", "nope"], "Unknown subcommand 'nope'"),
        (["completions"], "Missing expected argument '<shell>'"),
        (["fetch", "--dry-run", "--json"], "--dry-run prints its plan as text and cannot be combined with --json"),
        (["fetch", "--quiet", "--dry-run"], "--dry-run prints its plan as text and cannot be combined with --quiet"),
        (["fetch", "--quiet", "--dry-run", "--json"], "--dry-run prints its plan as text and cannot be combined with --json"),
        (["completions", "tcsh"], "<shell> must be one of bash, zsh, fish (got 'tcsh')"),
        (["completions", "bash", "zsh"], "Unexpected argument 'zsh'"),
        (["remove"], "Missing expected argument '<picture>'"),
        (["remove", "--out", "g", "--dry-run"], "Missing expected argument '<picture>'"),
        (["completions", "--", "bash", "zsh"], "Unexpected argument 'zsh'"),
        (["verify", "--allow-host", "cdn.example.org"], "--allow-host tells --repair where it may download from; without --repair, verify downloads nothing"),
        (["verify", "--api-base", "http://127.0.0.1:8/api"], "--api-base tells --repair where it may download from; without --repair, verify downloads nothing"),
        (["verify", "--concurrency", "2"], "--concurrency applies to --repair's downloads; without --repair, verify downloads nothing"),
        (["verify", "--retries", "0"], "--retries applies to --repair's downloads; without --repair, verify downloads nothing"),
        (["verify", "--timeout", "5"], "--timeout applies to --repair's downloads; without --repair, verify downloads nothing"),
        (["verify", "--out", "g", "--max-bytes", "10M"], "--max-bytes applies to --repair's downloads; without --repair, verify downloads nothing"),
    ] as [([String], String)])
    func usageErrors(_ arguments: [String], _ reason: String) {
        #expect(throws: UsageError.self) { try RootCommand.parse(arguments) }
        #expect((try? RootCommand.parse(arguments)) == nil)
        do {
            _ = try RootCommand.parse(arguments)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test("options that do not go together are named before a bad value among them", arguments: [
        (["verify", "--timeout", "0"], "--timeout applies to --repair's downloads; without --repair, verify downloads nothing"),
        (["fetch", "--dry-run", "--json", "--count", "0"], "--dry-run prints its plan as text and cannot be combined with --json"),
        (["schedule", "--list", "--count", "0"], "--list takes no other option but --json (got --count)"),
        (["status", "--json", "--prometheus", "-w", "soon"], "--json and --prometheus each print the status their own way; give one"),
    ])
    func combinationsFirst(_ arguments: [String], _ reason: String) {
        #expect(throws: UsageError.self) { try RootCommand.parse(arguments) }
        do { _ = try RootCommand.parse(arguments) } catch { #expect(error.reason == reason) }
    }

    @Test("a bad DOGS_API_BASE is named in the error")
    func badEnvironment() {
        #expect {
            try RootCommand.parse(["fetch"], environment: ["DOGS_API_BASE": "file:///etc"])
        } throws: { error in
            (error as? UsageError)?.reason == "DOGS_API_BASE must be an http(s) URL like https://dog.ceo/api (got 'file:///etc')"
        }
    }

    @Test("each command's help lists the exit codes it can give, after its options; the root's, all of them", arguments: [
        ("fetch", [0, 1, 64, 65, 69, 70, 71, 73, 74, 75, 124]), ("breeds", [0, 64, 65, 69, 70, 71, 74]), ("index", [0, 64, 65, 66, 70, 71, 73, 74, 75]),
        ("remove", [0, 1, 64, 65, 66, 70, 71, 73, 74, 75]), ("verify", [0, 1, 64, 65, 66, 70, 71, 73, 74, 75, 124]), ("completions", [0, 64, 71, 74]),
        ("schedule", [0, 64, 65, 69, 70, 71, 73, 74, 75]),
    ] as [(String, [Int32])])
    func exitCodes(_ name: String, _ codes: [Int32]) throws {
        let command = try #require(RootCommand.spec.subcommands.first { $0.name == name })
        let help = HelpFormatter.help(for: command)
        let table = try #require(help.components(separatedBy: "EXIT CODES:\n").last)
        let listed = table.split(separator: "\n").compactMap { $0.hasPrefix("  ") ? Int32($0.dropFirst(2).prefix { $0 != " " }) : nil }

        #expect(listed == codes)
        #expect(help.range(of: "OPTIONS:")!.lowerBound < help.range(of: "EXIT CODES:")!.lowerBound)
        #expect(table.contains("  128+n") == !["breeds", "completions", "schedule"].contains(name), "stopped by a signal")
        #expect(table.contains("every requested picture was saved") == (name == "fetch"), "0 says what success is for the command")
        let root = HelpFormatter.help(for: RootCommand.spec)
        #expect(ExitCode.allCases.filter { $0.rawValue < 128 }.allSatisfy { root.contains("\n  \($0.rawValue) ") })
    }

    @Test("the root's and fetch's help show examples: by hand, a breed, from cron with dogs schedule, --json with jq")
    func examples() throws {
        let fetch = try #require(RootCommand.spec.subcommands.first { $0.name == "fetch" })
        for help in [HelpFormatter.help(for: RootCommand.spec), HelpFormatter.help(for: fetch)] {
            let examples = try #require(help.components(separatedBy: "EXAMPLES:\n").last)
            for line in ["    dogs fetch\n", "    dogs fetch --count 10 --breed hound/afghan\n", "    dogs schedule --out /srv/dogs\n", "    dogs fetch --json | jq"] {
                #expect(examples.contains(line), "\(line)")
            }
        }
    }

    @Test("short usage lines show every option")
    func shortUsage() {
        #expect {
            try RootCommand.parse(["index", "--count", "3"])
        } throws: { error in
            (error as? UsageError)?.usage == "Usage: dogs index [--out <dir>]\n  See 'dogs index --help' for more information."
        }
    }

    @Test("usage errors carry the command's usage line and where to find help")
    func usageLine() {
        #expect {
            try RootCommand.parse(["fetch", "--count", "0"])
        } throws: { error in
            (error as? UsageError)?.usage == """
            Usage: dogs fetch [<options>]
              See 'dogs fetch --help' for more information.
            """
        }
    }

    @Test("-h, --help and help <command> give the same text, wherever -h or --help stands", arguments: ["fetch", "breeds", "index"])
    func helpVariants(_ command: String) throws {
        let texts = try [[command, "-h"], [command, "--help"], ["help", command], [command, "--bogus", "--help"], [command, "--out", "-h"]]
            .map { try RootCommand.parse($0) }

        #expect(texts.allSatisfy { $0.help == texts[0].help })
        guard let text = texts[0].help else {
            Issue.record("expected help, got \(texts[0])")
            return
        }
        #expect(text.contains("USAGE: dogs \(command)"))
    }

    @Test("dogs, dogs -h, dogs --help and dogs help give the overview")
    func rootHelp() throws {
        let texts = try [[], ["-h"], ["--help"], ["help"], ["help", "--help"]].map { try RootCommand.parse($0) }

        #expect(texts.allSatisfy { $0.help == texts[0].help })
        guard let text = texts[0].help else {
            Issue.record("expected help, got \(texts[0])")
            return
        }
        for expected in ["USAGE: dogs <subcommand>", "SUBCOMMANDS:", "  fetch ", "  breeds ", "  index ", "EXIT CODES:", "DOGS_API_BASE"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
    }

    @Test("completions takes the shell as its argument")
    func completions() throws {
        #expect(try RootCommand.parse(["completions", "fish"]).command(CompletionsCommand.self)?.shell == .fish)
        #expect(try RootCommand.parse(["manual"]).command(ManualCommand.self) != nil)
        #expect(throws: UsageError.self) { try RootCommand.parse(["completions"]) }
        #expect(throws: UsageError.self) { try RootCommand.parse(["completions", "tcsh"]) }
        #expect(throws: UsageError.self) { try RootCommand.parse(["completions", "bash", "zsh"]) }
    }

    @Test("every command's help fits a narrow terminal: no line is wider, but an example's command line", arguments: [30, 40, 50])
    func narrowHelp(width: Int) throws {
        let commands = [RootCommand.spec] + RootCommand.spec.subcommands
        let examples = Set(commands.flatMap(\.sections).filter { $0.layout == .examples }.flatMap(\.rows).map { "    \($0.term)" })
        for command in commands {
            let wide = HelpFormatter.help(for: command, width: width).split(separator: "\n").filter { $0.count > width && !examples.contains(String($0)) }
            #expect(wide.isEmpty, "\(command.name): \(wide)")
        }
    }

    @Test("--version, -V and the version subcommand ask for the version", arguments: [["--version"], ["-V"], ["version"]])
    func version(_ arguments: [String]) throws {
        #expect(try RootCommand.parse(arguments).command(VersionCommand.self) != nil)
    }

    @Test("--help or -h before a subcommand gives that subcommand's help, as help <subcommand> does", arguments: [["--help", "fetch"], ["-h", "verify"]])
    func helpBeforeSubcommand(_ arguments: [String]) throws {
        #expect(try RootCommand.parse(arguments).help == HelpFormatter.help(for: try RootCommand.spec.subcommand(named: arguments[1])))
    }

    @Test("the names other tools give an output folder point to --out", arguments: ["-o", "--output", "--output-dir", "--dir"])
    func outputNames(_ typed: String) {
        #expect {
            try RootCommand.parse(["fetch", typed, "x"])
        } throws: { error in
            (error as? UsageError)?.reason == "Unknown option '\(typed)'. Did you mean '--out'?"
        }
    }

    @Test("each command's --help is that command's help (its text is pinned in Tests/Golden)", arguments: RootCommand.spec.subcommands.map(\.name))
    func commandHelp(_ name: String) throws {
        let command = try RootCommand.spec.subcommand(named: name)

        #expect(try RootCommand.parse([name, "--help"]).help == HelpFormatter.help(for: command))
    }
}
