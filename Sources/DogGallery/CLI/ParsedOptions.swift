/// What a command line gave: every value for each option, the flags, and the arguments.
struct ParsedOptions: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// Positional arguments, by the name of the argument they fill.
    var arguments: [String: String] = [:]

    /// The value of a single-valued option: the last one given wins.
    func value(_ name: String) -> String? { values[name]?.last }
}
