@testable import DogGallery
import Platform
import Synchronization
import ClientTestSupport
import TestSupport

/// Records every program run and answers from a queue of results, one a run.
final class CommandRunnerSpy: CommandRunning {
    struct Run: Equatable {
        let program: String
        let arguments: [String]
        let input: String?
        var timeLimit: Double? = nil
    }

    private let state: Mutex<(runs: [Run], results: [Result<CommandResult, Subprocess.Failure>])>

    init(results: [Result<CommandResult, Subprocess.Failure>]) {
        state = Mutex(([], results))
    }

    /// The runs, without their time limits.
    var runs: [Run] { state.withLock { $0.runs.map { Run(program: $0.program, arguments: $0.arguments, input: $0.input) } } }
    var timeLimits: [Double] { state.withLock { $0.runs.compactMap(\.timeLimit) } }

    func run(_ program: String, _ arguments: [String], input: String?, timeLimit: Double) throws(Subprocess.Failure) -> CommandResult {
        let result = state.withLock { state -> Result<CommandResult, Subprocess.Failure> in
            state.runs.append(Run(program: program, arguments: arguments, input: input, timeLimit: timeLimit))
            return state.results.isEmpty ? .success(CommandResult(status: 0, output: "", errors: "")) : state.results.removeFirst()
        }
        return try result.get()
    }
}
