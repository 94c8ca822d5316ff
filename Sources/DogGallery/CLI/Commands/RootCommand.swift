import ArgumentParsing
import Foundation

/// `dogs` itself, before any subcommand: what it is, the variables it reads, and its subcommands,
/// listed once.
struct RootCommand: ParsableCommand {
    @Flag(short: "V", help: "Show the version.") var version: Bool

    /// The subcommands in the order help lists them.
    static let subcommands: [any DogsSubcommand.Type] = [
        FetchCommand.self, BreedsCommand.self, IndexCommand.self, RemoveCommand.self, VerifyCommand.self, ScheduleCommand.self,
        StatusCommand.self, CompletionsCommand.self, ManualCommand.self, VersionCommand.self,
    ]

    static let configuration = CommandConfiguration(
        name: "dogs",
        abstract: "Keep a gallery of dog pictures from the Dog CEO API (dog.ceo).",
        discussion: """
        'dogs fetch' downloads random dog pictures into a folder with an index.html, an
        index.md and a feed.xml that show them with their breed names. Run it again, by hand
        or from cron ('dogs schedule' puts it there), and the gallery grows.
        """,
        exitCodes: exitCodes,
        more: [HelpSection(title: "ENVIRONMENT", rows: environment.map { .init(term: $0.name, text: $0.meaning) })],
        examples: examples
    )

    /// Every code below the signals', each as it means for dogs as a whole: what it means for
    /// every command, and what particular commands add.
    static let exitCodes = ExitCodeTable(
        ExitCode.allCases.filter { $0.rawValue < 128 },
        meanings: [
            .usage: "usage error, a breed dog.ceo does not know, a picture to remove that the gallery does not hold, a gallery to unschedule that is not scheduled, or a --prometheus-file in the gallery",
            .noInput: "'dogs index', 'dogs remove' or 'dogs verify' found no gallery",
        ],
        additions: [
            .partialFailure: " ('dogs verify': the gallery has problems; with --repair, some are left to try again; 'dogs status': WARNING)",
            .unavailable: " ('dogs schedule': no crontab command, or crontab failed)",
            .cannotCreate: "; a --prometheus-file that is not dogs' metrics; 'dogs schedule': this user cannot make or write the gallery, or the systemd units or the crontab's lock cannot be had",
            .busy: " ('dogs schedule': the crontab kept changing while dogs changed it)",
        ]
    )

    static let examples: [HelpSection.Row] = [
        .init(term: "dogs fetch", text: "Add 3 random pictures to ./gallery, then open gallery/index.html:"),
        .init(term: "dogs fetch --count 10 --breed hound/afghan", text: "Add 10 Afghan Hounds (dogs breeds lists the breeds):"),
        .init(term: "dogs schedule --out /srv/dogs", text: "Every hour from cron, mailing only when something went wrong:"),
        .init(term: "dogs fetch --json | jq -r '.saved[].file'", text: "The run as JSON, for a script:"),
    ]

    /// Where a file of certificates to trust is named, as curl reads them, first first.
    static let caBundleVariables = ["CURL_CA_BUNDLE", "SSL_CERT_FILE"]

    /// The variables dogs reads, for the help and the manual page.
    static let environment = [
        (name: SharedOptions.apiBaseVariable, meaning: "the API base URL when --api-base is not given"),
        (name: "COLUMNS", meaning: "the width help and the progress line fit, when set (else the terminal's, or 80)"),
        (name: caBundleVariables[0], meaning: "a file of the certificates TLS trusts instead of the system's, as curl takes it (else \(caBundleVariables[1]))"),
        (name: "NO_COLOR", meaning: "when set, error and warning prefixes are not coloured"),
        (name: "TERM", meaning: "when dumb, neither colour nor the live progress line is used"),
    ]

    /// The command line as the parser reads it: the root, `--version` asking for `dogs version`.
    static let spec: CommandSpec<any DogsSubcommand> = command(
        configuration.name, abstract: configuration.abstract, discussion: configuration.discussion, sections: configuration.sections,
        subcommands: subcommands.map { $0.spec }
    ) { (command: RootCommand) throws(ValidationError) -> (any DogsSubcommand)? in
        command.version ? VersionCommand() : nil
    }

    /// The exit codes of the command a recorded run names (`verify --repair` is verify's), or
    /// dogs' own for a name no subcommand has: a record written by another dogs.
    static func exitCodes(ofRun command: String) -> ExitCodeTable {
        let name = command.split(separator: " ").first.map(String.init) ?? command
        return subcommands.first { $0.configuration.name == name }?.configuration.exitCodes ?? exitCodes
    }

    /// Parses the command line as the process received it, byte for byte; help fits `width`.
    /// `gallery` is the gallery the working folder belongs to, which `--out` stands for when absent.
    static func parse(
        raw arguments: [[UInt8]], environment: [String: String] = [:], gallery: String? = nil, width: Int = HelpFormatter.standardWidth
    ) throws(UsageError) -> Invocation<any DogsSubcommand> {
        try parse(ArgumentText.decode(arguments, root: spec), environment: environment, gallery: gallery, width: width)
    }

    static func parse(
        _ arguments: [String], environment: [String: String] = [:], gallery: String? = nil, width: Int = HelpFormatter.standardWidth
    ) throws(UsageError) -> Invocation<any DogsSubcommand> {
        // `--out`, which every command that takes a gallery declares as `SharedOptions.out`.
        let defaults = gallery.map { [SharedOptions.out.spec.name: $0] } ?? [:]
        return try CommandLineParser.parse(arguments, root: spec, environment: environment, defaults: defaults, width: width)
    }
}

extension Invocation<any DogsSubcommand> {
    /// The command of type `Command` the command line runs, nil for help or another command.
    func command<Command: DogsSubcommand>(_: Command.Type) -> Command? {
        if case let .run(command) = self { command as? Command } else { nil }
    }
}
