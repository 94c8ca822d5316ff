import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `dogs` binary against a fixture server that misbehaves in one way each test:
/// the exit code, the message, and the gallery invariant afterwards.
@Suite(.endToEnd)
final class FaultEndToEndTests: EndToEndSuite {
    private var folder: TemporaryDirectory!
    private var gallery: URL { folder.file("gallery") }

    override init() throws {
        try super.init()
        folder = makeTemporaryDirectory()
    }

    // MARK: - Retries

    @Test("retries an API answering 500 until it recovers")
    func retriesAnAPIAnswering500UntilItRecovers() throws {
        let run = try fetch(fault: "api-500-then-ok", time: .untimed, "--retries", "2")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Saved 3 pictures"), "\(run.stdout)")
        try assertGalleryInvariant(gallery)
    }

    @Test("gives up on an API answering 500 with retries off")
    func givesUpOnAnAPIAnswering500WithRetriesOff() throws {
        let run = try fetch(fault: "api-500-then-ok", "--retries", "0")

        #expect(run.status == 69)
        #expect(run.stderr.hasPrefix("Error: the API answered with an error 500: Server error: `GET"), "\(run.stderr)")
        #expect((run.stderr.filter { $0 == "\n" }.count) == 1, "\(run.stderr)")
    }

    @Test("retries each picture answering 503")
    func retriesEachPictureAnswering503() throws {
        let run = try fetch(fault: "picture-503-then-ok", time: .untimed, "--retries", "1")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try pictureFiles().count == 3)
        try assertGalleryInvariant(gallery)
    }

    @Test("verbose tells each retry with its wait attempt and cause")
    func verboseTellsEachRetryWithItsWaitAttemptAndCause() throws {
        let run = try fetch(fault: "picture-503-then-ok", time: .untimed, "--retries", "2", "--verbose")

        #expect(run.status == 0, "\(run.stderr)")
        let retries = run.stderr.split(separator: "\n").filter { $0.hasPrefix("retrying ") }
        #expect(retries.count == 3, "one per picture: \(run.stderr)")
        for line in retries {
            #expect(line.range(of: #"^retrying http://127\.0\.0\.1:\d+/breeds/\S+ in \d+(\.\d)? s \(attempt 2 of 3\): HTTP 503$"#, options: .regularExpression) != nil, "\(String(line))")
        }
    }

    @Test("a host name that does not resolve is asked once")
    func aHostNameThatDoesNotResolveIsAskedOnce() throws {
        let run = try DogsProcess.run(["fetch", "--verbose", "--api-base", "http://dogs-fixture.invalid/api"], in: folder.url)

        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("GET ") }.count == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("retrying"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("its host name could not be resolved (no network, or a mistyped address?)\n"), "\(run.stderr)")
    }

    @Test("honours Retry-After on 429")
    func honoursRetryAfterOn429() throws {
        let run = try fetch(fault: "api-429", time: .untimed, "--retries", "1")

        #expect(run.status == 0, "\(run.stderr)")
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Time

    @Test("times out an API that never answers")
    func timesOutAnAPIThatNeverAnswers() throws {
        let run = try fetch(fault: "hang-api", time: .untimed, "--timeout", "1", "--retries", "1")

        #expect(run.status == 69)
        #expect(run.stderr.hasPrefix("Error: cannot reach "), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(": timed out after 1 s (2 attempts)\n"), "said in words, with how often it was tried: \(run.stderr)")
    }

    @Test("times out pictures that never arrive and keeps the gallery consistent")
    func timesOutPicturesThatNeverArriveAndKeepsTheGalleryConsistent() throws {
        let run = try fetch(fault: "hang-pictures", "--timeout", "1", "--retries", "0")

        #expect(run.status == 69)
        #expect(run.stdout.hasPrefix("Saved 0 of 3 pictures"), "\(run.stdout)")
        #expect(try pictureFiles() == [])
        try assertGalleryInvariant(gallery)
    }

    @Test("max time stops a slow run and keeps what is complete")
    func maxTimeStopsASlowRunAndKeepsWhatIsComplete() throws {
        let run = try fetch(fault: "slow-pictures", serverArguments: ["--delay-ms", "20000"], time: .untimed, "--max-time", "1")

        #expect(run.status == 124)
        #expect(run.stderr.contains("Error: --max-time passed before any picture was complete"), "\(run.stderr)")
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Bodies that are not pictures

    @Test("never keeps a cut off body")
    func neverKeepsACutOffBody() throws {
        try assertEveryPictureRefused(fault: "truncated-pictures", saying: "could not download", "--retries", "0")
    }

    @Test("never keeps a body cut short without a content length")
    func neverKeepsABodyCutShortWithoutAContentLength() throws {
        try assertEveryPictureRefused(fault: "truncated-pictures-no-length", saying: "not a picture: it ends before the", "--retries", "0")
    }

    @Test("refuses a redirect to a metadata address")
    func refusesARedirectToAMetadataAddress() throws {
        try assertEveryPictureRefused(
            fault: "redirect-pictures", saying: "refused a redirect to http://169.254.169.254/latest/meta-data/", "--retries", "0"
        )
    }

    @Test("bounds a transfer that trickles forever")
    func boundsATransferThatTricklesForever() throws {
        try assertEveryPictureRefused(fault: "trickle-pictures", saying: "could not download: ", "--retries", "0", "--timeout", "1", "--count", "1")
    }

    @Test("never keeps an HTML page served as a picture")
    func neverKeepsAnHTMLPageServedAsAPicture() throws {
        for fault in ["html-pictures", "wrong-type-pictures"] {
            try assertEveryPictureRefused(fault: fault, saying: "not a picture: it was served as text/")
        }
    }

    @Test("refuses an oversized picture while it arrives")
    func refusesAnOversizedPictureWhileItArrives() throws {
        for fault in ["oversized-pictures", "oversized-pictures-no-length"] {
            try assertEveryPictureRefused(fault: fault, saying: "larger than the 1000000-byte limit (--max-bytes)", "--max-bytes", "1000000", "--count", "1")
        }
    }

    // MARK: - Hostile or broken API answers

    @Test("skips hostile links and escapes hostile names")
    func skipsHostileLinksAndEscapesHostileNames() throws {
        let run = try fetch(fault: "hostile-urls", "--count", "9")

        // Some pictures saved, links skipped: as the summary says, not all went well.
        #expect(run.status == 1, "\(run.stderr)")
        for refused in ["file:///etc/passwd", "http://169.254.169.254/latest/meta-data/", "https://evil.example/breeds/pug/evil.jpg", "ftp://127.0.0.1/", "/breeds/..%2F..%2F..%2Fetc/passwd"] {
            #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("warning: skipped ") && $0.contains(refused) }, "\(refused) in \(run.stderr)")
        }
        let html = try folder.read("gallery/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        for name in try pictureFiles() {
            #expect(name.range(of: #"^[a-z0-9_-]{1,96}\.(jpg|png|gif|webp)$"#, options: .regularExpression) != nil, "\(name)")
        }
        #expect((folder.contents().filter { $0 != "gallery" }) == [], "nothing outside the gallery")
        try assertGalleryInvariant(gallery)
    }

    @Test("rejects answers that are not dog.ceo's JSON")
    func rejectsAnswersThatAreNotDogCEOsJSON() throws {
        for fault in ["malformed-json", "message-string", "message-numbers", "message-null", "api-404-html", "gigantic-json"] {
            let run = try fetch(fault: fault, "--retries", "0")

            #expect(run.status == (fault == "api-404-html" ? 69 : 65), "\(fault): \(run.stderr)")
            #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
            #expect((run.stderr.filter { $0 == "\n" }.count) == 1, "one line: \(run.stderr)")
            #expect(try pictureFiles() == [])
        }
    }

    @Test("a picture waiting its turn is not timed out, for the time the others took")
    func aPictureWaitingItsTurnIsNotTimedOutForTheTimeTheOthersTook() throws {
        // Each answer takes 0.7 s; one download at a time, the third waits 1.4 s for its turn.
        let run = try fetch(fault: "none", serverArguments: ["--delay-ms", "700", "--distinct"], "--count", "3", "--concurrency", "1", "--timeout", "1", "--retries", "0")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try pictureFiles().count == 3)
    }

    @Test("an empty answer saves nothing and succeeds")
    func anEmptyAnswerSavesNothingAndSucceeds() throws {
        let run = try fetch(fault: "empty-array")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("the API offered nothing new for 3 more"), "\(run.stdout)")
        try assertGalleryInvariant(gallery)
    }

    @Test("asks again when an answer repeats one picture")
    func asksAgainWhenAnAnswerRepeatsOnePicture() throws {
        let run = try fetch(fault: "duplicates", "--count", "3")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Saved 3 pictures"), "\(run.stdout)")
        #expect(try pictureFiles().count == 3)
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Signals, overlapping runs, leftovers

    @Test("sigterm stops the run cleanly")
    func sigtermStopsTheRunCleanly() throws {
        try assertStopping(with: { $0.terminate() }, exits: 143, saying: "terminated (SIGTERM)")
    }

    @Test("sigint stops the run cleanly")
    func sigintStopsTheRunCleanly() throws {
        try assertStopping(with: { $0.interrupt() }, exits: 130, saying: "interrupted (SIGINT)")
    }

    @Test("a second run on the same gallery exits 75 at once")
    func aSecondRunOnTheSameGalleryExits75AtOnce() throws {
        let good = try FixtureServer()
        _ = try dogs("fetch", "--count", "1", "--api-base", good.apiBase)
        let server = try FixtureServer(fault: "hang-pictures")
        let first = try DogsProcess(["fetch", "--api-base", server.apiBase, "--timeout", "60"], in: folder.url)
        #expect(server.waitForRequest(containing: "GET /breeds/"), "the first run is downloading")

        let second = try dogs("fetch", "--api-base", server.apiBase)
        first.terminate()

        #expect(second.status == 75)
        #expect(second.stderr.hasPrefix("Error: another dogs run is updating "), "\(second.stderr)")
        #expect(try first.wait().status == 143)
        try assertGalleryInvariant(gallery)
    }

    @Test("sweeps what a killed run left behind but deletes nothing on the word of a journal it did not write")
    func sweepsWhatAKilledRunLeftBehindButDeletesNothingOnTheWordOfAJournalItDidNotWrite() throws {
        let server = try FixtureServer()
        _ = try dogs("fetch", "--count", "2", "--api-base", server.apiBase)
        try folder.write("half a picture", to: "gallery/images/.dogs-tmp-0A1B")
        try folder.write("the user's holiday", to: "gallery/images/holiday.jpg")
        let lock = try folder.read("gallery/.dogs.lock")
        let journal = #"{"run": "\#(lock)", "folder": "1:2", "entries": [{"file": "images/holiday.jpg", "bytes": 18, "sha256": "\#(try sha256("the user's holiday"))"}]}"#
        try folder.write(journal, to: "gallery/.dogs-journal")
        try folder.write("half a manifest", to: "gallery/.dogs-tmp-2C3D")
        try folder.write("# stale", to: "gallery/index.md")

        let run = try dogs("fetch", "--count", "1", "--api-base", server.apiBase)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try pictureFiles().count == 4, "three pictures, and the user's file")
        #expect(try folder.read("gallery/images/holiday.jpg") == "the user's holiday")
        #expect(!folder.contents(of: "gallery/images").contains { $0.hasPrefix(".dogs-tmp-") })
        #expect(!(folder.contents(of: "gallery").contains { $0.hasPrefix(".dogs-tmp-") || $0 == ".dogs-journal" }))
        try assertGalleryInvariant(gallery, foreign: ["images/holiday.jpg"])
    }

    @Test("exits 73 and leaves the folder alone when a file stands where the pictures folder belongs")
    func exits73AndLeavesTheFolderAloneWhenAFileStandsWhereThePicturesFolderBelongs() throws {
        let server = try FixtureServer()
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
        try folder.write("a file where the pictures folder belongs", to: "gallery/images")

        let run = try dogs("fetch", "--api-base", server.apiBase)

        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("Error: \(gallery.path) is not a dogs gallery: it holds images (not a folder)"), "\(run.stderr)")
        #expect(folder.contents(of: "gallery") == ["images"])
    }

    // MARK: - Helpers

    private func fetch(fault: String, serverArguments: [String] = [], time: FasterTime? = nil, _ arguments: String...) throws -> DogsRun {
        try fetch(fault: fault, serverArguments: serverArguments, time: time, arguments: arguments)
    }

    private func fetch(fault: String, serverArguments: [String] = [], time: FasterTime? = nil, arguments: [String]) throws -> DogsRun {
        folder.remove()
        folder = makeTemporaryDirectory()
        let server = try FixtureServer(fault: fault, arguments: serverArguments + (time?.serverArguments ?? []))
        return try DogsProcess.run(["fetch", "--api-base", server.apiBase] + arguments, in: folder.url, environment: time?.environment ?? [:])
    }

    private func dogs(_ arguments: String...) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }

    private func pictureFiles() throws -> [String] {
        folder.contents(of: "gallery/images")
    }

    /// A run whose every picture the server spoils: exit 69, the reason given, no picture kept,
    /// and a sound gallery.
    private func assertEveryPictureRefused(
        fault: String, time: FasterTime? = nil, saying message: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try fetch(fault: fault, time: time, arguments: arguments)

        #expect(run.status == 69, "\(fault)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(try pictureFiles() == [], "\(fault)", sourceLocation: sourceLocation)
        try assertGalleryInvariant(gallery, sourceLocation: sourceLocation)
    }

    private func assertStopping(with signal: (DogsProcess) -> Void, exits status: Int32, saying message: String) throws {
        let good = try FixtureServer()
        _ = try dogs("fetch", "--count", "2", "--api-base", good.apiBase)
        let slow = try FixtureServer(fault: "hang-pictures")
        let run = try DogsProcess(["fetch", "--count", "3", "--api-base", slow.apiBase], in: folder.url)
        #expect(slow.waitForRequest(containing: "GET /breeds/"), "downloads have started")

        signal(run)
        let result = try run.wait()

        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains("Error: \(message)"), "\(result.stderr)")
        #expect(try pictureFiles().count == 2, "the earlier pictures stay")
        try assertGalleryInvariant(gallery)
    }
}
