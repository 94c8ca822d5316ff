/// One `--name <value>` option or `--name` flag, described once for both parsing and help.
struct OptionSpec: Sendable {
    let name: String
    let short: Character?
    /// `nil` for a flag that takes no value.
    let valueName: String?
    let help: String
    let defaultValue: String?

    static func option(_ name: String, value: String, help: String, default defaultValue: String? = nil) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: value, help: help, defaultValue: defaultValue)
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, defaultValue: nil)
    }

    static let help = flag("help", short: "h", help: "Show help information.")

    /// `--count <n>` as usage and help show it.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }
}

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
