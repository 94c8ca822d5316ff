import Platform
import PureSupport

/// Splits a command's arguments into options and positional arguments, in the conventions of
/// swift-argument-parser: `--name value` and `--name=value`, `-h`/`--help` anywhere, repeatable
/// options collected in order, and `--` ending the options (what follows is positional, dashes and all).
enum ArgumentSplitter {
    static func parse<Action>(_ arguments: [String], for command: CommandSpec<Action>) throws(UsageError) -> ParsedOptions {
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<optionsEnd].contains(where: { $0 == "-h" || $0 == "--help" }) {
            return ParsedOptions(values: [OptionSpec.help.name: []])
        }
        var parsed = ParsedOptions()
        var positional: [String] = []
        // Words right after an option's value, as a value of several words unquoted leaves them:
        // by the index of each in `positional`, the option and all the words the value may have meant.
        var spilled: [Int: (option: String, words: [String])] = [:]
        var spilling: (option: String, words: [String], indices: [Int])?
        var remaining = arguments[..<optionsEnd]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            guard let option = command.options.first(where: { $0.matches(name) }) else {
                guard !argument.hasPrefix("-") else { throw UsageError(command.unknownOption(argument, next: remaining.first), command: command) }
                if var run = spilling {
                    run.words.append(argument)
                    run.indices.append(positional.count)
                    for index in run.indices { spilled[index] = (run.option, run.words) }
                    spilling = run
                }
                positional.append(argument)
                continue
            }
            spilling = nil
            guard option.valueName != nil else {
                guard inlineValue == nil else { throw UsageError("'--\(option.name)' takes no value", command: command) }
                parsed.values[option.name, default: []].append(argument)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("Missing value for '\(option.synopsis)'", command: command)
            }
            parsed.values[option.name, default: []].append(value)
            if inlineValue == nil { spilling = (option.name, [value], []) }
        }
        positional += arguments[optionsEnd...].dropFirst()
        // Each argument takes one text, a repeating last one every text left.
        for (index, text) in positional.enumerated() {
            guard let argument = index < command.arguments.count ? command.arguments[index] : command.arguments.last.flatMap({ $0.repeats ? $0 : nil }) else {
                guard let (option, words) = spilled[index] else { throw UsageError("Unexpected argument '\(TerminalText.asGiven(text))'" + hint(for: text, in: command), command: command) }
                throw UsageError(
                    "Unexpected argument '\(text)': a value of several words is one argument, so quote it: --\(option) '\(words.joined(separator: " "))'",
                    command: command
                )
            }
            parsed.arguments[argument.name, default: []].append(text)
        }
        if let missing = command.arguments.dropFirst(positional.count).first, !missing.isOptional {
            throw UsageError("Missing expected argument '<\(missing.name)>'", command: command)
        }
        return parsed
    }

    /// For a word where a command that takes none finds one: the folder option it likely meant
    /// (`dogs fetch g1` for `--out g1`), when the command has one and the word is no option.
    private static func hint<Action>(for text: String, in command: CommandSpec<Action>) -> String {
        guard command.arguments.isEmpty, !text.hasPrefix("-"), let folder = command.options.first(where: { $0.completion == .folders }) else { return "" }
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_./~+,:@".contains($0) }
        return "; did you mean --\(folder.name) \(plain ? text : "'\(TerminalText.asGiven(text))'")?"
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
