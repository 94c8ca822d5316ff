import ArgumentParsing
import ClientTestSupport
@testable import DogGallery
import Testing

/// What every subcommand is held to, whatever it does: it ends with a code its table lists.
@Suite("A subcommand's run")
struct DogsSubcommandTests {
    @Test("ends with the code it gives, when its table lists it")
    func endsWithTheCodeItGivesWhenItsTableListsIt() async {
        let (sut, output) = Self.makeSUT()

        #expect(await sut.run(Ending(code: .busy), environment: [:], output: output) == .busy)
        #expect(await sut.run(Ending(code: .interrupted), environment: [:], output: output) == .interrupted, "a signal's, as a signal can stop it")
    }

    @Test("stops a debug build when it ends with a code its table does not list, so that any test that runs it fails", .enabled(if: _isDebugAssertConfiguration()))
    func stopsADebugBuildWhenItEndsWithACodeItsTableDoesNotListSoThatAnyTestThatRunsItFails() async {
        await #expect(processExitsWith: .failure) {
            let (sut, output) = DogsSubcommandTests.makeSUT()
            _ = await sut.run(Ending(code: .dataError), environment: [:], output: output)
        }
    }

    private static func makeSUT() -> (sut: DogsApp, output: RunOutput) {
        let console = ConsoleSpy()
        let sut = DogsApp(
            console: console, signals: SignalForwarding(), openNetwork: { _ in HTTPSessionSpy() }, currentDirectory: "/", endNow: { _ in },
            openCrontab: { _ in CrontabSpy() }
        )
        return (sut, RunOutput(console: console))
    }
}

/// A command that ends with the code it was made with, its table listing 0 and 75.
private struct Ending: DogsSubcommand {
    static let configuration = CommandConfiguration(name: "ending", abstract: "", exitCodes: ExitCodeTable([.success, .busy]))

    @Option(.integer("code", help: "", default: 0, in: 0...255)) var code: Int

    init() {}

    init(code: ExitCode) {
        self.code = Int(code.rawValue)
    }

    func run(in _: DogsApp, environment _: [String: String], output _: RunOutput) async -> ExitCode {
        ExitCode(rawValue: Int32(code)) ?? .software
    }
}
