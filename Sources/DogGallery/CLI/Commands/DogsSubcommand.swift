import ArgumentParsing
import Foundation

/// A subcommand of `dogs`, as swift-argument-parser has them: one type holds what the command is
/// (`configuration`), its options and arguments as properties, and its `run`. `RootCommand`
/// lists the types once; the parser, help, completions, the manual page, the dispatch and
/// `dogs status`' reading of a recorded run all take them from there.
protocol DogsSubcommand: ParsableCommand, Equatable {
    static var configuration: CommandConfiguration { get }
    /// Runs the command in `app`, which holds the real parts it is wired from, giving the code
    /// the process ends with: one its `configuration.exitCodes` lists.
    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode
    /// The gallery the command reads or writes; nil for one that uses none.
    var gallery: String? { get }
    /// The `--max-time` of a command that takes one: the process ends by it and the grace period.
    var maxTime: Double? { get }
    /// How `dogs status` names a run of this command in the gallery's record.
    var recordedName: String { get }
    /// Whether the command reads the environment variable `name`: one whose value is not UTF-8
    /// is then refused, as the command cannot take it as it was given.
    func reads(_ name: String) -> Bool
    /// What the command needs of the limit on open files; nil for one that opens none.
    func openFileBudget(cores: Int) -> OpenFileBudget?
    /// The command downloading `transfers` at once, fewer than it asks for, as the limit on open
    /// files allows (see `OpenFileBudget`).
    func downloading(_ transfers: Int) -> Self
    /// Whether the command logs what it does to stderr (`--verbose`).
    var verbose: Bool { get }
}

extension DogsSubcommand {
    /// The command as the parser reads it: its configuration and its declared properties.
    static var spec: CommandSpec<any DogsSubcommand> {
        command(configuration.name, abstract: configuration.abstract, discussion: configuration.discussion, sections: configuration.sections) {
            (command: Self) throws(ValidationError) -> (any DogsSubcommand)? in command
        }
    }

    var gallery: String? { nil }
    var maxTime: Double? { nil }
    var recordedName: String { Self.configuration.name }
    var verbose: Bool { false }

    /// Its own settings, and the certificates TLS trusts.
    func reads(_ name: String) -> Bool {
        name.hasPrefix("DOGS_") || RootCommand.caBundleVariables.contains(name)
    }

    /// A gallery's files of its own, one at a time, and no download.
    func openFileBudget(cores _: Int) -> OpenFileBudget? {
        OpenFileBudget(fixed: 0, transfers: 0)
    }

    func downloading(_: Int) -> Self { self }
}
