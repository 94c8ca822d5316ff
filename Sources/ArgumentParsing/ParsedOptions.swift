/// What a command line gave: the texts of each option, in order, and the positional arguments.
struct ParsedOptions: Equatable {
    /// Each option's values by name; a flag holds one entry (the flag as typed) per time it was given.
    var values: [String: [String]] = [:]
    /// Positional arguments, by the name of the argument they fill: several for a repeating one.
    var arguments: [String: [String]] = [:]

    /// Whether `-h` or `--help` was given.
    var asksForHelp: Bool { values[OptionSpec.help.name] != nil }
}
