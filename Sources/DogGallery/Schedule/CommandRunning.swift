import Platform

/// What a program gave back: its exit status and what it printed.
struct CommandResult: Equatable, Sendable {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs a program and waits for it: the one port through which dogs runs another program.
protocol CommandRunning: Sendable {
    /// Runs `program` with `arguments`, `input` on its stdin (none: stdin is /dev/null); throws
    /// when it cannot be started, has not ended after `timeLimit` seconds (it is then killed,
    /// with all it started), or prints more than dogs reads.
    func run(_ program: String, _ arguments: [String], input: String?, timeLimit: Double) throws(Subprocess.Failure) -> CommandResult
}
