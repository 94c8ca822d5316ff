/// One command's parsed command line, read through the options and arguments it declares;
/// a text that is not a value its declaration accepts is a usage error naming where it came from.
struct OptionValues<Action: Sendable> {
    let parsed: ParsedOptions
    let command: CommandSpec<Action>
    let environment: [String: String]

    subscript<Value>(option: Option<Value>) -> Value {
        get throws(UsageError) {
            let variable = parsed.values[option.spec.name] == nil
                ? option.spec.environmentVariable.flatMap { name in environment[name].map { (name: name, text: $0) } }
                : nil
            switch option.read(parsed.values[option.spec.name] ?? variable.map { [$0.text] } ?? []) {
            case let .success(value):
                return value
            case let .failure(rejected):
                throw usageError("\(variable?.name ?? "--\(option.spec.name)") must \(option.requirement) (got '\(rejected.text)')")
            }
        }
    }

    subscript<Value>(argument: Argument<Value>) -> Value {
        get throws(UsageError) {
            let text = parsed.arguments[argument.spec.name] ?? ""
            guard let value = argument.parse(text) else {
                throw usageError("<\(argument.spec.name)> must be one of \(argument.spec.choices.joined(separator: ", ")) (got '\(text)')")
            }
            return value
        }
    }

    /// An error about this command line, with the command's usage line.
    func usageError(_ reason: String) -> UsageError {
        UsageError(reason, command: command)
    }
}
