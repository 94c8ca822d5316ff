@testable import DogGallery
import Foundation
import Platform
import ClientTestSupport
import TestSupport
import Testing

/// The crontab through a spy of the `crontab` command.
final class SystemCrontabTests {
    private let leaks = LeakTracker()
    private let folders = TemporaryFolders()

    @Test("read runs crontab dash l, and gives what it printed")
    func readRunsCrontabDashLAndGivesWhatItPrinted() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "# mine\n", errors: ""))])

        #expect(try sut.read() == "# mine\n")
        #expect(runner.runs == [.init(program: "/usr/bin/crontab", arguments: ["-l"], input: nil)])
    }

    @Test("read no crontab for the user, is an empty crontab")
    func readNoCrontabForTheUserIsAnEmptyCrontab() throws {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "no crontab for root\n"))])

        #expect(try sut.read() == "")
    }

    @Test("read any other failure, says what crontab said")
    func readAnyOtherFailureSaysWhatCrontabSaid() {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "You (me) are not allowed to use this program (crontab)\nSee crontab(1)\n"))])

        do {
            let error = #expect(throws: (any Error).self) { try sut.read() }
            #expect(error as? CrontabError == .failed(command: "crontab -l", reason: "You (me) are not allowed to use this program (crontab) See crontab(1)"))
        }
    }

    @Test("replace gives the text on stdin of crontab dash")
    func replaceGivesTheTextOnStdinOfCrontabDash() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "", errors: ""))])

        try sut.replace(with: "47 * * * * x # dogs: /srv/dogs\n")

        #expect(runner.runs == [.init(program: "/usr/bin/crontab", arguments: ["-"], input: "47 * * * * x # dogs: /srv/dogs\n")])
    }

    @Test("replace refused, says why or how it exited")
    func replaceRefusedSaysWhyOrHowItExited() {
        for (errors, reason) in [("\"-\":1: bad minute\nerrors in crontab file, can't install.\n", "\"-\":1: bad minute errors in crontab file, can't install."), ("", "it exited with 1")] {
            let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: errors))])

            do {
                let error = #expect(throws: (any Error).self) { try sut.replace(with: "x\n") }
                #expect(error as? CrontabError == .failed(command: "crontab -", reason: reason))
            }
        }
    }

    @Test("a crontab that cannot start is a failure that says why")
    func aCrontabThatCannotStartIsAFailure() {
        let (sut, _) = makeSUT(results: [.failure(.cannotStart(EACCES))])

        #expect(throws: CrontabError.failed(command: "crontab -l", reason: "/usr/bin/crontab could not be started: Permission denied")) { try sut.read() }
    }

    @Test("crontab -l has 3 s to answer, crontab - 10 s; one that does not is said to have been stopped")
    func timeLimits() {
        let (sut, runner) = makeSUT(results: [.failure(.timedOut), .failure(.timedOut)])

        #expect(throws: CrontabError.timedOut(command: "crontab -l", seconds: 3)) { try sut.read() }
        #expect(throws: CrontabError.timedOut(command: "crontab -", seconds: 10)) { try sut.replace(with: "x\n") }
        #expect(runner.timeLimits == [3, 10])
        #expect("\(CrontabError.timedOut(command: "crontab -l", seconds: 3))" == "crontab -l did not answer within 3 s, and was stopped")
    }

    @Test("a crontab that prints more than dogs reads is a failure")
    func printsTooMuch() {
        let (sut, _) = makeSUT(results: [.failure(.printedTooMuch)])

        #expect(throws: CrontabError.failed(command: "crontab -l", reason: "it printed more than 1 MiB")) { try sut.read() }
    }

    @Test("no crontab on path is not installed, and runs nothing")
    func noCrontabOnPathIsNotInstalledAndRunsNothing() {
        let runner = CommandRunnerSpy(results: [])
        let sut = SystemCrontab(program: nil, runner: runner, lock: "/nowhere/lock")

        do {
            let error = #expect(throws: (any Error).self) { try sut.read() }
            #expect(error as? CrontabError == .notInstalled)
        }
        do {
            let error = #expect(throws: (any Error).self) { try sut.replace(with: "") }
            #expect(error as? CrontabError == .notInstalled)
        }
        #expect(runner.runs == [])
    }

    @Test("lock path is in the users runtime folder, else their home, else named for them in tmp")
    func lockPathIsInTheUsersRuntimeFolderElseTheirHomeElseNamedForThemInTmp() {
        #expect(SystemCrontab.lockPath(environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/me"]) == "/run/user/1000/dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["HOME": "/home/me"]) == "/home/me/.dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["HOME": "/"]) == "/.dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["XDG_RUNTIME_DIR": "relative", "HOME": ""], user: 1000) == "/tmp/dogs-crontab-1000.lock")
    }

    @Test("exclusively holds a lock of its own, which another holder waits for")
    func exclusivelyHoldsALockOfItsOwnWhichAnotherHolderWaitsFor() throws {
        let (sut, _) = makeSUT(results: [])

        let inside = try sut.exclusively { () -> Int32 in
            let other = open(sut.lock, O_RDWR)
            defer { close(other) }
            return flock(other, LOCK_EX | LOCK_NB) == 0 ? 0 : errno
        }

        #expect(inside == EWOULDBLOCK)
        #expect(try FileManager.default.attributesOfItem(atPath: sut.lock)[.posixPermissions] as? Int == 0o600)
    }

    @Test("exclusively refuses a link at the locks name")
    func exclusivelyRefusesALinkAtTheLocksName() throws {
        let folder = folders.make()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file("lock").path, withDestinationPath: folder.file("target").path)
        let sut = SystemCrontab(program: "/usr/bin/crontab", runner: CommandRunnerSpy(results: []), lock: folder.file("lock").path)

        #expect(throws: ScheduleError.self) { try sut.exclusively { 1 } }
        #expect(try folder.read("target") == "theirs")
    }

    @Test("exclusively refuses a file of another users at the locks name, and leaves it as it was", .enabled(if: geteuid() == 0, "needs root, to give the file to another user"))
    func exclusivelyRefusesAFileOfAnotherUsersAtTheLocksNameAndLeavesItAsItWas() throws {
        let folder = folders.make()
        try folder.write("theirs", to: "lock")
        #expect(chown(folder.file("lock").path, 65_534, 65_534) == 0)
        let sut = SystemCrontab(program: "/usr/bin/crontab", runner: CommandRunnerSpy(results: []), lock: folder.file("lock").path)

        #expect(throws: ScheduleError.self) { try sut.exclusively { 1 } }
        #expect(try folder.read("lock") == "theirs")
    }

    private func makeSUT(results: [Result<CommandResult, Subprocess.Failure>], sourceLocation: SourceLocation = #_sourceLocation) -> (SystemCrontab, CommandRunnerSpy) {
        let runner = CommandRunnerSpy(results: results)
        leaks.track(runner, sourceLocation: sourceLocation)
        return (SystemCrontab(program: "/usr/bin/crontab", runner: runner, lock: folders.make().file("lock").path), runner)
    }
}
