/// A command: its name, what it is for, the arguments and options it takes.
struct CommandSpec: Sendable {
    /// A positional argument, with the values it accepts when they are few.
    struct Argument: Sendable {
        let name: String
        let help: String
        let choices: [String]
    }

    let name: String
    /// How it is typed: `dogs fetch` for a subcommand of `dogs`, `dogs` for the root.
    private(set) var path: String
    let abstract: String
    let discussion: String
    let arguments: [Argument]
    let options: [OptionSpec]
    let subcommands: [CommandSpec]

    init(
        name: String, abstract: String, discussion: String = "", arguments: [Argument] = [],
        options: [OptionSpec], subcommands: [CommandSpec] = []
    ) {
        self.name = name
        path = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options + [.help]
        self.subcommands = subcommands.map { subcommand in
            var subcommand = subcommand
            subcommand.path = "\(name) \(subcommand.name)"
            return subcommand
        }
    }
}
