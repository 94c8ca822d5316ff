import ArgumentParsing
import DogModel
import Foundation
import GalleryFolder
import Platform

/// From a command line to the command's own run: parsing, the checks no command runs without,
/// and the dispatch to each command's run in the file named after it.
extension DogsApp {
    /// The command line as dogs reads it: `--out` stands for the gallery the working folder is
    /// in, and help fits the terminal.
    func parse(_ arguments: [[UInt8]], environment: [String: String]) throws(UsageError) -> Invocation<any DogsSubcommand> {
        try RootCommand.parse(
            raw: arguments, environment: environment, gallery: workingFolder.flatMap { EnclosingGallery.enclosing($0, isGallery: EnclosingGallery.isGallery) },
            width: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .output))
        )
    }

    /// Whether the command line runs `dogs status`, the monitoring check.
    package static func isCheck(_ arguments: [[UInt8]]) -> Bool {
        arguments.first == Array(StatusCommand.configuration.name.utf8)
    }

    /// The check's state line when it cannot judge: `DOGS UNKNOWN - why`.
    package static func uncheckedLine(_ reason: String) -> String {
        StatusSummary.stateLine(StatusVerdict(state: .unknown, reason: reason))
    }

    /// Parses the command line, refuses what cannot run as given, and runs the command it names.
    /// `check`: the command line runs `dogs status`, whose refusals are its state line too.
    func perform(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String>, check: Bool, output: RunOutput) async -> ExitCode {
        // Said on stderr, and by a check on stdout as its state line, which is all monitoring reads.
        func refuse(_ reason: String, _ code: ExitCode, usage: String? = nil) -> ExitCode {
            output.error("Error: \(reason)" + (usage.map { "\n\($0)" } ?? ""))
            // A script that asked for JSON reads stdout for it, mistakes included.
            if Self.asksForJSON(arguments) {
                output.result(ReportJSON.error(reason, exitCode: check ? .unknown : code))
            } else if check {
                output.result(Self.uncheckedLine(reason))
            }
            return code
        }
        let command: any DogsSubcommand
        do {
            switch try parse(arguments, environment: environment) {
            case let .help(text):
                output.result(text, newline: false)
                return .success
            case let .run(parsed):
                command = parsed
            }
        } catch {
            return refuse(error.reason, ExitCode(for: error), usage: error.usage)
        }
        let deadline = command.maxTime.map { holdToDeadline($0, output: output) }
        defer { deadline?.cancel() }
        // A relative path is taken from the working folder by its name, which would then be another's.
        if workingFolder == nil, let folder = command.gallery, !folder.hasPrefix("/") {
            return refuse(
                "the working folder's path is not UTF-8, so dogs cannot name \(folder) in it without naming another folder; "
                    + "give --out an absolute path, or run dogs from another folder", .usage
            )
        }
        if let variable = undecodable.filter(command.reads).min() {
            return refuse("\(variable) is not UTF-8, so dogs cannot take it as it was given; set it in UTF-8, or unset it", .usage)
        }
        guard let fitted = fittedToOpenFiles(command, output: output) else { return .cannotCreate }
        return await run(fitted, environment: environment, output: output)
    }

    /// Runs `command`, which ends with a code its table lists: one it does not is a bug.
    func run<Command: DogsSubcommand>(_ command: Command, environment: [String: String], output: RunOutput) async -> ExitCode {
        let code = await command.run(in: self, environment: environment, output: output)
        assert(Command.configuration.exitCodes.lists(code), "dogs \(Command.configuration.name) ended with \(code.rawValue), which its table of exit codes does not list")
        return code
    }

    /// Whether a command line the parser refused gives `--json` to a command that takes it: a
    /// script that asked for JSON reads stdout for it, mistakes included.
    static func asksForJSON(_ arguments: [[UInt8]]) -> Bool {
        CommandLineParser.gives(SharedOptions.json.spec.name, in: arguments.map { String(decoding: $0, as: UTF8.self) }, root: RootCommand.spec)
    }
}
