@testable import DogGallery
import Testing

/// The real `Process` behind `CommandRunning`, with /bin/sh.
final class ProcessRunnerTests {
    @Test func test_run_givesTheInputOnStdin_andGetsBackTheStatusAndWhatWasPrinted() throws {
        let result = try ProcessRunner().run("/bin/sh", ["-c", "cat; echo complaint >&2; exit 3"], input: "line one\nline two\n")

        #expect(result == CommandResult(status: 3, output: "line one\nline two\n", errors: "complaint\n"))
    }

    @Test func test_run_withoutInput_givesAnEmptyStdin() throws {
        let result = try ProcessRunner().run("/bin/sh", ["-c", "wc -c"], input: nil)

        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func test_run_aProgramThatDoesNotExist_throws() {
        #expect(throws: (any Error).self) { try ProcessRunner().run("/nonexistent/crontab", ["-l"], input: nil) }
    }
}
