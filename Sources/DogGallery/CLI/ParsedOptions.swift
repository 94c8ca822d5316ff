/// The options found on a command line: every value given for each option, and the flags.
struct ParsedOptions: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The value of a single-valued option: the last one given wins.
    func value(_ name: String) -> String? { values[name]?.last }
}
