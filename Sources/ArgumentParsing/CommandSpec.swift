import Platform
import PureSupport

/// A command: its name, what it is for, the arguments and options it takes, and how a parsed
/// command line becomes the `Action` it asks for.
package struct CommandSpec<Action: Sendable>: Sendable {
    package let name: String
    /// How it is typed: `dogs fetch` for a subcommand of `dogs`, `dogs` for the root.
    package private(set) var path: String
    package let abstract: String
    package let discussion: String
    /// Tables shown after the discussion, like the exit codes.
    let sections: [HelpSection]
    package let arguments: [ArgumentSpec]
    package let options: [OptionSpec]
    package let subcommands: [CommandSpec]
    /// What the command line asks for, or nil when it asks only for the command's help.
    package let action: @Sendable (OptionValues<Action>) throws(UsageError) -> Action?

    package init(
        name: String, abstract: String, discussion: String = "", sections: [HelpSection] = [],
        arguments: [ArgumentSpec] = [], options: [OptionSpec], subcommands: [CommandSpec] = [],
        action: @escaping @Sendable (OptionValues<Action>) throws(UsageError) -> Action? = { _ in nil }
    ) {
        self.name = name
        path = name
        self.abstract = abstract
        self.discussion = discussion
        self.sections = sections
        self.arguments = arguments
        self.options = options + [.help]
        self.subcommands = subcommands.map { subcommand in
            var subcommand = subcommand
            subcommand.path = "\(name) \(subcommand.name)"
            return subcommand
        }
        self.action = action
    }

    package func subcommand(named name: String) throws(UsageError) -> CommandSpec {
        guard let command = subcommands.first(where: { $0.name == name }) else {
            guard !name.hasPrefix("-") else { throw UsageError(unknownOption(name, next: nil), command: self) }
            throw UsageError("Unknown subcommand '\(name)'" + Self.didYouMean(name, among: subcommands.map(\.name)), command: self)
        }
        return command
    }

    /// Why `argument` is not an option of this command, and what was likely meant: one of a
    /// subcommand's, typed before it (`next` is what followed, the value it may take), or the
    /// nearest of its own.
    func unknownOption(_ argument: String, next: String?) -> String {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let owner = subcommands.lazy.compactMap { command in command.options.first { $0.matches(name) }.map { (command, $0) } }.first
        if let (command, option) = owner {
            let value = option.valueName != nil && !argument.contains("=") ? next.map { [$0] } ?? [] : []
            let example = ([command.path, argument] + value).joined(separator: " ")
            return "'\(name)' is an option of '\(command.path)': put it after the subcommand, as in '\(example)'"
        }
        let longNames = options.map { "--\($0.name)" }
        // The names other tools give an output folder (curl's -o, --output) mean the folder option.
        if ["-o", "--output", "--output-dir", "--dir", "--directory", "-d"].contains(name), let folder = options.first(where: \.takesFolder) {
            return "Unknown option '\(argument)'. Did you mean '--\(folder.name)'?"
        }
        return "Unknown option '\(argument)'" + (name.hasPrefix("--") ? Self.didYouMean(name, among: longNames) : "")
    }

    private static func didYouMean(_ typed: String, among names: [String]) -> String {
        NearestName.suggestion(for: typed, among: names).map { ". Did you mean '\($0)'?" } ?? ""
    }
}
