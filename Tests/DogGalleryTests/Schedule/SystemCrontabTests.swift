@testable import DogGallery
import TestSupport
import XCTest

/// The crontab through a spy of the `crontab` command.
final class SystemCrontabTests: XCTestCase {
    func test_read_runsCrontabDashL_andGivesWhatItPrinted() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "# mine\n", errors: ""))])

        XCTAssertEqual(try sut.read(), "# mine\n")
        XCTAssertEqual(runner.runs, [.init(program: "/usr/bin/crontab", arguments: ["-l"], input: nil)])
    }

    func test_read_noCrontabForTheUser_isAnEmptyCrontab() throws {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "no crontab for root\n"))])

        XCTAssertEqual(try sut.read(), "")
    }

    func test_read_anyOtherFailure_saysWhatCrontabSaid() {
        let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: "You (me) are not allowed to use this program (crontab)\nSee crontab(1)\n"))])

        XCTAssertThrowsError(try sut.read()) { error in
            XCTAssertEqual(error as? CrontabError, .failed(command: "crontab -l", reason: "You (me) are not allowed to use this program (crontab) See crontab(1)"))
        }
    }

    func test_replace_givesTheTextOnStdinOfCrontabDash() throws {
        let (sut, runner) = makeSUT(results: [.success(CommandResult(status: 0, output: "", errors: ""))])

        try sut.replace(with: "47 * * * * x # dogs: /srv/dogs\n")

        XCTAssertEqual(runner.runs, [.init(program: "/usr/bin/crontab", arguments: ["-"], input: "47 * * * * x # dogs: /srv/dogs\n")])
    }

    func test_replace_refused_saysWhyOrHowItExited() {
        for (errors, reason) in [("\"-\":1: bad minute\nerrors in crontab file, can't install.\n", "\"-\":1: bad minute errors in crontab file, can't install."), ("", "it exited with 1")] {
            let (sut, _) = makeSUT(results: [.success(CommandResult(status: 1, output: "", errors: errors))])

            XCTAssertThrowsError(try sut.replace(with: "x\n")) { error in
                XCTAssertEqual(error as? CrontabError, .failed(command: "crontab -", reason: reason))
            }
        }
    }

    func test_aCrontabThatCannotStart_isAFailure() {
        let (sut, _) = makeSUT(results: [.failure(.init())])

        XCTAssertThrowsError(try sut.read()) { error in
            guard case let .failed(command, reason)? = error as? CrontabError else { return XCTFail("\(error)") }
            XCTAssertEqual(command, "crontab -l")
            XCTAssertTrue(reason.hasPrefix("/usr/bin/crontab could not be started"), reason)
        }
    }

    func test_noCrontabOnPath_isNotInstalled_andRunsNothing() {
        let runner = CommandRunnerSpy(results: [])
        let sut = SystemCrontab(program: nil, runner: runner)

        XCTAssertThrowsError(try sut.read()) { XCTAssertEqual($0 as? CrontabError, .notInstalled) }
        XCTAssertThrowsError(try sut.replace(with: "")) { XCTAssertEqual($0 as? CrontabError, .notInstalled) }
        XCTAssertEqual(runner.runs, [])
    }

    func test_locate_findsTheFirstExecutableCrontabOnPath() {
        let executables: Set = ["/usr/bin/crontab", "/opt/cron/bin/crontab"]

        XCTAssertEqual(SystemCrontab.locate(in: "/usr/local/bin:/opt/cron/bin/:/usr/bin", isExecutable: executables.contains), "/opt/cron/bin/crontab")
        XCTAssertEqual(SystemCrontab.locate(in: nil, isExecutable: executables.contains), "/usr/bin/crontab", "cron's own PATH when none is set")
        XCTAssertNil(SystemCrontab.locate(in: "/usr/local/bin:/sbin", isExecutable: executables.contains))
        XCTAssertNil(SystemCrontab.locate(in: "", isExecutable: executables.contains))
    }

    private func makeSUT(results: [Result<CommandResult, CommandRunnerSpy.StartFailure>], file: StaticString = #filePath, line: UInt = #line) -> (SystemCrontab, CommandRunnerSpy) {
        let runner = CommandRunnerSpy(results: results)
        trackForMemoryLeaks(runner, file: file, line: line)
        return (SystemCrontab(program: "/usr/bin/crontab", runner: runner), runner)
    }
}
