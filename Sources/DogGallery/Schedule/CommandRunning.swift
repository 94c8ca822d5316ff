/// What a program gave back: its exit status and what it printed.
struct CommandResult: Equatable, Sendable {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs a program and waits for it: the one port through which dogs runs another program.
protocol CommandRunning: Sendable {
    /// Runs `program` with `arguments`, `input` on its stdin (none: stdin is /dev/null); throws
    /// only when it cannot be started.
    func run(_ program: String, _ arguments: [String], input: String?) throws -> CommandResult
}
