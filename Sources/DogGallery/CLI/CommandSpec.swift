/// A command: its name, what it is for, and the options it takes.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    let discussion: String
    let options: [OptionSpec]
    let subcommands: [CommandSpec]

    init(name: String, abstract: String, discussion: String = "", options: [OptionSpec], subcommands: [CommandSpec] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options + [.help]
        self.subcommands = subcommands
    }
}
