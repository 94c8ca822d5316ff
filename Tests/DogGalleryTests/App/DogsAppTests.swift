@testable import ArgumentParsing
@testable import DogCEOClient
@testable import DogGallery
import DogModel
import Foundation
@testable import Platform
import ClientTestSupport
import GalleryTestSupport
import ModelTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// The wiring `dogs` runs, from the command line to the exit code, in-process: the network is a
/// spy, the gallery a temporary folder, the terminal a console spy.
final class DogsAppTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    @Test("run without arguments, prints the overview and succeeds")
    func runWithoutArgumentsPrintsTheOverviewAndSucceeds() async {
        let (sut, console, network, _) = makeSUT()

        let code = await sut.run([], environment: [:])

        #expect(code == .success)
        #expect(console.output == HelpFormatter.help(for: RootCommand.spec))
        #expect(console.errors == "")
        #expect(network.opened.isEmpty, "help needs no network")
    }

    @Test("time scale is a whole number from 1 to 1000 DOGS_TIME_SCALE gives, else 1", arguments: [
        (nil, 1.0), ("1", 1), ("20", 20), ("1000", 1000), ("0", 1), ("-5", 1), ("1001", 1), ("2.5", 1), ("fast", 1), ("", 1),
    ] as [(String?, Double)])
    func timeScaleIsAWholeNumberFrom1To1000DOGSTIMESCALEGivesElse1(given: String?, scale: Double) {
        #expect(DogsApp.timeScale(given.map { ["DOGS_TIME_SCALE": $0] } ?? [:]) == scale)
    }

    @Test("run version, prints the version")
    func runVersionPrintsTheVersion() async {
        let (sut, console, _, _) = makeSUT()

        let code = await sut.run(arguments("--version"), environment: [:])

        #expect(code == .success)
        #expect(console.output == "dogs \(DogsVersion.current)\n")
    }

    @Test("run usage error, prints the reason and usage to stderr and exits 64 without the network")
    func runUsageErrorPrintsTheReasonAndUsageToStderrAndExits64WithoutTheNetwork() async {
        let (sut, console, network, _) = makeSUT()

        let code = await sut.run(arguments("fetch", "--count", "0"), environment: [:])

        #expect(code == .usage)
        #expect(console.output == "")
        #expect(console.errors == """
        Error: --count must be a whole number from 1 to 10000 (got '0')
        Usage: dogs fetch [<options>]
          See 'dogs fetch --help' for more information.

        """)
        #expect(network.opened.isEmpty)
    }

    @Test("run argument that is not UTF-8, is a usage error")
    func runArgumentThatIsNotUTF8IsAUsageError() async {
        let (sut, console, _, _) = makeSUT()

        let code = await sut.run([Array("index".utf8), Array("--out".utf8), [0x67, 0xFF]], environment: [:])

        #expect(code == .usage)
        #expect(console.errors.hasPrefix("Error: --out is not valid UTF-8 text ('g\\xFF')\n"), "\(console.errors)")
    }

    @Test("run breeds JSON, prints one object, and a failure as one object too")
    func runBreedsJSONPrintsOneObjectAndAFailureAsOneObjectToo() async throws {
        let (sut, console, network, _) = makeSUT()
        let body = #"{"message": {"akita": []}, "status": "success"}"#
        network.spy.stub(URL(string: "http://127.0.0.1:9/api/breeds/list/all")!, with: [success(Data(body.utf8)), success(Data("{".utf8))])

        let listed = await sut.run(arguments("breeds", "--json"), environment: ["DOGS_API_BASE": "http://127.0.0.1:9/api"])
        let listing = console.output
        let failed = await sut.run(arguments("breeds", "--json"), environment: ["DOGS_API_BASE": "http://127.0.0.1:9/api"])

        #expect(listed == .success)
        let object = try JSONSerialization.jsonObject(with: Data(listing.utf8)) as? [String: Any]
        #expect(object?["breeds"] as? [[String: String]] == [["breed": "akita", "name": "Akita"]])
        #expect(failed == .dataError)
        let error = try JSONSerialization.jsonObject(with: Data(console.output.dropFirst(listing.count).utf8)) as? [String: Any]
        #expect(error?["exitCode"] as? Int == 65)
    }

    @Test("run json error object, only for a command that takes JSON")
    func runJsonErrorObjectOnlyForACommandThatTakesJSON() async {
        let (sut, console, _, _) = makeSUT()

        let code = await sut.run(arguments("index", "--json"), environment: [:])

        #expect(code == .usage)
        #expect(console.output == "", "index takes no --json: its usage error is all there is")
        #expect(console.errors.hasPrefix("Error: Unknown option '--json'"), "\(console.errors)")
    }

    @Test("run breeds, lists the breeds from the API base of the environment and closes the network")
    func runBreedsListsTheBreedsFromTheAPIBaseOfTheEnvironmentAndClosesTheNetwork() async {
        let (sut, console, network, _) = makeSUT()
        let body = #"{"message": {"hound": ["afghan"], "akita": []}, "status": "success"}"#
        network.spy.stub(URL(string: "http://127.0.0.1:9/api/breeds/list/all")!, with: [success(Data(body.utf8))])

        let code = await sut.run(arguments("breeds"), environment: ["DOGS_API_BASE": "http://127.0.0.1:9/api"])

        #expect(code == .success)
        #expect(console.output == "akita\tAkita\nhound\tHound\nhound/afghan\tAfghan Hound\n", "piped: key and name, a tab apart")
        #expect(network.opened.map(\.timeout) == [SharedOptions.defaultTimeout])
        #expect(network.spy.invalidations == 1)
    }

    @Test("run breeds, with words, lists only the breeds whose names hold them all, or exits 64 when none")
    func runBreedsWithWordsListsOnlyTheBreedsWhoseNamesHoldThemAllOrExits64WhenNone() async {
        let (sut, console, network, _) = makeSUT()
        let body = #"{"message": {"hound": ["afghan", "basset"], "akita": [], "terrier": ["afghan"]}, "status": "success"}"#
        network.spy.stub(URL(string: "http://127.0.0.1:9/api/breeds/list/all")!, with: [success(Data(body.utf8)), success(Data(body.utf8))])

        let code = await sut.run(arguments("breeds", "Afghan", "hound", "--api-base", "http://127.0.0.1:9/api"), environment: [:])
        let none = await sut.run(arguments("breeds", "wolf", "--api-base", "http://127.0.0.1:9/api"), environment: [:])

        #expect(code == .success)
        #expect(console.output == "hound/afghan\tAfghan Hound\n")
        #expect(none == .usage)
        #expect(console.errors == "Error: no breed's name holds 'wolf' ('dogs breeds' lists them all)\n")
    }

    @Test("run breeds, HTTP error from the API, prints one error line and exits 69")
    func runBreedsHTTPErrorFromTheAPIPrintsOneErrorLineAndExits69() async {
        let (sut, console, network, _) = makeSUT()
        network.spy.stub(URL(string: "https://dog.ceo/api/breeds/list/all")!, with: [success(Data("Not Found\nat all".utf8), status: 404)])

        let code = await sut.run(arguments("breeds"), environment: [:])

        #expect(code == .unavailable)
        #expect(console.output == "")
        #expect(console.errors.hasPrefix("Error: "), "\(console.errors)")
        #expect(console.errors.filter { $0 == "\n" }.count == 1, "\(console.errors)")
    }

    @Test("run fetch, saves the pictures prints the summary and wires the options into the network")
    func runFetchSavesThePicturesPrintsTheSummaryAndWiresTheOptionsIntoTheNetwork() async throws {
        let (sut, console, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg", "komondor/b.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "2", "--out", folder.file("gallery").path, "--timeout", "7", "--concurrency", "2"), environment: [:])

        #expect(code == .success)
        #expect(console.output == "Saved 2 pictures (Komondor, Pug) to \(folder.file("gallery").path); 2 pictures in all: open \(folder.file("gallery/index.html").path)\n")
        #expect(console.errors == "")
        #expect(folder.contents(of: "gallery/images") == ["komondor_b.jpg", "pug_a.jpg"])
        #expect(network.opened.map(\.timeout) == [7])
        #expect(network.opened.map(\.maxIdleConnections) == [3], "the downloads and the API's requests")
        #expect(network.spy.invalidations == 1)
    }

    @Test("run fetch, json, prints the run as one JSON object")
    func runFetchJsonPrintsTheRunAsOneJSONObject() async throws {
        let (sut, console, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path, "--json"), environment: [:])

        let object = try #require(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(code == .success)
        #expect(object["exitCode"] as? Int == 0)
        #expect((object["saved"] as? [Any])?.count == 1)
    }

    @Test("run fetch, dry run, prints the plan and writes nothing")
    func runFetchDryRunPrintsThePlanAndWritesNothing() async {
        let (sut, console, network, folder) = makeSUT()
        network.spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path, "--dry-run"), environment: [:])

        #expect(code == .success)
        #expect(console.output.hasPrefix("would download https://images.dog.ceo/breeds/pug/a.jpg (Pug) as images/pug_a.*\n"), "\(console.output)")
        #expect(folder.contents() == [], "nothing written")
    }

    @Test("run fetch, dry run, HTTP error from the API, prints one error line, nothing on stdout, and exits 69")
    func runFetchDryRunHTTPErrorFromTheAPIPrintsOneErrorLineNothingOnStdoutAndExits69() async {
        let (sut, console, network, folder) = makeSUT()
        network.spy.stub(random(1), with: [success(Data("Not Found".utf8), status: 404)])

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path, "--dry-run"), environment: [:])

        #expect(code == .unavailable)
        #expect(console.output == "")
        #expect(console.errors.hasPrefix("Error: "), "\(console.errors)")
        #expect(console.errors.filter { $0 == "\n" }.count == 1, "\(console.errors)")
    }

    @Test("run fetch, verbose, logs each request to stderr")
    func runFetchVerboseLogsEachRequestToStderr() async {
        let (sut, console, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network.spy)

        _ = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path, "-v"), environment: [:])

        #expect(console.errors.contains(random(1).absoluteString), "\(console.errors)")
        #expect(console.errors.contains(picture("pug/a.jpg").absoluteString), "\(console.errors)")
    }

    @Test("verify on a terminal draws its progress line while it checks the pictures, and none with --json, as fetch")
    func verifyOnATerminalDrawsItsProgressLineWhileItChecksThePicturesAndNoneWithJsonAsFetch() async {
        for (json, draws) in [(false, true), (true, false)] {
            let (sut, console, network, folder) = makeSUT(errorsGoToTerminal: true)
            stubPictures(["pug/a.jpg"], on: network.spy)
            _ = await sut.run(arguments("fetch", "--count", "1", "--quiet", "--out", folder.file("gallery").path), environment: [:])
            let before = console.errors.count

            let code = await sut.run(arguments(["verify", "--out", folder.file("gallery").path] + (json ? ["--json"] : [])), environment: [:])

            #expect(code == .success)
            #expect(console.errors.dropFirst(before).contains("Checking") == draws, "--json \(json): \(console.errors.dropFirst(before).debugDescription)")
        }
    }

    @Test("run fetch, on a terminal, colours the error prefix unless NO_COLOR is set")
    func runFetchOnATerminalColoursTheErrorPrefixUnlessNO_COLORIsSet() async {
        for (environment, prefix) in [([String: String](), "\u{1B}[1;31mError:\u{1B}[0m "), (["NO_COLOR": "1"], "Error: ")] {
            let (sut, console, network, folder) = makeSUT(errorsGoToTerminal: true)
            network.spy.stub(random(1), with: [.failure(URLError(.cannotConnectToHost))])

            let code = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--out", folder.file("g").path), environment: environment)

            #expect(code == .unavailable)
            #expect(console.errors.contains(prefix), "\(environment): \(console.errors.debugDescription)")
        }
    }

    @Test("run result that cannot be written, turns success into 74")
    func runResultThatCannotBeWrittenTurnsSuccessInto74() async {
        let (sut, console, network, folder) = makeSUT(refusing: [.output])
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .outputFailed)
        #expect(console.errors == "Error: cannot write to standard output: No space left on device\n", "said, and why, as coreutils do")
        #expect(folder.contents(of: "gallery/images") == ["pug_a.jpg"], "the pictures are kept")
    }

    // MARK: - Open files

    @Test("run with too few open files for one download, refuses in one sentence, and touches nothing")
    func runWithTooFewOpenFilesForOneDownloadRefusesInOneSentenceAndTouchesNothing() async {
        let files = OpenFilesStub(soft: 20, hard: 20, open: 3)
        let (sut, console, network, folder) = makeSUT(openFiles: files)

        let code = await sut.run(arguments("fetch", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .cannotCreate)
        #expect(console.errors == "Error: dogs needs at least 28 open files, and this process may open only 20 (ulimit -n)\n")
        #expect(network.opened.count == 0, "nothing was started")
        #expect(folder.contents() == [])
    }

    @Test("run with a low soft limit, raises it for every download asked for")
    func runWithALowSoftLimitRaisesItForEveryDownloadAskedFor() async {
        let files = OpenFilesStub(soft: 20, hard: 4096, open: 3)
        let (sut, _, network, folder) = makeSUT(openFiles: files)
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--concurrency", "16", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .success)
        #expect(files.raised == [3 + 16 + 1 + 8 * 16])
        #expect(network.opened.map(\.maxIdleConnections) == [17], "every download asked for runs")
    }

    @Test("run under a hard limit for fewer downloads, runs fewer, saying so only with verbose")
    func runUnderAHardLimitForFewerDownloadsRunsFewerSayingSoOnlyWithVerbose() async {
        for verbose in [false, true] {
            let files = OpenFilesStub(soft: 44, hard: 44, open: 3)
            let (sut, console, network, folder) = makeSUT(openFiles: files)
            stubPictures(["pug/a.jpg"], on: network.spy)

            let code = await sut.run(
                arguments(["fetch", "--count", "1", "--concurrency", "16", "--out", folder.file("gallery").path] + (verbose ? ["--verbose"] : [])), environment: [:]
            )

            #expect(code == .success)
            #expect(network.opened.map(\.maxIdleConnections) == [3 + 1], "as many as fit, (44 - 3 - 16 - 1) / 8 = 3, and the API's connection")
            #expect(console.errors.contains("note: downloading 3 at once, not 16: this process may open only 44 files (ulimit -n)") == verbose)
        }
    }

    @Test("run when the system will not raise the limit, runs within the soft one")
    func runWhenTheSystemWillNotRaiseTheLimitRunsWithinTheSoftOne() async {
        let files = OpenFilesStub(soft: 44, hard: 4096, open: 3, raises: false)
        let (sut, _, network, folder) = makeSUT(openFiles: files)
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--concurrency", "16", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .success)
        #expect(network.opened.map(\.maxIdleConnections) == [3 + 1])
    }

    @Test("run help and the version, need no open files")
    func runHelpAndTheVersionNeedNoOpenFiles() async {
        let files = OpenFilesStub(soft: 4, hard: 4, open: 3)
        let (sut, _, _, _) = makeSUT(openFiles: files)

        for words in [["--help"], ["--version"], ["completions", "bash"], ["manual"]] {
            let code = await sut.run(words.map { Array($0.utf8) }, environment: [:])
            #expect(code == .success, "\(words)")
        }
    }

    @Test("run result a reader stopped reading, ends with 74 without a complaint")
    func runResultAReaderStoppedReadingEndsWith74WithoutAComplaint() async {
        let (sut, console, network, _) = makeSUT(refusing: [.output], refusal: EPIPE)
        network.spy.stub(URL(string: "http://127.0.0.1:9/api/breeds/list/all")!, with: [success(Data(#"{"message": {"akita": []}, "status": "success"}"#.utf8))])

        let code = await sut.run(arguments("breeds"), environment: ["DOGS_API_BASE": "http://127.0.0.1:9/api"])

        #expect(code == .outputFailed)
        #expect(console.errors == "", "as 'dogs breeds | head' wants")
    }

    @Test("run result that cannot be written, leaves a failures code as it is")
    func runResultThatCannotBeWrittenLeavesAFailuresCodeAsItIs() async {
        let (sut, _, network, folder) = makeSUT(refusing: [.output])
        network.spy.stub(random(1), with: [success(answer(["pug/a.jpg"]))])
        network.spy.stub(picture("pug/a.jpg"), with: [success(Data("gone".utf8), status: 404)])

        // --json writes the failed run to stdout, which refuses it.
        let code = await sut.run(arguments("fetch", "--count", "1", "--retries", "0", "--json", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .unavailable)
    }

    @Test("run index, rebuilds the indexes of a gallery and says so")
    func runIndexRebuildsTheIndexesOfAGalleryAndSaysSo() async throws {
        let (sut, console, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network.spy)
        _ = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])
        try FileManager.default.removeItem(at: folder.file("gallery/index.md"))

        let code = await sut.run(arguments("index", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .success)
        #expect(console.output.hasSuffix("Indexed 1 picture: open \(folder.file("gallery/index.html").path)\n"), "\(console.output)")
        #expect(FileManager.default.fileExists(atPath: folder.file("gallery/index.md").path))
    }

    @Test("run remove, json, says whether it was a dry run, in the one object it prints", arguments: [(["--dry-run"], true), ([], false)])
    func runRemoveJSONSaysWhetherItWasADryRun(_ flags: [String], _ dryRun: Bool) async throws {
        let (sut, console, _, folder) = makeSUT()
        _ = try makeSoundGallery(stems: ["a"], in: folder)

        let code = await sut.run(arguments(["remove", "--json", "--out", folder.file("gallery").path, "images/pug_a.jpg"] + flags), environment: [:])

        #expect(code == .success)
        let object = try #require(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any], "\(console.output)")
        #expect(object["dryRun"] as? Bool == dryRun)
        #expect((object["removed"] as? [Any])?.count == 1)
    }

    @Test("run index, without a gallery, exits 66")
    func runIndexWithoutAGalleryExits66() async {
        let (sut, console, _, folder) = makeSUT()

        let code = await sut.run(arguments("index", "--out", folder.file("none").path), environment: [:])

        #expect(code == .noInput)
        #expect(console.errors.hasPrefix("Error: "), "\(console.errors)")
        #expect(folder.contents() == [], "dogs index creates nothing")
    }

    @Test("manual on a terminal is handed to man, which shows it; piped, or where man cannot, its troff is printed", arguments: [true, false])
    func manual(onTerminal: Bool) async {
        let shown = Mutex<[String]>([])
        let console = ConsoleSpy(columns: onTerminal ? [.output: 80] : [:])
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: { _ in HTTPSessionSpy() }, currentDirectory: "/",
            endNow: { code in Issue.record("ended at once with \(code)") }, openCrontab: { _ in CrontabSpy() },
            showPage: { page, environment in shown.withLock { $0.append("\(environment["PATH"] ?? "") \(page.prefix(4))") } }
        )

        let code = await sut.run(arguments("manual"), environment: ["PATH": "/usr/bin"])

        #expect(code == .success)
        #expect(shown.withLock { $0 } == (onTerminal ? ["/usr/bin .TH "] : []))
        #expect(console.output == ManualPage.render(root: RootCommand.spec), "what a terminal man could not show, or a pipe, gets")
    }

    @Test("run in a working folder whose path is not UTF-8, refuses a relative gallery, in one line", arguments: [["fetch", "--count", "1"], ["fetch", "--out", "gallery"], ["index", "--out=gallery"], ["verify"], ["remove", "--out", "g", "a.jpg"],
                      ["schedule", "--every", "1h"], ["status", "--out", "../gallery"]])
    func runInAWorkingFolderWhosePathIsNotUTF8RefusesARelativeGalleryInOneLine(_ words: [String]) async {
        let (sut, console, network, _) = makeSUT(workingFolder: nil)

        let code = await sut.run(words.map { Array($0.utf8) }, environment: [:])

        // status, a monitoring check, says it as its state line too, UNKNOWN.
        let check = words[0] == "status"
        #expect(code == (check ? .unknown : .usage))
        #expect(check ? console.output.hasPrefix("DOGS UNKNOWN - the working folder's path is not UTF-8") : console.output == "", "\(console.output)")
        #expect(console.errors.hasPrefix("Error: the working folder's path is not UTF-8"), "\(console.errors)")
        #expect(console.errors.filter { $0 == "\n" }.count == 1, "\(console.errors)")
        #expect(network.opened.isEmpty)
    }

    @Test("run in a working folder whose path is not UTF-8, takes an absolute gallery")
    func runInAWorkingFolderWhosePathIsNotUTF8TakesAnAbsoluteGallery() async throws {
        let (sut, console, network, folder) = makeSUT(workingFolder: nil)
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])

        #expect(code == .success, "\(console.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.file("gallery/index.html").path))
    }

    @Test("run in a working folder whose path is not UTF-8, needs no gallery for what takes none")
    func runInAWorkingFolderWhosePathIsNotUTF8NeedsNoGalleryForWhatTakesNone() async {
        let (sut, console, _, _) = makeSUT(workingFolder: nil)

        let code = await sut.run(arguments("--version"), environment: [:])

        #expect(code == .success)
        #expect(console.errors == "")
    }

    @Test("status, a monitoring check, exits 0 to 3 only: a usage mistake is UNKNOWN, said as its state line, or its JSON", arguments: [
        (["status", "--cout", "3"], false), (["status", "-w", "soon"], false), (["status", "--json", "--warning"], true),
    ])
    func statusExitsZeroToThreeOnly(_ words: [String], json: Bool) async throws {
        let (sut, console, _, _) = makeSUT()

        let code = await sut.run(words.map { Array($0.utf8) }, environment: [:])

        #expect(code == .unknown)
        #expect(console.errors.hasPrefix("Error: "), "\(console.errors)")
        if json {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
            #expect(object["exitCode"] as? Int == 3)
        } else {
            #expect(console.output.hasPrefix("DOGS UNKNOWN - "), "\(console.output)")
            #expect(console.output.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test("run with a variable it reads that is not UTF-8, refuses in one line", arguments: [(["fetch"], "DOGS_API_BASE"), (["breeds"], "CURL_CA_BUNDLE"), (["schedule", "--every", "1h", "--out", "/g"], "HOME"),
                      (["status", "--out", "/g"], "PATH"), (["schedule", "--list"], "XDG_RUNTIME_DIR"),
                      (["schedule", "--list"], "DOGS_API_BASE"), (["status", "--out", "/g"], "SSL_CERT_FILE")])
    func runWithAVariableItReadsThatIsNotUTF8RefusesInOneLine(_ words: [String], variable: String) async {
        let (sut, console, network, _) = makeSUT()

        let code = await sut.run(words.map { Array($0.utf8) }, environment: [:], undecodable: [variable, "LANG"])

        #expect(code == (words[0] == "status" ? .unknown : .usage))
        #expect(console.errors == "Error: \(variable) is not UTF-8, so dogs cannot take it as it was given; set it in UTF-8, or unset it\n")
        #expect(network.opened.isEmpty)
    }

    @Test("run with a variable it does not read that is not UTF-8, runs")
    func runWithAVariableItDoesNotReadThatIsNotUTF8Runs() async throws {
        let (sut, console, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network.spy)

        let code = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:], undecodable: ["HOME", "LANG", "PATH"])

        #expect(code == .success, "\(console.errors)")
    }

    @Test("completions read no variable: any that is not UTF-8 leaves the script as it is", arguments: ["DOGS_API_BASE", "CURL_CA_BUNDLE", "HOME"])
    func completionsReadNoVariableAnyThatIsNotUTF8LeavesTheScriptAsItIs(_ variable: String) async {
        let (sut, console, _, _) = makeSUT()

        let code = await sut.run(arguments("completions", "bash"), environment: [:], undecodable: [variable])

        #expect(code == .success, "\(console.errors)")
        #expect(console.output.hasPrefix("# bash completion for dogs"), "\(console.output.prefix(80))")
    }

    @Test("run verify repair, downloads with the timeout and retries given")
    func runVerifyRepairDownloadsWithTheTimeoutAndRetriesGiven() async throws {
        let (sut, console, network, folder) = makeSUT()
        try makeSoundGallery(stems: ["a", "b"], in: folder)
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        network.spy.stub(picture("pug/a.jpg"), with: [success(Data(), status: 503), pictureAnswer(jpegBytes)])

        let code = await sut.run(arguments("verify", "--repair", "--out", folder.file("gallery").path, "--timeout", "7", "--retries", "0"), environment: [:])

        #expect(code == .partialFailure)
        #expect(network.opened.map(\.timeout) == [7])
        #expect(network.spy.requestedURLs == [picture("pug/a.jpg")], "asked once, not again after its 503")
        #expect(console.output.hasPrefix("not repaired: images/pug_a.jpg: it could not be downloaded now (the server answered HTTP 503); try again later\n"), "\(console.output)")
        #expect(network.spy.invalidations == 1)
    }

    @Test("run verify repair, leaves a picture larger than max bytes unrequested")
    func runVerifyRepairLeavesAPictureLargerThanMaxBytesUnrequested() async throws {
        let (sut, console, network, folder) = makeSUT()
        try makeSoundGallery(stems: ["a"], in: folder)
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))

        let code = await sut.run(arguments("verify", "--repair", "--out", folder.file("gallery").path, "--max-bytes", "\(jpegBytes.count - 1)"), environment: [:])

        #expect(code == .partialFailure)
        #expect(network.spy.requests == [])
        #expect(console.output.hasPrefix(
            "not repaired: images/pug_a.jpg: the manifest records \(jpegBytes.count) bytes, larger than the \(jpegBytes.count - 1)-byte limit (--max-bytes)\n"
        ), "\(console.output)")
    }

    @Test("run verify, with a download option but no repair, exits 64 without the network")
    func runVerifyWithADownloadOptionButNoRepairExits64WithoutTheNetwork() async {
        let (sut, console, network, folder) = makeSUT()

        let code = await sut.run(arguments("verify", "--out", folder.file("gallery").path, "--timeout", "5"), environment: [:])

        #expect(code == .usage)
        #expect(console.errors.split(separator: "\n").first == "Error: --timeout applies to --repair's downloads; without --repair, verify downloads nothing")
        #expect(network.opened.count == 0)
        #expect(folder.contents() == [])
    }

    @Test("verify --repair takes --max-time as fetch does, holding the process and the run to it; verify alone refuses it")
    func repairTakesMaxTime() async throws {
        let scheduler = SchedulerSpy()
        scheduler.now = 100
        let (sut, console, _, folder) = makeSUT(scheduler: scheduler)
        _ = try makeSoundGallery(stems: ["a"], in: folder)

        let alone = await sut.run(arguments("verify", "--max-time", "5", "--out", folder.file("gallery").path), environment: [:])
        let repair = await sut.run(arguments("verify", "--repair", "--max-time", "5", "--out", folder.file("gallery").path), environment: [:])

        #expect([alone, repair] == [.usage, .success])
        #expect(console.errors.hasPrefix("Error: --max-time bounds --repair, which downloads; without --repair, verify downloads nothing\n"), "\(console.errors)")
        #expect(scheduler.recorded.prefix(2) == [20, 5], "the process's end first, then the run's deadline")
        #expect(scheduler.pending.isEmpty, "both taken back once the run is over")
    }

    @Test("--max-time holds the process from its start, set as the arguments are read: the run stops at it, the process ends at it and the grace period")
    func maxTimeHoldsTheProcessFromItsStart() async {
        let scheduler = SchedulerSpy()
        scheduler.now = 100
        let (sut, _, network, folder) = makeSUT(scheduler: scheduler)
        stubPictures(["pug/a.jpg"], on: network.spy)
        // The arguments are read two seconds after the process started.
        scheduler.now = 102

        _ = await sut.run(arguments("fetch", "--count", "1", "--max-time", "5", "--out", folder.file("gallery").path), environment: [:])

        #expect(scheduler.recorded.prefix(2) == [18, 3], "the process's end first, then the run's deadline")
        #expect(scheduler.pending.isEmpty, "both taken back once the run is over")
    }

    @Test("--max-time with no run to stop, ends the process at once once it and the grace period have passed, saying so", arguments: [0.0, 7.5])
    func maxTimeWithNoRunToStop(_ elapsed: Double) async {
        let scheduler = SchedulerSpy()
        let ended = Mutex<[ExitCode]>([])
        let (sut, console, _, _) = makeSUT(scheduler: scheduler) { code in ended.withLock { $0.append(code) } }
        scheduler.now = elapsed

        let held = sut.holdToDeadline(5, output: RunOutput(console: console))

        #expect(scheduler.pending == [20 - elapsed])
        #expect(scheduler.fire(20 - elapsed))
        #expect(ended.withLock { $0 } == [.timedOut])
        #expect(console.errors == "Error: --max-time passed, and dogs did not end within 15 s: stopped at once\n")
        held.cancel()
    }

    @Test("run leaves no supervisor attached to the signals after a run")
    func runLeavesNoSupervisorAttachedToTheSignalsAfterARun() async {
        let (sut, _, network, folder) = makeSUT()
        stubPictures(["pug/a.jpg"], on: network.spy)

        _ = await sut.run(arguments("fetch", "--count", "1", "--out", folder.file("gallery").path), environment: [:])

        #expect(sut.signals.receive(signal: SIGTERM) == .signal(SIGTERM), "a signal after the run finds nothing to wind down")
    }

    // MARK: - Helpers

    /// The network the app opens: one spy, and the configuration of every opening.
    private final class NetworkOpener: Sendable {
        let spy = HTTPSessionSpy()
        private let openings = Mutex<[CurlTransport.Configuration]>([])

        var opened: [CurlTransport.Configuration] { openings.withLock { $0 } }

        func open(_ configuration: CurlTransport.Configuration) -> any NetworkTransport {
            openings.withLock { $0.append(configuration) }
            return spy
        }
    }

    private func makeSUT(
        refusing: Set<ConsoleStream> = [], refusal: Int32 = ENOSPC, errorsGoToTerminal: Bool = false, openFiles: OpenFilesStub = OpenFilesStub(),
        workingFolder: String? = "/", scheduler: any Scheduling = TaskScheduling(), endNow: (@Sendable (ExitCode) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: DogsApp, console: ConsoleSpy, network: NetworkOpener, folder: TemporaryDirectory) {
        let console = ConsoleSpy(refusing: refusing, refusal: refusal, errorsGoToTerminal: errorsGoToTerminal)
        let network = NetworkOpener()
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: network.open, currentDirectory: workingFolder, openFiles: openFiles.files,
            scheduler: scheduler
        ) { code in
            guard let endNow else {
                Issue.record("the run was ended at once with \(code)", sourceLocation: sourceLocation)
                return
            }
            endNow(code)
        }
        leaks.track(console, sourceLocation: sourceLocation)
        leaks.track(network.spy, sourceLocation: sourceLocation)
        return (sut, console, network, folders.make())
    }

    private func arguments(_ words: String...) -> [[UInt8]] {
        arguments(words)
    }

    private func arguments(_ words: [String]) -> [[UInt8]] {
        words.map { Array($0.utf8) }
    }

    private func stubPictures(_ paths: [String], on spy: HTTPSessionSpy) {
        spy.stub(random(paths.count), with: [success(answer(paths))])
        paths.forEach { spy.stub(picture($0), with: [pictureAnswer(jpegBytes)]) }
    }
}

/// A limit on open files as a test sets it, recording the soft limits asked for.
final class OpenFilesStub: Sendable {
    private let recorded = Mutex<[Int]>([])
    private let limits: (soft: Int, hard: Int)
    private let openNow: Int
    private let raises: Bool

    var raised: [Int] { recorded.withLock { $0 } }

    init(soft: Int = 1 << 20, hard: Int = 1 << 20, open: Int = 3, raises: Bool = true) {
        (limits, openNow, self.raises) = ((soft, hard), open, raises)
    }

    var files: OpenFiles {
        OpenFiles(limits: { self.limits }, raise: { limit in
            self.recorded.withLock { $0.append(limit) }
            return self.raises
        }, open: { self.openNow })
    }
}
