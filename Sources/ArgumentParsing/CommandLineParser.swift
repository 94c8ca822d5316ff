import Platform

/// Finds the command a command line names and reads its options, in the conventions of
/// swift-argument-parser: `tool <subcommand> [options]`, `tool help <subcommand>`, `-h` anywhere,
/// and the root's own options (`tool --version`) before any subcommand. Help is wrapped to `width`.
package enum CommandLineParser {
    package static func parse<Action>(
        _ arguments: [String], root: CommandSpec<Action>, environment: [String: String], defaults: [String: String] = [:],
        width: Int = HelpFormatter.standardWidth
    ) throws(UsageError) -> Invocation<Action> {
        guard let first = arguments.first else { return .help(HelpFormatter.help(for: root, width: width)) }
        if first == "help" {
            guard arguments.count > 1, !["-h", "--help"].contains(arguments[1]) else { return .help(HelpFormatter.help(for: root, width: width)) }
            let command = try root.subcommand(named: arguments[1])
            if let extra = arguments.dropFirst(2).first { throw UsageError("Unexpected argument '\(extra)'", command: root) }
            return .help(HelpFormatter.help(for: command, width: width))
        }
        // `tool --help <subcommand>`: that subcommand's help, as `tool help <subcommand>` gives it.
        if ["-h", "--help"].contains(first), arguments.count == 2, let command = try? root.subcommand(named: arguments[1]) {
            return .help(HelpFormatter.help(for: command, width: width))
        }
        let namesSubcommand = !first.hasPrefix("-")
        let command = namesSubcommand ? try root.subcommand(named: first) : root
        let parsed = try ArgumentSplitter.parse(Array(arguments.dropFirst(namesSubcommand ? 1 : 0)), for: command)
        guard !parsed.asksForHelp,
              let action = try command.action(OptionValues(parsed: parsed, command: command, environment: environment, defaults: defaults))
        else { return .help(HelpFormatter.help(for: command, width: width)) }
        return .run(action)
    }

    /// Whether `arguments` give the subcommand they name its option `name`, before any `--`,
    /// however the rest of them reads: for a line the parser refused, whether the error should
    /// take the form that option asks for.
    package static func gives<Action>(_ name: String, in arguments: [String], root: CommandSpec<Action>) -> Bool {
        guard let first = arguments.first, let command = try? root.subcommand(named: first),
              let option = command.options.first(where: { $0.name == name })
        else { return false }
        return arguments.prefix { $0 != "--" }.contains { option.matches($0) }
    }
}
