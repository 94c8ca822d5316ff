/// An error that ends a command with an exit code of its own. Each error type says which beside
/// its definition, or in an extension of its own in this layer for a type of a lower module; any
/// other error is a bug (70).
protocol ExitCodeReason: Error {
    var exitCode: ExitCode { get }
}
