import Foundation
import Testing
@testable import DogGallery

@Suite("DogsCommand parses the command line")
struct DogsCommandTests {
    @Test("fetch has sane defaults")
    func fetchDefaults() throws {
        #expect(try DogsCommand.parse(["fetch"]) == .fetch(FetchOptions(
            request: FetchRequest(count: 3, breed: nil), output: "./gallery", concurrency: 6,
            apiBase: URL(string: "https://dog.ceo/api")!
        )))
    }

    @Test("fetch takes every option as --name value and --name=value")
    func fetchOptions() throws {
        let expected = DogsCommand.fetch(FetchOptions(
            request: FetchRequest(count: 1000, breed: Breed("hound", subBreed: "afghan")), output: "/var/www/dogs",
            concurrency: 4, apiBase: URL(string: "http://127.0.0.1:8080/api")!
        ))

        #expect(try DogsCommand.parse(["fetch", "--count", "1000", "--breed", "hound/afghan", "--out", "/var/www/dogs",
                                       "--concurrency", "4", "--api-base", "http://127.0.0.1:8080/api"]) == expected)
        #expect(try DogsCommand.parse(["fetch", "--count=1000", "--breed=hound/afghan", "--out=/var/www/dogs",
                                       "--concurrency=4", "--api-base=http://127.0.0.1:8080/api"]) == expected)
    }

    @Test("the last of a repeated option wins")
    func repeated() throws {
        guard case let .fetch(options) = try DogsCommand.parse(["fetch", "--count", "2", "--count", "5"]) else {
            Issue.record("expected fetch")
            return
        }
        #expect(options.request.count == 5)
    }

    @Test("DOGS_API_BASE sets the API base when --api-base is absent, and the flag wins over it")
    func environment() throws {
        let environment = ["DOGS_API_BASE": "http://127.0.0.1:9/api"]

        #expect(try DogsCommand.parse(["breeds"], environment: environment) == .breeds(apiBase: URL(string: "http://127.0.0.1:9/api")!))
        #expect(try DogsCommand.parse(["breeds", "--api-base", "https://mirror.example/api"], environment: environment)
            == .breeds(apiBase: URL(string: "https://mirror.example/api")!))
    }

    @Test("index takes the gallery folder")
    func index() throws {
        #expect(try DogsCommand.parse(["index"]) == .index(output: "./gallery"))
        #expect(try DogsCommand.parse(["index", "--out", "g"]) == .index(output: "g"))
    }

    @Test("bad values are usage errors with a one-line reason", arguments: [
        (["fetch", "--count", "0"], "--count must be a whole number from 1 to 10000 (got '0')"),
        (["fetch", "--count", "-1"], "--count must be a whole number from 1 to 10000 (got '-1')"),
        (["fetch", "--count", "10001"], "--count must be a whole number from 1 to 10000 (got '10001')"),
        (["fetch", "--count", "99999999999999999999"], "--count must be a whole number from 1 to 10000 (got '99999999999999999999')"),
        (["fetch", "--count", "three"], "--count must be a whole number from 1 to 10000 (got 'three')"),
        (["fetch", "--concurrency", "0"], "--concurrency must be a whole number from 1 to 32 (got '0')"),
        (["fetch", "--breed", "hound/afghan/x"], "--breed must be BREED or BREED/SUB in letters, like hound or hound/afghan (got 'hound/afghan/x')"),
        (["fetch", "--api-base", "ftp://dog.ceo/api"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'ftp://dog.ceo/api')"),
        (["fetch", "--api-base", "dog.ceo/api"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'dog.ceo/api')"),
        (["fetch", "--out", ""], "--out must name a folder"),
        (["fetch", "--count"], "Missing value for '--count <n>'"),
        (["fetch", "--colour", "red"], "Unknown option '--colour'"),
        (["fetch", "pugs"], "Unexpected argument 'pugs'"),
        (["fetch", "--help=yes"], "'--help' takes no value"),
        (["fetcj"], "Unknown subcommand 'fetcj'"),
        (["--count", "3"], "Unknown option '--count'"),
        (["help", "nope"], "Unknown subcommand 'nope'"),
    ])
    func usageErrors(_ arguments: [String], _ reason: String) {
        #expect(throws: UsageError.self) { try DogsCommand.parse(arguments) }
        #expect((try? DogsCommand.parse(arguments)) == nil)
        do {
            _ = try DogsCommand.parse(arguments)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test("a bad DOGS_API_BASE is named in the error")
    func badEnvironment() {
        #expect {
            try DogsCommand.parse(["fetch"], environment: ["DOGS_API_BASE": "file:///etc"])
        } throws: { error in
            (error as? UsageError)?.reason == "DOGS_API_BASE must be an http(s) URL like https://dog.ceo/api (got 'file:///etc')"
        }
    }

    @Test("usage errors carry the command's usage line and where to find help")
    func usageLine() {
        #expect {
            try DogsCommand.parse(["fetch", "--count", "0"])
        } throws: { error in
            (error as? UsageError)?.usage == """
            Usage: dogs fetch [--count <n>] [--breed <breed>] [--out <dir>] [--concurrency <n>] [--api-base <url>]
              See 'dogs fetch --help' for more information.
            """
        }
    }

    @Test("-h, --help and help <command> give the same text", arguments: ["fetch", "breeds", "index"])
    func helpVariants(_ command: String) throws {
        let texts = try [[command, "-h"], [command, "--help"], ["help", command]]
            .map { try DogsCommand.parse($0) }

        #expect(texts.allSatisfy { $0 == texts[0] })
        guard case let .help(text) = texts[0] else {
            Issue.record("expected help, got \(texts[0])")
            return
        }
        #expect(text.contains("USAGE: dogs \(command)"))
    }

    @Test("dogs, dogs -h, dogs --help and dogs help give the overview")
    func rootHelp() throws {
        let texts = try [[], ["-h"], ["--help"], ["help"]].map { try DogsCommand.parse($0) }

        #expect(texts.allSatisfy { $0 == texts[0] })
        guard case let .help(text) = texts[0] else {
            Issue.record("expected help, got \(texts[0])")
            return
        }
        for expected in ["USAGE: dogs <subcommand>", "SUBCOMMANDS:", "  fetch ", "  breeds ", "  index ", "EXIT CODES:", "DOGS_API_BASE"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
    }

    @Test("--version asks for the version")
    func version() throws {
        #expect(try DogsCommand.parse(["--version"]) == .version)
    }

    @Test("fetch --help, pinned")
    func fetchHelp() throws {
        #expect(try DogsCommand.parse(["fetch", "--help"]) == .help("""
        OVERVIEW: Download random dog pictures into a gallery folder.

        Adds the pictures to the folder's manifest.json, skipping any it already holds, and
        rewrites index.html and index.md. Running it again adds to the gallery.

        EXIT CODES:
          0   every requested picture was saved
          1   some pictures failed; the rest were saved and indexed
          64  usage error, or a breed dog.ceo does not know
          65  invalid data from the API, or a manifest dogs cannot read
          69  API unreachable or HTTP error, or no picture could be downloaded
          73  output folder cannot be created or written

        USAGE: dogs fetch [--count <n>] [--breed <breed>] [--out <dir>] [--concurrency <n>] [--api-base <url>]

        OPTIONS:
          --count <n>             How many new pictures to add, 1 to 10000. (default: 3)
          --breed <breed>         Only this breed or sub-breed, like hound or hound/afghan (see 'dogs breeds').
          --out <dir>             The gallery folder. (default: ./gallery)
          --concurrency <n>       Pictures downloaded at once, 1 to 32. (default: 6)
          --api-base <url>        The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent. (default: https://dog.ceo/api)
          -h, --help              Show help information.

        """))
    }
}
