import DogGallery
import Dispatch
import Foundation
import MallocTuning
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `dogs` command: parses arguments, wires the real network, file system and signals into
/// `DogGallery`, prints, and turns the outcome into an exit code.
@main
struct Dogs {
    private static let signals = SignalForwarding()
    private static let stdoutFailed = Mutex(false)

    static func main() {
        // Before any other thread exists, so that every thread inherits the blocked signals.
        StopSignals.block()
        StandardStream.reserve()
        dogs_limit_malloc_arenas(1)
        StopSignals.forward { number in
            // With no run to wind down, nothing is half-done: stop at once.
            if !signals.receive(signal: number) { _exit(ExitCode(for: .signal(number)).rawValue) }
        }
        // The bytes as given: CommandLine.arguments would turn a stray byte into U+FFFD.
        // A stride, not 1..<argc: a program may exec dogs with no arguments at all, not even its name.
        let arguments = stride(from: 1, to: Int(CommandLine.argc), by: 1).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map(UInt8.init(bitPattern:)) } ?? []
        }
        let environment = ProcessInfo.processInfo.environment
        let finished = DispatchSemaphore(value: 0)
        let code = Mutex(ExitCode.software)
        // Detached: main runs on the main actor, whose queue nothing drains while main waits.
        Task.detached {
            let result = await run(arguments, environment: environment)
            code.withLock { $0 = result }
            finished.signal()
        }
        // Not dispatchMain(): it parks the main thread in sigsuspend with every signal unblocked.
        finished.wait()
        let result = code.withLock { $0 }
        exit((result == .success && stdoutFailed.withLock { $0 } ? ExitCode.outputFailed : result).rawValue)
    }

    private static func run(_ arguments: [[UInt8]], environment: [String: String]) async -> ExitCode {
        let command: DogsCommand
        do {
            command = try DogsCommand.parse(raw: arguments, environment: environment)
        } catch {
            printError("Error: \(error.reason)\n\(error.usage)")
            return ExitCode(for: error)
        }
        switch command {
        case let .help(text):
            printOut(text, newline: false)
            return .success
        case .version:
            printOut(DogsVersion.current)
            return .success
        case let .breeds(apiBase):
            let transport = makeTransport(timeout: DogsCommand.defaultTimeout, concurrency: 1, policy: SourcePolicy(apiBase: apiBase))
            defer { transport.invalidate() }
            let service = DogService(session: RetryingHTTPSession(transport, retrier: Retrier()), baseURL: apiBase)
            return await reportingErrors {
                for breed in try await service.breeds() { printOut(breed.description) }
            }
        case let .index(output):
            let store = GalleryStore(root: URL(fileURLWithPath: output))
            // A signal lets the pages being written be finished, then ends the run.
            let supervisor = RunSupervisor { reason in _exit(ExitCode(for: reason).rawValue) }
            signals.attach(supervisor)
            defer { signals.attach(nil) }
            let code = await reportingErrors {
                let (manifest, foreignFiles) = try GalleryIndexer(store: store).rebuild()
                ForeignFilesWarning.lines(for: foreignFiles).forEach { printError($0) }
                printOut(IndexSummary.line(for: manifest, in: store.root))
            }
            guard let stop = supervisor.stopReason else { return code }
            printError("Error: \(stop)")
            return ExitCode(for: stop)
        case let .fetch(options):
            return await fetch(options, environment: environment)
        }
    }

    private static func fetch(_ options: FetchOptions, environment: [String: String]) async -> ExitCode {
        let style = TerminalStyle(
            stderrIsTerminal: isatty(STDERR_FILENO) == 1, environment: environment,
            quiet: options.quiet, json: options.json, verbose: options.verbose
        )
        let policy = SourcePolicy(apiBase: options.apiBase, allowedHosts: options.allowedHosts)
        let network = makeTransport(timeout: options.timeout, concurrency: options.concurrency, policy: policy)
        defer { network.invalidate() }
        let transport: any HTTPSession & HTTPDownloading = options.verbose
            ? LoggingTransport(network) { printError($0, style) }
            : network
        let meter = style.showsProgress ? ProgressMeter { StandardStream.write(TerminalStyle.redraw($0), to: STDERR_FILENO) } : nil
        let retrier = Retrier(policy: RetryPolicy(retries: options.retries))
        let fetcher = GalleryFetcher(
            service: DogService(session: RetryingHTTPSession(transport, retrier: retrier), baseURL: options.apiBase),
            downloader: Downloader(
                transport: transport, retrier: retrier, concurrency: options.concurrency, maxBytes: options.maxBytes,
                progress: { meter?.record($0) }
            ),
            store: GalleryStore(root: URL(fileURLWithPath: options.output)),
            policy: policy
        )
        if options.dryRun {
            return await reportingErrors(style) {
                let preview = try await fetcher.preview(options.request)
                FetchSummary.warnings(skipped: preview.skipped).forEach { printError($0, style) }
                DryRunSummary.lines(for: preview.planned, in: URL(fileURLWithPath: options.output)).forEach { printOut($0) }
            }
        }

        // A second signal, or a stopped run that overruns its grace period, ends the process at
        // once; the next run sweeps what it left.
        let supervisor = RunSupervisor { reason in _exit(ExitCode(for: reason).rawValue) }
        signals.attach(supervisor)
        defer { signals.attach(nil) }
        let result = await supervisor.run(maxTime: options.maxTime) { try await fetcher.fetch(options.request) }
        meter?.finish()

        let output = FetchOutput(result, stoppedBy: supervisor.stopReason, quiet: options.quiet, json: options.json)
        output.stderr.forEach { printError($0, style) }
        output.stdout.forEach { printOut($0) }
        return output.exitCode
    }

    private static func reportingErrors(_ style: TerminalStyle = .plain, _ body: () async throws -> Void) async -> ExitCode {
        do {
            try await body()
            return .success
        } catch {
            printError("Error: \(error)", style)
            return ExitCode(for: error)
        }
    }

    private static func makeTransport(timeout: Int, concurrency: Int, policy: SourcePolicy) -> CurlTransport {
        // The API's requests share the pool with the downloads: one more connection than run at once.
        CurlTransport(.init(timeout: timeout, maxIdleConnections: concurrency + 1, allowsRedirect: policy.allows))
    }

    /// Errors and warnings: a failed write is ignored (the exit code still tells).
    private static func printError(_ line: String, _ style: TerminalStyle = .plain) {
        StandardStream.write(style.styled(TerminalText.printable(line)) + "\n", to: STDERR_FILENO)
    }

    /// Results: a failed write turns a successful run's exit code into 74.
    private static func printOut(_ text: String, newline: Bool = true) {
        if !StandardStream.write(TerminalText.printable(text) + (newline ? "\n" : ""), to: STDOUT_FILENO) {
            stdoutFailed.withLock { $0 = true }
        }
    }
}
