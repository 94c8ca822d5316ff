import DogGallery
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `dogs` command: parses arguments, wires the real network, file system and signals into
/// `DogGallery`, prints, and turns the outcome into an exit code.
@main
struct Dogs {
    static func main() async {
        let code = await run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        exit(code.rawValue)
    }

    private static func run(_ arguments: [String], environment: [String: String]) async -> ExitCode {
        let command: DogsCommand
        do {
            command = try DogsCommand.parse(arguments, environment: environment)
        } catch {
            printError("Error: \(error.reason)\n\(error.usage)")
            return ExitCode(for: error)
        }
        switch command {
        case let .help(text):
            print(text, terminator: "")
            return .success
        case .version:
            print(DogsVersion.current)
            return .success
        case let .breeds(apiBase):
            let transport = makeTransport(timeout: 30, concurrency: 1, policy: SourcePolicy(apiBase: apiBase))
            defer { transport.invalidate() }
            let service = DogService(session: RetryingHTTPSession(transport, retrier: Retrier()), baseURL: apiBase)
            return await reportingErrors {
                for breed in try await service.breeds() { print(breed) }
            }
        case let .index(output):
            let store = GalleryStore(root: URL(fileURLWithPath: output))
            return await reportingErrors {
                print(IndexSummary.line(for: try GalleryIndexer(store: store).rebuild(), in: store.root))
            }
        case let .fetch(options):
            return await fetch(options)
        }
    }

    private static func fetch(_ options: FetchOptions) async -> ExitCode {
        let policy = SourcePolicy(apiBase: options.apiBase, allowedHosts: options.allowedHosts)
        let transport = makeTransport(timeout: options.timeout, concurrency: options.concurrency, policy: policy)
        defer { transport.invalidate() }
        let retrier = Retrier(policy: RetryPolicy(retries: options.retries))
        let fetcher = GalleryFetcher(
            service: DogService(session: RetryingHTTPSession(transport, retrier: retrier), baseURL: options.apiBase),
            downloader: Downloader(transport: transport, retrier: retrier, concurrency: options.concurrency, maxBytes: options.maxBytes),
            store: GalleryStore(root: URL(fileURLWithPath: options.output)),
            policy: policy
        )

        // A second signal, or a stopped run that overruns its grace period, ends the process at
        // once; the next run sweeps what it left.
        let supervisor = RunSupervisor { reason in _exit(ExitCode(for: reason).rawValue) }
        let signals = [SIGINT, SIGTERM].map { number in watch(number) { supervisor.receive(signal: number) } }
        defer { signals.forEach { $0.cancel() } }
        let result = await supervisor.run(maxTime: options.maxTime) { try await fetcher.fetch(options.request) }

        switch (result, supervisor.stopReason) {
        case let (.success(report), stop):
            FetchSummary.warnings(for: report).forEach(printError)
            if let stop { printError("Error: \(stop); kept the pictures that were complete") }
            print(FetchSummary.line(for: report))
            return stop.map(ExitCode.init(for:)) ?? ExitCode(for: report)
        case let (.failure(error), stop):
            let code = ExitCode(for: error, stoppedBy: stop)
            if let stop, code == ExitCode(for: stop) {
                printError("Error: \(stop) before any picture was complete")
            } else {
                printError("Error: \(error)")
            }
            return code
        }
    }

    private static func reportingErrors(_ body: () async throws -> Void) async -> ExitCode {
        do {
            try await body()
            return .success
        } catch {
            printError("Error: \(error)")
            return ExitCode(for: error)
        }
    }

    private static func makeTransport(timeout: Double, concurrency: Int, policy: SourcePolicy) -> URLSessionTransport {
        URLSessionTransport(.init(timeout: timeout, maxConnectionsPerHost: concurrency, allowsRedirect: policy.allows))
    }

    private static func watch(_ number: Int32, handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
