/// What an option's property holds besides its value: the texts given for it, on the command line
/// or by its environment variable, and whether the command line gave it.
package struct Given: Equatable, Sendable {
    /// The option's long name.
    package var name = ""
    package var texts: [String] = []
    package var typed = false

    /// The option as a command line gives it again: `--count 5`, or nothing when absent.
    package var retyped: [String] {
        texts.flatMap { ["--\(name)", $0] }
    }
}
