/// A command: its name, what it is for, the arguments and options it takes, and how a parsed
/// command line becomes the `Action` it asks for.
struct CommandSpec<Action: Sendable>: Sendable {
    let name: String
    /// How it is typed: `dogs fetch` for a subcommand of `dogs`, `dogs` for the root.
    private(set) var path: String
    let abstract: String
    let discussion: String
    /// Tables shown after the discussion, like the exit codes.
    let sections: [HelpSection]
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let subcommands: [CommandSpec]
    /// What the command line asks for, or nil when it asks only for the command's help.
    let action: @Sendable (OptionValues<Action>) throws(UsageError) -> Action?

    init(
        name: String, abstract: String, discussion: String = "", sections: [HelpSection] = [],
        arguments: [any ArgumentDeclaration] = [], options: [any OptionDeclaration], subcommands: [CommandSpec] = [],
        action: @escaping @Sendable (OptionValues<Action>) throws(UsageError) -> Action? = { _ in nil }
    ) {
        self.name = name
        path = name
        self.abstract = abstract
        self.discussion = discussion
        self.sections = sections
        self.arguments = arguments.map(\.spec)
        self.options = options.map(\.spec) + [.help]
        self.subcommands = subcommands.map { subcommand in
            var subcommand = subcommand
            subcommand.path = "\(name) \(subcommand.name)"
            return subcommand
        }
        self.action = action
    }

    func subcommand(named name: String) throws(UsageError) -> CommandSpec {
        guard let command = subcommands.first(where: { $0.name == name }) else {
            throw UsageError(name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'", command: self)
        }
        return command
    }
}
