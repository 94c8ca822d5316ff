import ArgumentParsing
import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import Platform

/// `dogs` from its command line to its exit code: parses the arguments, wires the network, the
/// gallery and the terminal together, prints, and decides the exit code. The executable adds only
/// what belongs to a process: signal set-up, the malloc setting and `exit`.
public struct DogsApp: Sendable {
    let console: any Console
    let signals: SignalForwarding
    let openNetwork: @Sendable (CurlTransport.Configuration) -> any NetworkTransport
    let endNow: @Sendable (ExitCode) -> Void
    /// Waits for whole work under way and tidies up the gallery before `endNow` (see `endAtOnce`).
    let abruptEnd = AbruptEnd()
    /// The folder dogs was started in: where it looks for the gallery `--out` stands for when
    /// absent, and what a relative path is taken from; nil when its path is not UTF-8 (see
    /// `WorkingFolder`), and then no relative path is taken from it.
    let workingFolder: String?
    var currentDirectory: String { workingFolder ?? "/" }
    /// The limit on open files, weighed before a run starts (see `OpenFileBudget`).
    let openFiles: OpenFiles
    /// The user's crontab, found on the PATH of the environment given.
    let openCrontab: @Sendable ([String: String]) -> any Crontab
    /// This program's absolute path, for a schedule to run it.
    let executable: @Sendable () -> String?
    /// Whether a program a crontab line runs is there to run.
    let isRunnable: @Sendable (String) -> Bool
    /// Refuses a gallery a scheduled run could not make or write, as that run would (see `GalleryOpener.preflight`).
    let checkScheduledGallery: @Sendable (String) throws -> Void
    /// The time a run is recorded at.
    let now: @Sendable () -> Date
    /// Where the deadline, the grace period and the waits between retries are kept: the
    /// process's `Lifeline`, whose timers need no thread of the task pool.
    let scheduler: any Scheduling

    /// - Parameters:
    ///   - signals: where stop signals go; a run attaches its supervisor while it lasts.
    ///   - openNetwork: the network one run uses; the run invalidates it when it ends.
    ///   - scheduler: keeps the deadline, the grace period and the waits between retries.
    ///   - endNow: ends the process at once, for a second signal or a stopped run that overran its grace period.
    public init(
        console: any Console, signals: SignalForwarding,
        openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport,
        currentDirectory: String?, openFiles: OpenFiles = .system,
        scheduler: any Scheduling = TaskScheduling(), endNow: @escaping @Sendable (ExitCode) -> Void
    ) {
        self.init(
            console: console, signals: signals, openNetwork: openNetwork, currentDirectory: currentDirectory, openFiles: openFiles,
            scheduler: scheduler, endNow: endNow, openCrontab: { environment in
                SystemCrontab(
                    program: SystemCrontab.locate(in: environment["PATH"]) { access($0, X_OK) == 0 }, runner: ProcessRunner(),
                    lock: SystemCrontab.lockPath(environment: environment)
                )
            }
        )
    }

    init(
        console: any Console, signals: SignalForwarding, openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport,
        currentDirectory: String?, openFiles: OpenFiles = .system, scheduler: any Scheduling = TaskScheduling(),
        endNow: @escaping @Sendable (ExitCode) -> Void, openCrontab: @escaping @Sendable ([String: String]) -> any Crontab,
        executable: @escaping @Sendable () -> String? = RunningExecutable.path, isRunnable: @escaping @Sendable (String) -> Bool = { access($0, X_OK) == 0 },
        checkScheduledGallery: @escaping @Sendable (String) throws -> Void = { try GalleryOpener(root: URL(fileURLWithPath: $0, isDirectory: true)).preflight() },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.console = console
        self.signals = signals
        self.openNetwork = openNetwork
        workingFolder = currentDirectory
        self.openFiles = openFiles
        self.endNow = endNow
        self.openCrontab = openCrontab
        self.executable = executable
        self.isRunnable = isRunnable
        self.checkScheduledGallery = checkScheduledGallery
        self.now = now
        self.scheduler = scheduler
    }

