@testable import DogGallery
import Synchronization
import ClientTestSupport
import TestSupport

/// Records every program run and answers from a queue of results, one a run.
final class CommandRunnerSpy: CommandRunning {
    struct Run: Equatable {
        let program: String
        let arguments: [String]
        let input: String?
    }

    private let state: Mutex<(runs: [Run], results: [Result<CommandResult, StartFailure>])>

    struct StartFailure: Error {}

    init(results: [Result<CommandResult, StartFailure>]) {
        state = Mutex(([], results))
    }

    var runs: [Run] { state.withLock { $0.runs } }

    func run(_ program: String, _ arguments: [String], input: String?) throws -> CommandResult {
        let result = state.withLock { state -> Result<CommandResult, StartFailure> in
            state.runs.append(Run(program: program, arguments: arguments, input: input))
            return state.results.isEmpty ? .success(CommandResult(status: 0, output: "", errors: "")) : state.results.removeFirst()
        }
        return try result.get()
    }
}
