import Platform
import PureSupport

/// One command's parsed command line, read through the options and arguments it declares;
/// a text that is not a value its declaration accepts is a usage error naming where it came from.
package struct OptionValues<Action: Sendable> {
    let parsed: ParsedOptions
    let command: CommandSpec<Action>
    let environment: [String: String]
    /// Values options take when absent that are worked out as the program starts (by option name).
    var defaults: [String: String] = [:]

    init(parsed: ParsedOptions, command: CommandSpec<Action>, environment: [String: String], defaults: [String: String] = [:]) {
        self.parsed = parsed
        self.command = command
        self.environment = environment
        self.defaults = defaults
    }

    subscript<Value>(option: OptionDefinition<Value>) -> Value {
        get throws(UsageError) {
            let (given, source) = texts(of: option.spec)
            switch option.read(given) {
            case let .success(value):
                return value
            case let .failure(rejected):
                throw usageError(rejected.reason ?? "\(source) must \(option.requirement) (got '\(TerminalText.asGiven(rejected.text))')")
            }
        }
    }

    /// The texts given for an option, on the command line or else by its environment variable,
    /// and whether the command line gave it.
    func given(for spec: OptionSpec) -> Given {
        Given(name: spec.name, texts: texts(of: spec).texts, typed: parsed.values[spec.name] != nil)
    }

    /// The texts given for an option, and where they came from for an error: the command line,
    /// else the option's environment variable, else a default worked out at start, else nowhere
    /// (the option takes its declared default).
    private func texts(of spec: OptionSpec) -> (texts: [String], source: String) {
        if let texts = parsed.values[spec.name] { return (texts, "--\(spec.name)") }
        if let variable = spec.environmentVariable, let text = environment[variable] { return ([text], variable) }
        return (defaults[spec.name].map { [$0] } ?? [], "--\(spec.name)")
    }

    subscript<Value>(argument: ArgumentDefinition<Value>) -> Value {
        get throws(UsageError) {
            let texts = parsed.arguments[argument.spec.name] ?? []
            guard let value = argument.read(texts) else {
                throw usageError("<\(argument.spec.name)> must be one of \(argument.spec.choices.joined(separator: ", ")) (got '\(TerminalText.asGiven(texts.first ?? ""))')")
            }
            return value
        }
    }

    /// An error about this command line, with the command's usage line.
    func usageError(_ reason: String) -> UsageError {
        UsageError(reason, command: command)
    }
}
