@testable import DogGallery
import Platform
import Testing

/// The real `Subprocess` behind `CommandRunning`, with /bin/sh.
final class ProcessRunnerTests {
    @Test("run gives the input on stdin, and gets back the status and what was printed")
    func runGivesTheInputOnStdinAndGetsBackTheStatusAndWhatWasPrinted() throws {
        let result = try ProcessRunner(children: ChildProcesses()).run("/bin/sh", ["-c", "cat; echo complaint >&2; exit 3"], input: "line one\nline two\n", timeLimit: 60)

        #expect(result == CommandResult(status: 3, output: "line one\nline two\n", errors: "complaint\n"))
    }

    @Test("run without input, gives an empty stdin")
    func runWithoutInputGivesAnEmptyStdin() throws {
        let result = try ProcessRunner(children: ChildProcesses()).run("/bin/sh", ["-c", "wc -c"], input: nil, timeLimit: 60)

        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test("run a program that does not exist, throws")
    func runAProgramThatDoesNotExistThrows() {
        #expect(throws: (any Error).self) { try ProcessRunner(children: ChildProcesses()).run("/nonexistent/crontab", ["-l"], input: nil, timeLimit: 60) }
    }
}