    /// Runs the command line, given as the process received it, byte for byte.
    /// `undecodable` names the variables of the process's environment whose value is not UTF-8,
    /// which `environment` leaves out.
    public func run(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String> = []) async -> ExitCode {
        let output = RunOutput(console: console, progressWidth: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .errors)))
        let code = await perform(arguments, environment: environment, undecodable: undecodable, output: output)
        guard let lost = output.lostResults else { return code }
        // A reader that stopped reading (`dogs breeds | head`) wants no more, and no complaint.
        if lost.code != EPIPE { output.error("Error: cannot write to standard output: \(lost.reason)") }
        return code == .success ? .outputFailed : code
    }

    /// The `--max-time` the command line gives, if it is a run that takes one: for the process to
    /// hold it from the moment the arguments are read, whatever becomes of the run.
    public func maxTime(of arguments: [[UInt8]], environment: [String: String]) -> Double? {
        guard case let .fetch(options)? = try? parse(arguments, environment: environment) else { return nil }
        return options.maxTime
    }

    private func parse(_ arguments: [[UInt8]], environment: [String: String]) throws(UsageError) -> DogsCommand {
        try DogsCommand.parse(
            raw: arguments, environment: environment, gallery: workingFolder.flatMap { GalleryLocation.enclosing($0, isGallery: GalleryLocation.isGallery) },
            width: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .output))
        )
    }

    private func perform(_ arguments: [[UInt8]], environment: [String: String], undecodable: Set<String>, output: RunOutput) async -> ExitCode {
        let command: DogsCommand
        do {
            command = try parse(arguments, environment: environment)
        } catch {
            output.error("Error: \(error.reason)\n\(error.usage)")
            // A script that asked for JSON reads stdout for it, mistakes included.
            if Self.asksForJSON(arguments) { output.result(ReportJSON.error(error.reason, exitCode: ExitCode(for: error))) }
            return ExitCode(for: error)
        }
        // A relative path is taken from the working folder by its name, which would then be another's.
        if workingFolder == nil, let folder = command.folder, !folder.hasPrefix("/") {
            output.error("Error: the working folder's path is not UTF-8, so dogs cannot name \(folder) in it without naming another folder; "
                + "give --out an absolute path, or run dogs from another folder")
            return .usage
        }
        if let variable = command.unreadableVariable(among: undecodable) {
            output.error("Error: \(variable) is not UTF-8, so dogs cannot take it as it was given; set it in UTF-8, or unset it")
            return .usage
        }
        guard let command = fittedToOpenFiles(command, output: output) else { return .cannotCreate }
        switch command {
        case let .help(text):
            output.result(text, newline: false)
            return .success
        case .version:
            // As most tools say it, so that a bug report quoting it names the program too.
            output.result("dogs \(DogsVersion.current)")
            return .success
        case let .breeds(apiBase, json, filter):
            let network = network(.init(timeout: DogsCommand.defaultTimeout, maxIdleConnections: 1, transfersAtOnce: 1, allowsRedirect: SourcePolicy(apiBase: apiBase).allows), environment: environment)
            defer { network.invalidate() }
            let service = DogService(session: RetryingHTTPSession(network, retrier: Retrier(sleep: scheduler.sleeper)), baseURL: apiBase)
            let breeds: [Breed]
            do {
                breeds = try await service.breeds()
            } catch {
                output.error("Error: \(error)")
                // A script that asked for JSON reads stdout for it, mistakes included.
                if json { output.result(ReportJSON.error("\(error)", exitCode: ExitCode(for: error))) }
                return ExitCode(for: error)
            }
            let listed = filter.map { BreedQuery.matching($0, among: breeds) } ?? breeds
            if let filter, listed.isEmpty {
                let reason = "no breed's name holds '\(TerminalText.oneLine(filter, maxLength: 80))' ('dogs breeds' lists them all)"
                output.error("Error: \(reason)")
                if json { output.result(ReportJSON.error(reason, exitCode: ExitCode.usage)) }
                return .usage
            }
            if json {
                output.result(BreedsListing.json(for: listed))
            } else {
                BreedsListing.lines(for: listed, aligned: console.columns(of: .output) != nil).forEach { output.result($0) }
            }
            return .success
        case let .index(folder):
            return await index(folder, environment: environment, output: output)
        case let .verify(options):
            return await options.repair
                ? repair(options, environment: environment, output: output) : verify(options, environment: environment, output: output)
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

    /// The command as the limit on open files lets it run: the soft limit raised toward the hard
    /// one when the run needs more, fewer downloads at once when even that is too low (said with
    /// --verbose), or nil, the reason printed, when not even one fits.
    private func fittedToOpenFiles(_ command: DogsCommand, output: RunOutput) -> DogsCommand? {
        guard let budget = Self.openFileBudget(of: command) else { return command }
        var (soft, hard) = openFiles.limits()
        let open = openFiles.open()
        var decision = budget.decision(soft: soft, hard: hard, open: open)
        if case let .raise(limit, _) = decision, !openFiles.raise(limit) {
            // The system would not raise it: what the soft limit allows is all there is.
            hard = soft
            decision = budget.decision(soft: soft, hard: hard, open: open)
        }
        switch decision {
        case let .refuse(reason):
            output.error("Error: \(reason)")
            return nil
        case let .keep(transfers), let .raise(_, transfers):
            guard transfers < budget.transfers else { return command }
            switch command {
            case var .fetch(options):
                if options.verbose {
                    output.error("note: downloading \(transfers) at once, not \(options.concurrency): this process may open only \(hard) files (ulimit -n)")
                }
                options.concurrency = transfers
                return .fetch(options)
            case var .verify(options):
                options.concurrency = transfers
                return .verify(options)
            default:
                return command
            }
        }
    }

    /// What `command` needs: the API's connection besides its downloads for a fetch and a
    /// repair, one picture read on each core for `dogs verify`; nil for a command that opens
    /// nothing (help, the version, a completion script or the manual page).
    static func openFileBudget(of command: DogsCommand, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> OpenFileBudget? {
        switch command {
        case let .fetch(options): OpenFileBudget(fixed: 1, transfers: options.concurrency)
        case let .verify(options) where options.repair: OpenFileBudget(fixed: cores, transfers: options.concurrency)
        case .verify: OpenFileBudget(fixed: cores, transfers: 0)
        case .breeds: OpenFileBudget(fixed: 1, transfers: 0)
        case .index, .remove, .status, .schedule: OpenFileBudget(fixed: 0, transfers: 0)
        case .help, .version: nil
        }
    }

    /// Whether `--json` is among the options, before any `--`, of a command that takes it.
    static func asksForJSON(_ arguments: [[UInt8]]) -> Bool {
        guard let name = arguments.first.map({ String(decoding: $0, as: UTF8.self) }),
              let command = try? DogsCommand.root.subcommand(named: name), command.options.contains(where: { $0.name == "json" })
        else { return false }
        return arguments.prefix { $0 != Array("--".utf8) }.contains(Array("--json".utf8))
    }

    /// The network for one run, trusting the certificates the environment names as curl does
    /// (`CURL_CA_BUNDLE`, else `SSL_CERT_FILE`), for a mirror or a proxy with a private CA.
    func network(_ configuration: CurlTransport.Configuration, environment: [String: String]) -> any NetworkTransport {
        var configuration = configuration
        configuration.caBundle = DogsCommand.caBundleVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return openNetwork(configuration)
    }

    /// `DOGS_PAGE_SIZE`, undocumented: the page size of a gallery made now, small in tests so a
    /// few pictures fill many pages.
    static func pageSize(_ environment: [String: String]) -> Int? {
        environment["DOGS_PAGE_SIZE"].flatMap(Int.init)
    }

    /// Ends the process with `code` without winding the run down, for a second signal, a stopped
    /// run past its grace period, or a signal with no run to stop: once any commit under way is
    /// done, with no temporary file left and no gallery begun and never saved to.
    public func endAtOnce(_ code: ExitCode) {
        abruptEnd.end { endNow(code) }
    }

    /// Runs `operation` with signals and `maxTime` able to stop it; a second signal, or a stopped
    /// run that overruns its grace period, ends the process at once (see `endAtOnce`), recording
    /// the run as `recording` names it (see `record`).
    /// Ending at once, it clears `output`'s progress line and says so in one line.
    func supervised<Value: Sendable>(
        maxTime: Double?, recording run: (command: String, gallery: String)? = nil, output: RunOutput,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async -> (result: Result<Value, any Error>, stoppedBy: StopReason?) {
        let supervisor = RunSupervisor { [abruptEnd, endNow, now, weak output] reason, bySignal in
            let code = ExitCode(for: reason)
            // The prompt after it starts on a line of its own, and the mail from cron says why.
            output?.end(saying: "Error: \(reason)\(bySignal ? ", then a second signal" : ", and the run did not wind down within \(Int(RunSupervisor.defaultGracePeriod)) s"): "
                + "stopped at once, before winding down")
            abruptEnd.end {
                // Inside the end's own section, after the tidy-up: a gallery taken away records nothing.
                if let run {
                    let record = RunRecord(time: now(), command: run.command, exitCode: code.rawValue, message: "\(reason); ended at once, before winding down")
                    _ = RunLog.add(record, toGalleryAt: URL(fileURLWithPath: run.gallery).path)
                }
                endNow(code)
            }
        }
        signals.attach(supervisor)
        defer { signals.attach(nil) }
        let result = await supervisor.run(maxTime: maxTime, scheduler: scheduler, operation)
        return (result, supervisor.stopReason)
    }

    /// What a supervised run ends with: `conclude` prints its result and gives its exit code,
    /// unless a signal or the deadline stopped it; a failure is one error line.
    /// With `json`, a failure is also the one JSON object a script reads on stdout.
    func concluding<Value>(
        _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, output: RunOutput, json: Bool = false, _ conclude: (Value) -> ExitCode
    ) -> ExitCode {
        switch result {
        case let .success(value):
            let code = conclude(value)
            guard let stop else { return code }
            output.error("Error: \(stop)")
            return ExitCode(for: stop)
        case let .failure(error):
            let code = ExitCode(for: error, stoppedBy: stop)
            output.error("Error: \(error)")
            if json { output.result(ReportJSON.error("\(error)", exitCode: code)) }
            return code
        }
    }

    /// With `json`, a failure is also the one JSON object a script reads on stdout.
    func reportingErrors(_ output: RunOutput, _ style: TerminalStyle = .plain, json: Bool = false, _ body: () async throws -> Void) async -> ExitCode {
        do {
            try await body()
            return .success
        } catch {
            let code = ExitCode(for: error)
            output.error("Error: \(error)", style)
            if json { output.result(ReportJSON.error("\(error)", exitCode: code)) }
            return code
        }
    }
}
