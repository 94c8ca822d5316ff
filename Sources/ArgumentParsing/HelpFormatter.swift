/// Formats help the way swift-argument-parser does: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// then the command's own tables (exit codes, examples), two-space indents, option help in a
/// column, every option's default shown, and every line wrapped to the width it is given.
package enum HelpFormatter {
    /// A terminal's standard width, for help that goes nowhere else.
    package static let standardWidth = 80
    private static let column = 26
    /// Where two columns would leave the help less room than this, it stands under its term,
    /// indented by `stackedIndent`, as swift-argument-parser lays out a narrow terminal.
    private static let narrowestHelp = 40
    private static let stackedIndent = 8
    private static let maxUsageWidth = 80
    /// Narrower than this, not even one word a line would fit.
    private static let narrowest = 20

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

    static func help<Action>(for command: CommandSpec<Action>, width: Int = standardWidth) -> String {
        let width = max(width, narrowest)
        let overview = [command.abstract, command.discussion].filter { !$0.isEmpty }
        var sections = [TextWrap.paragraphs("OVERVIEW: " + overview.joined(separator: "\n\n"), width: width)]
        sections.append(TextWrap.wrap("USAGE: \(usage(of: command))", width: width, indent: 2))
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + command.arguments.map { argument in
                row(argument.synopsis, argument.help + (argument.choices.isEmpty ? "" : " (values: \(argument.choices.joined(separator: ", ")))"), width: width)
            }.joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + command.options.map { option in
            let notes = [option.range, option.defaultValue.map { "default: \($0)" }].compactMap(\.self)
            return row(option.synopsis, option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"), width: width)
        }.joined(separator: "\n"))
        if !command.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + command.subcommands.map { row($0.name, $0.abstract, width: width) }.joined(separator: "\n")
                + "\n\n  " + TextWrap.wrap("See '\(command.name) help <subcommand>' for detailed help.", width: width, indent: 2))
        }
        sections += command.sections.map { $0.rendered(width: width) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func row(_ term: String, _ help: String, width: Int) -> String {
        let label = "  \(term)"
        guard width - column >= narrowestHelp else {
            return label + "\n" + String(repeating: " ", count: stackedIndent) + TextWrap.wrap(help, width: width, indent: stackedIndent)
        }
        let text = TextWrap.wrap(help, width: width, indent: column)
        return label.count < column
            ? label + String(repeating: " ", count: column - label.count) + text
            : label + "\n" + String(repeating: " ", count: column) + text
    }
}
