@testable import DogGallery
import XCTest

/// The real `Process` behind `CommandRunning`, with /bin/sh.
final class ProcessRunnerTests: XCTestCase {
    func test_run_givesTheInputOnStdin_andGetsBackTheStatusAndWhatWasPrinted() throws {
        let result = try ProcessRunner().run("/bin/sh", ["-c", "cat; echo complaint >&2; exit 3"], input: "line one\nline two\n")

        XCTAssertEqual(result, CommandResult(status: 3, output: "line one\nline two\n", errors: "complaint\n"))
    }

    func test_run_withoutInput_givesAnEmptyStdin() throws {
        let result = try ProcessRunner().run("/bin/sh", ["-c", "wc -c"], input: nil)

        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "0")
    }

    func test_run_aProgramThatDoesNotExist_throws() {
        XCTAssertThrowsError(try ProcessRunner().run("/nonexistent/crontab", ["-l"], input: nil))
    }
}
