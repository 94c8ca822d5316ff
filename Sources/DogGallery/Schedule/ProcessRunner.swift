import Foundation
import Platform

/// `CommandRunning` through `Subprocess`, each program kept among `children` while it runs, for
/// a process that ends at once to end it too.
struct ProcessRunner: CommandRunning {
    let children: ChildProcesses

    func run(_ program: String, _ arguments: [String], input: String?, timeLimit: Double) throws(Subprocess.Failure) -> CommandResult {
        let finished = try Subprocess.run(program, arguments, input: input.map { Data($0.utf8) }, timeLimit: timeLimit, children: children)
        return CommandResult(status: finished.status, output: String(decoding: finished.output, as: UTF8.self), errors: String(decoding: finished.errors, as: UTF8.self))
    }
}
