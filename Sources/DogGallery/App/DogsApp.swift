import Foundation

/// `dogs` from its command line to its exit code: parses the arguments, wires the network, the
/// gallery and the terminal together, prints, and decides the exit code. The executable adds only
/// what belongs to a process: signal set-up, the malloc setting and `exit`.
public struct DogsApp: Sendable {
    let console: any Console
    let signals: SignalForwarding
    let openNetwork: @Sendable (CurlTransport.Configuration) -> any NetworkTransport
    let endNow: @Sendable (ExitCode) -> Void
    /// The user's crontab, found on the PATH of the environment given.
    let openCrontab: @Sendable ([String: String]) -> any Crontab
    /// This program's absolute path, for a schedule to run it.
    let executable: @Sendable () -> String?
    /// The folder a relative path is taken from.
    let workingDirectory: @Sendable () -> String
    /// The time a run is recorded at.
    let now: @Sendable () -> Date

    /// - Parameters:
    ///   - signals: where stop signals go; a run attaches its supervisor while it lasts.
    ///   - openNetwork: the network one run uses; the run invalidates it when it ends.
    ///   - endNow: ends the process at once, for a second signal or a stopped run that overran its grace period.
    public init(
        console: any Console, signals: SignalForwarding,
        openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport = { CurlTransport($0) },
        endNow: @escaping @Sendable (ExitCode) -> Void
    ) {
        self.init(console: console, signals: signals, openNetwork: openNetwork, endNow: endNow, openCrontab: { environment in
            SystemCrontab(program: SystemCrontab.locate(in: environment["PATH"]) { access($0, X_OK) == 0 }, runner: ProcessRunner())
        })
    }

    init(
        console: any Console, signals: SignalForwarding, openNetwork: @escaping @Sendable (CurlTransport.Configuration) -> any NetworkTransport,
        endNow: @escaping @Sendable (ExitCode) -> Void, openCrontab: @escaping @Sendable ([String: String]) -> any Crontab,
        executable: @escaping @Sendable () -> String? = RunningExecutable.path,
        workingDirectory: @escaping @Sendable () -> String = { FileManager.default.currentDirectoryPath },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.console = console
        self.signals = signals
        self.openNetwork = openNetwork
        self.endNow = endNow
        self.openCrontab = openCrontab
        self.executable = executable
        self.workingDirectory = workingDirectory
        self.now = now
    }

    /// Runs the command line, given as the process received it, byte for byte.
    public func run(_ arguments: [[UInt8]], environment: [String: String]) async -> ExitCode {
        let output = RunOutput(console: console, progressWidth: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .errors)))
        let code = await perform(arguments, environment: environment, output: output)
        return code == .success && output.lostResults ? .outputFailed : code
    }

    private func perform(_ arguments: [[UInt8]], environment: [String: String], output: RunOutput) async -> ExitCode {
        let command: DogsCommand
        do {
            command = try DogsCommand.parse(
                raw: arguments, environment: environment, width: TerminalWidth.columns(environment: environment, terminal: console.columns(of: .output))
            )
        } catch {
            output.error("Error: \(error.reason)\n\(error.usage)")
            // A script that asked for JSON reads stdout for it, mistakes included.
            if Self.asksForJSON(arguments) { output.result(FetchJSON.renderError(error.reason, exitCode: ExitCode(for: error))) }
            return ExitCode(for: error)
        }
        switch command {
        case let .help(text):
            output.result(text, newline: false)
            return .success
        case .version:
            output.result(DogsVersion.current)
            return .success
        case let .breeds(apiBase):
            let network = openNetwork(.init(timeout: DogsCommand.defaultTimeout, maxIdleConnections: 1, allowsRedirect: SourcePolicy(apiBase: apiBase).allows))
            defer { network.invalidate() }
            let service = DogService(session: RetryingHTTPSession(network, retrier: Retrier()), baseURL: apiBase)
            return await reportingErrors(output) {
                for breed in try await service.breeds() { output.result(breed.description) }
            }
        case let .index(folder):
            return await index(folder, environment: environment, output: output)
        case let .verify(options):
            return await options.repair
                ? repair(options, environment: environment, output: output) : verify(options.output, environment: environment, output: output)
        case let .remove(options):
            return await remove(options, environment: environment, output: output)
        case let .fetch(options):
            return await fetch(options, environment: environment, output: output)
        case let .schedule(options):
            return await schedule(options, environment: environment, output: output)
        case let .status(folder, json):
            return status(folder, json: json, environment: environment, output: output)
        }
    }

    /// Whether `--json` is among the options, before any `--`.
    static func asksForJSON(_ arguments: [[UInt8]]) -> Bool {
        arguments.prefix { $0 != Array("--".utf8) }.contains(Array("--json".utf8))
    }

    /// `DOGS_PAGE_SIZE`, undocumented: the page size of a gallery made now, small in tests so a
    /// few pictures fill many pages.
    static func pageSize(_ environment: [String: String]) -> Int? {
        environment["DOGS_PAGE_SIZE"].flatMap(Int.init)
    }

    /// Runs `operation` with signals and `maxTime` able to stop it; a second signal, or a stopped
    /// run that overruns its grace period, ends the process at once and the next run sweeps what it left.
    func supervised<Value: Sendable>(
        maxTime: Double?, _ operation: @escaping @Sendable () async throws -> Value
    ) async -> (result: Result<Value, any Error>, stoppedBy: StopReason?) {
        let supervisor = RunSupervisor { [endNow] reason in endNow(ExitCode(for: reason)) }
        signals.attach(supervisor)
        defer { signals.attach(nil) }
        let result = await supervisor.run(maxTime: maxTime, operation)
        return (result, supervisor.stopReason)
    }

    /// What a supervised run ends with: `conclude` prints its result and gives its exit code,
    /// unless a signal or the deadline stopped it; a failure is one error line.
    func concluding<Value>(
        _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, output: RunOutput, _ conclude: (Value) -> ExitCode
    ) -> ExitCode {
        switch result {
        case let .success(value):
            let code = conclude(value)
            guard let stop else { return code }
            output.error("Error: \(stop)")
            return ExitCode(for: stop)
        case let .failure(error):
            output.error("Error: \(error)")
            return ExitCode(for: error, stoppedBy: stop)
        }
    }

    func reportingErrors(_ output: RunOutput, _ style: TerminalStyle = .plain, _ body: () async throws -> Void) async -> ExitCode {
        do {
            try await body()
            return .success
        } catch {
            output.error("Error: \(error)", style)
            return ExitCode(for: error)
        }
    }
}
