/// Formats help the way swift-argument-parser does: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// two-space indents, option help in a column, every option's default shown.
enum HelpFormatter {
    private static let column = 26
    private static let maxUsageWidth = 80

    static func usage<Action>(of command: CommandSpec<Action>) -> String {
        if !command.subcommands.isEmpty {
            return "\(command.name) <subcommand>"
        }
        let arguments = command.arguments.map(\.synopsis)
        let options = command.options.filter { $0.name != OptionSpec.help.name }.map { "[\($0.synopsis)]" }
        let full = ([command.path] + arguments + options).joined(separator: " ")
        // Like swift-argument-parser, a usage line too long to read collapses its options.
        return full.count <= maxUsageWidth ? full : ([command.path] + arguments + ["[<options>]"]).joined(separator: " ")
    }

    static func help<Action>(for command: CommandSpec<Action>) -> String {
        let overview = [command.abstract, command.discussion].filter { !$0.isEmpty } + command.sections.map(\.rendered)
        var sections = ["OVERVIEW: " + overview.joined(separator: "\n\n")]
        sections.append("USAGE: \(usage(of: command))")
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + command.arguments.map { argument in
                row(argument.synopsis, argument.help + (argument.choices.isEmpty ? "" : " (values: \(argument.choices.joined(separator: ", ")))"))
            }.joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + command.options.map { option in
            let notes = [option.range, option.defaultValue.map { "default: \($0)" }].compactMap(\.self)
            return row(option.synopsis, option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"))
        }.joined(separator: "\n"))
        if !command.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + command.subcommands.map { row($0.name, $0.abstract) }.joined(separator: "\n")
                + "\n\n  See '\(command.name) help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func row(_ term: String, _ help: String) -> String {
        let label = "  \(term)"
        return label.count < column
            ? label + String(repeating: " ", count: column - label.count) + help
            : label + "\n" + String(repeating: " ", count: column) + help
    }
}
