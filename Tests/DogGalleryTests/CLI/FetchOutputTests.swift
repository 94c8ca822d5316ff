@testable import DogCEOClient
@testable import DogGallery
import Foundation
@testable import GalleryFolder
import ClientTestSupport
import ModelTestSupport
import TestSupport
import Testing

@Suite("FetchOutput decides what a finished fetch prints and how it exits")
struct FetchOutputTests {
    let saved = makeReport(requested: 1, saved: [samplePicture("pug", "a")], galleryCount: 1)
    let partial = makeReport(
        requested: 2, saved: [samplePicture("pug", "a")],
        failed: [.init(source: URL(string: "https://images.dog.ceo/breeds/pug/b.jpg")!, error: .httpStatus(404))], galleryCount: 1
    )

    @Test("a successful run prints its summary line, and with --quiet nothing at all")
    func success() {
        let normal = FetchOutput(.success(saved), stoppedBy: nil, quiet: false, json: false, verbose: false)
        let quiet = FetchOutput(.success(saved), stoppedBy: nil, quiet: true, json: false, verbose: false)

        #expect(normal == FetchOutput.expected(stdout: [FetchSummary.line(for: saved)], stderr: [], .success))
        #expect(quiet == FetchOutput.expected(stdout: [], stderr: [], .success))
    }

    @Test("files in images/ dogs did not make are named by the run that first finds them, under --quiet too")
    func foreignFiles() {
        let report = makeReport(requested: 1, saved: [samplePicture("pug", "a")], foreignFiles: ["logo.png"], galleryCount: 1)

        let quiet = FetchOutput(.success(report), stoppedBy: nil, quiet: true, json: false, verbose: false)

        #expect(quiet == FetchOutput.expected(stdout: [], stderr: ForeignFilesWarning.lines(for: ["logo.png"]), .success))
        #expect(quiet.stderr.first?.hasPrefix("warning: images/ holds a file dogs did not make, left alone: 'logo.png'") == true, "\(quiet.stderr)")
    }

    @Test("a failure another picture made good is a warning only under --verbose", arguments: [false, true])
    func replaced(_ verbose: Bool) {
        var report = saved
        report.replaced = [.init(source: URL(string: "https://images.dog.ceo/breeds/pug/b.jpg")!, error: .httpStatus(404))]

        let output = FetchOutput(.success(report), stoppedBy: nil, quiet: false, json: false, verbose: verbose)

        #expect(output.exitCode == .success)
        #expect(output.stderr == (verbose ? ["warning: https://images.dog.ceo/breeds/pug/b.jpg: the server answered HTTP 404; another picture took its place"] : []))
    }

    @Test("--quiet still shows a run that was not a success")
    func quietFailure() {
        let output = FetchOutput(.success(partial), stoppedBy: nil, quiet: true, json: false, verbose: false)

        #expect(output == FetchOutput.expected(
            stdout: [FetchSummary.line(for: partial)], stderr: FetchSummary.warnings(for: partial), .partialFailure))
    }

    @Test("a code decided after the run is the one it exits with and its object says; under --quiet a good run stays unsaid")
    func decidedAfter() {
        let quiet = FetchOutput(.success(saved), stoppedBy: nil, quiet: true, json: false, verbose: false, exitCode: .outputFailed)
        let json = FetchOutput(.success(saved), stoppedBy: nil, quiet: false, json: true, verbose: false, exitCode: .outputFailed)
        let failed = FetchOutput(.failure(CancellationError()), stoppedBy: .signal(15), quiet: false, json: true, verbose: false, exitCode: .cannotCreate)

        #expect(quiet == FetchOutput.expected(stdout: [], stderr: [], .outputFailed))
        #expect(json.stdout == [FetchJSON.render(saved, stoppedBy: nil, exitCode: .outputFailed)])
        #expect(failed.exitCode == .cannotCreate)
        #expect(failed.stderr == ["Error: terminated (SIGTERM) before any picture was complete"])
        #expect(failed.stdout.first?.contains("\"exitCode\" : 73") == true, "\(failed.stdout)")
    }

    @Test("--json prints the object instead of the summary, with or without --quiet", arguments: [false, true])
    func json(_ quiet: Bool) {
        let output = FetchOutput(.success(partial), stoppedBy: nil, quiet: quiet, json: true, verbose: false)

        #expect(output.stdout == [FetchJSON.render(partial, stoppedBy: nil, exitCode: .partialFailure)])
    }

    @Test("a stopped run says what it kept, and exits as the stop says")
    func stopped() {
        let kept = FetchOutput(.success(saved), stoppedBy: .signal(15), quiet: false, json: false, verbose: false)
        let nothing = FetchOutput(.success(makeReport()), stoppedBy: .deadline, quiet: false, json: false, verbose: false)

        #expect(kept.stderr == ["Error: terminated (SIGTERM); kept the pictures that were complete"])
        #expect(kept.exitCode == .terminated)
        #expect(nothing.stderr == ["Error: --max-time passed before any picture was complete"])
        #expect(nothing.exitCode == .timedOut)
    }

    @Test("an error that ended the run is one line on stderr")
    func failure() {
        let error = DogServiceError.httpStatus(code: 503, url: URL(string: "https://dog.ceo/api/x")!)

        #expect(FetchOutput(.failure(error), stoppedBy: nil, quiet: true, json: false, verbose: false)
            == FetchOutput.expected(stdout: [], stderr: ["Error: https://dog.ceo/api/x answered HTTP 503"], .unavailable))
        #expect(FetchOutput(.failure(CancellationError()), stoppedBy: .signal(2), quiet: false, json: false, verbose: false)
            == FetchOutput.expected(stdout: [], stderr: ["Error: interrupted (SIGINT) before any picture was complete"], .interrupted))
        #expect(FetchOutput(.failure(GalleryError.cannotWrite(path: "/g", reason: "full")), stoppedBy: .deadline, quiet: false, json: false, verbose: false)
            == FetchOutput.expected(stdout: [], stderr: ["Error: cannot write /g: full"], .cannotCreate))
    }
}

@Suite("With --json, a script reading stdout always gets one JSON object, errors included")
struct FetchJSONErrorTests {
    @Test("an error that ended the run is its object on stdout as well as its line on stderr")
    func failure() throws {
        let error = DogServiceError.httpStatus(code: 503, url: URL(string: "https://dog.ceo/api/x")!)

        let output = FetchOutput(.failure(error), stoppedBy: nil, quiet: true, json: true, verbose: false)

        #expect(output.stderr == ["Error: https://dog.ceo/api/x answered HTTP 503"])
        #expect(output.stdout == [ReportJSON.error("https://dog.ceo/api/x answered HTTP 503", exitCode: .unavailable)])
    }

    @Test("the error object holds the message and the exit code")
    func shape() throws {
        let json = ReportJSON.error("the API does not know the breed 'wolf'", exitCode: .usage)

        #expect(json == """
        {
          "error" : "the API does not know the breed 'wolf'",
          "exitCode" : 64
        }
        """)
    }
}

private extension FetchOutput {
    static func expected(stdout: [String], stderr: [String], _ code: ExitCode) -> FetchOutput {
        var output = FetchOutput(.failure(CancellationError()), stoppedBy: nil, quiet: false, json: false, verbose: false)
        output.stdout = stdout
        output.stderr = stderr
        output.exitCode = code
        return output
    }
}
