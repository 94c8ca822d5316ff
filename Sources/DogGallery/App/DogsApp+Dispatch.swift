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
    func parse(_ arguments: [[UInt8]], environment: [String: String]) throws(UsageError) -> DogsCommand {
        try DogsCommand.parse(
            raw: arguments, environment: environment, gallery: workingFolder.flatMap { GalleryLocation.enclosing($0, isGallery: GalleryLocation.isGallery) },
            width: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .output))
        )
    }

    /// Parses the command line, refuses what cannot run as given, and runs the command it names.
    /// `dogs status` is a monitoring check, which exits 0 to 3 only, as the monitoring plugins'
    /// guidelines ask: anything that keeps it from judging (a usage mistake, output it cannot
    /// write) is UNKNOWN.
    func perform(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String>, output: RunOutput) async -> ExitCode {
        let check = Self.isCheck(arguments)
        let code = await performCommand(arguments, environment: environment, undecodable: undecodable, check: check, output: output)
        return check && !(0...3).contains(code.rawValue) ? .unknown : code
    }

    /// Whether the command line runs `dogs status`, the monitoring check.
    package static func isCheck(_ arguments: [[UInt8]]) -> Bool {
        arguments.first == Array("status".utf8)
    }

    /// The check's state line when it cannot judge: `DOGS UNKNOWN - why`.
    package static func uncheckedLine(_ reason: String) -> String {
        StatusSummary.stateLine(StatusVerdict(state: .unknown, reason: reason))
    }

    private func performCommand(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String>, check: Bool, output: RunOutput) async -> ExitCode {
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
        let command: DogsCommand
        do {
            command = try parse(arguments, environment: environment)
        } catch {
            return refuse(error.reason, ExitCode(for: error), usage: error.usage)
        }
        let deadline = command.maxTime.map { holdToDeadline($0, output: output) }
        defer { deadline?.cancel() }
        // A relative path is taken from the working folder by its name, which would then be another's.
        if workingFolder == nil, let folder = command.folder, !folder.hasPrefix("/") {
            return refuse(
                "the working folder's path is not UTF-8, so dogs cannot name \(folder) in it without naming another folder; "
                    + "give --out an absolute path, or run dogs from another folder", .usage
            )
        }
        if let variable = command.unreadableVariable(among: undecodable) {
            return refuse("\(variable) is not UTF-8, so dogs cannot take it as it was given; set it in UTF-8, or unset it", .usage)
        }
        guard let command = fittedToOpenFiles(command, output: output) else { return .cannotCreate }
        switch command {
        case let .help(text):
            output.result(text, newline: false)
            return .success
        case let .manual(page):
            // On a terminal, man shows the page, with its pager; piped, the troff is for man to read.
            if console.columns(of: .output) != nil { showPage(page, environment) }
            output.result(page, newline: false)
            return .success
        case .version:
            // As most tools say it, so that a bug report quoting it names the program too.
            output.result("dogs \(DogsVersion.current)")
            return .success
        case let .breeds(options):
            return await breeds(options, environment: environment, output: output)
        case let .index(options):
            return await index(options.out, environment: environment, output: output)
        case let .verify(options, concurrency):
            return await options.repair
                ? repair(options, concurrency: concurrency, environment: environment, output: output)
                : verify(options, environment: environment, output: output)
        case let .remove(options):
            return await remove(options, environment: environment, output: output)
        case let .fetch(options):
            return await fetch(options, environment: environment, output: output)
        case let .schedule(options):
            return await schedule(options, environment: environment, output: output)
        case let .status(options):
            return status(options, environment: environment, output: output)
        }
    }

    /// Whether a command line the parser refused gives `--json` to a command that takes it: a
    /// script that asked for JSON reads stdout for it, mistakes included.
    static func asksForJSON(_ arguments: [[UInt8]]) -> Bool {
        CommandLineParser.gives("json", in: arguments.map { String(decoding: $0, as: UTF8.self) }, root: DogsCommand.root)
    }
}
