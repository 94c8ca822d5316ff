@testable import DogGallery
import Foundation
import TestSupport
import Testing

/// The crontab through a spy of the `crontab` command.
final class SystemCrontabTests {
    private let leaks = LeakTracker()
    private let folders = TemporaryFolders()

    @Test func test_read_runsCrontabDashL_andGivesWhatItPrinted() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "# mine\n", errors: ""))])

        #expect(try sut.read() == "# mine\n")
        #expect(runner.runs == [.init(program: "/usr/bin/crontab", arguments: ["-l"], input: nil)])
    }

    @Test func test_read_noCrontabForTheUser_isAnEmptyCrontab() throws {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "no crontab for root\n"))])

        #expect(try sut.read() == "")
    }

    @Test func test_read_anyOtherFailure_saysWhatCrontabSaid() {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "You (me) are not allowed to use this program (crontab)\nSee crontab(1)\n"))])

        do {
            let error = #expect(throws: (any Error).self) { try sut.read() }
            #expect(error as? CrontabError == .failed(command: "crontab -l", reason: "You (me) are not allowed to use this program (crontab) See crontab(1)"))
        }
    }

    @Test func test_replace_givesTheTextOnStdinOfCrontabDash() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "", errors: ""))])

        try sut.replace(with: "47 * * * * x # dogs: /srv/dogs\n")

        #expect(runner.runs == [.init(program: "/usr/bin/crontab", arguments: ["-"], input: "47 * * * * x # dogs: /srv/dogs\n")])
    }

    @Test func test_replace_refused_saysWhyOrHowItExited() {
        for (errors, reason) in [("\"-\":1: bad minute\nerrors in crontab file, can't install.\n", "\"-\":1: bad minute errors in crontab file, can't install."), ("", "it exited with 1")] {
            let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: errors))])

            do {
                let error = #expect(throws: (any Error).self) { try sut.replace(with: "x\n") }
                #expect(error as? CrontabError == .failed(command: "crontab -", reason: reason))
            }
        }
    }

    @Test func test_aCrontabThatCannotStart_isAFailure() {
        let (sut, _) = makeSUT(results: [.failure(.init())])

        do {
            let error = #expect(throws: (any Error).self) { try sut.read() }
            guard case let .failed(command, reason)? = error as? CrontabError else { Issue.record("\(error)"); return }
            #expect(command == "crontab -l")
            #expect(reason.hasPrefix("/usr/bin/crontab could not be started"), "\(reason)")
        }
    }

    @Test func test_noCrontabOnPath_isNotInstalled_andRunsNothing() {
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

    @Test func test_lockPath_isInTheUsersRuntimeFolder_elseTheirHome_elseNamedForThemInTmp() {
        #expect(SystemCrontab.lockPath(environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/me"]) == "/run/user/1000/dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["HOME": "/home/me"]) == "/home/me/.dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["HOME": "/"]) == "/.dogs-crontab.lock")
        #expect(SystemCrontab.lockPath(environment: ["XDG_RUNTIME_DIR": "relative", "HOME": ""], user: 1000) == "/tmp/dogs-crontab-1000.lock")
    }

    @Test func test_exclusively_holdsALockOfItsOwn_whichAnotherHolderWaitsFor() throws {
        let (sut, _) = makeSUT(results: [])

        let inside = try sut.exclusively { () -> Int32 in
            let other = open(sut.lock, O_RDWR)
            defer { close(other) }
            return flock(other, LOCK_EX | LOCK_NB) == 0 ? 0 : errno
        }

        #expect(inside == EWOULDBLOCK)
        #expect(try FileManager.default.attributesOfItem(atPath: sut.lock)[.posixPermissions] as? Int == 0o600)
    }

    @Test func test_exclusively_refusesALinkAtTheLocksName() throws {
        let folder = folders.make()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file("lock").path, withDestinationPath: folder.file("target").path)
        let sut = SystemCrontab(program: "/usr/bin/crontab", runner: CommandRunnerSpy(results: []), lock: folder.file("lock").path)

        #expect(throws: ScheduleError.self) { try sut.exclusively { 1 } }
        #expect(try folder.read("target") == "theirs")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root, to give the file to another user"))
    func test_exclusively_refusesAFileOfAnotherUsersAtTheLocksName_andLeavesItAsItWas() throws {
        let folder = folders.make()
        try folder.write("theirs", to: "lock")
        #expect(chown(folder.file("lock").path, 65_534, 65_534) == 0)
        let sut = SystemCrontab(program: "/usr/bin/crontab", runner: CommandRunnerSpy(results: []), lock: folder.file("lock").path)

        #expect(throws: ScheduleError.self) { try sut.exclusively { 1 } }
        #expect(try folder.read("lock") == "theirs")
    }

    @Test func test_locate_findsTheFirstExecutableCrontabOnPath() {
        let executables: Set = ["/usr/bin/crontab", "/opt/cron/bin/crontab"]

        #expect(SystemCrontab.locate(in: "/usr/local/bin:/opt/cron/bin/:/usr/bin", isExecutable: executables.contains) == "/opt/cron/bin/crontab")
        #expect(SystemCrontab.locate(in: nil, isExecutable: executables.contains) == "/usr/bin/crontab", "cron's own PATH when none is set")
        #expect(SystemCrontab.locate(in: "/usr/local/bin:/sbin", isExecutable: executables.contains) == nil)
        #expect(SystemCrontab.locate(in: "", isExecutable: executables.contains) == nil)
    }

    private func makeSUT(results: [Result<CommandResult, CommandRunnerSpy.StartFailure>], sourceLocation: SourceLocation = #_sourceLocation) -> (SystemCrontab, CommandRunnerSpy) {
        let runner = CommandRunnerSpy(results: results)
        leaks.track(runner, sourceLocation: sourceLocation)
        return (SystemCrontab(program: "/usr/bin/crontab", runner: runner, lock: folders.make().file("lock").path), runner)
    }
}
