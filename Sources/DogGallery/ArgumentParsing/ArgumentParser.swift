/// Splits a command's arguments into options, in the conventions of swift-argument-parser:
/// `--name value` and `--name=value`, `-h`/`--help` anywhere, repeatable options collected in order.
enum ArgumentParser {
    static func parse<Action>(_ arguments: [String], for command: CommandSpec<Action>) throws(UsageError) -> ParsedOptions {
        if let help = arguments.first(where: { $0 == "-h" || $0 == "--help" }) {
            return ParsedOptions(values: [OptionSpec.help.name: [help]])
        }
        var parsed = ParsedOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            guard let option = command.options.first(where: { "--\($0.name)" == name || $0.short.map { "-\($0)" } == name }) else {
                guard !argument.hasPrefix("-"), parsed.arguments.count < command.arguments.count else {
                    let reason = argument.hasPrefix("-") ? "Unknown option '\(argument)'" : "Unexpected argument '\(argument)'"
                    throw UsageError(reason, command: command)
                }
                parsed.arguments[command.arguments[parsed.arguments.count].name] = argument
                continue
            }
            guard option.valueName != nil else {
                guard inlineValue == nil else { throw UsageError("'--\(option.name)' takes no value", command: command) }
                parsed.values[option.name, default: []].append(argument)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("Missing value for '\(option.synopsis)'", command: command)
            }
            parsed.values[option.name, default: []].append(value)
        }
        if let missing = command.arguments.dropFirst(parsed.arguments.count).first {
            throw UsageError("Missing expected argument '<\(missing.name)>'", command: command)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
