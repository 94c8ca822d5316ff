import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The end-to-end tests' own promise: a child that hangs fails its test by its deadline, and no
/// child outlives the test, nor the test process, however that ends.
@Suite(.endToEnd)
final class HarnessEndToEndTests: EndToEndSuite {
    @Test("a run of dogs still going at its deadline is killed, and its test fails saying so, within seconds")
    func aRunStillGoingAtItsDeadlineFailsItsTest() throws {
        let folder = makeTemporaryDirectory()
        let started = Date()

        try withKnownIssue("the run's deadline passed") {
            _ = try DogsProcess.run(command: "/bin/sleep", ["600"], in: folder.url, deadline: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "sleep 600 (1 s allowed) was still running at its deadline, and was killed with its process group" }
        }

        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test("a child killed at its deadline takes every process of its group with it")
    func aChildKilledAtItsDeadlineTakesItsGroup() throws {
        let process = Process(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Both hold the pipe's writing end: it reads to its end only once neither is left.
        process.arguments = ["-c", "sleep 600 & sleep 600"]
        process.standardOutput = output
        let end = try process.runWithDefaultSignals()

        withKnownIssue("the child's deadline passed") { end.wait(by: .now() + 1, what: "sh") }

        var ended = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ended, 1, 30_000) == 1, "the child's own child, sleep, is gone too")
        #expect(output.readToEnd().isEmpty)
    }

    @Test("every child is to die with the test process, whatever kills it: it carries the parent-death signal SIGKILL",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func everyChildDiesWithTheTestProcess() throws {
        let folder = makeTemporaryDirectory()
        // PR_GET_PDEATHSIG is 2.
        let asked = "import ctypes; s = ctypes.c_int(); ctypes.CDLL(None).prctl(2, ctypes.byref(s)); print(s.value)"

        let run = try DogsProcess.run(command: Python.executable.path, Python.arguments(["-c", asked]), in: folder.url)

        #expect(run.stdout == "\(SIGKILL)\n", "\(run.stderr)")
    }
}
