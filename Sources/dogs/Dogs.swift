import DogGallery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `dogs` command: parses arguments, wires the real network and file system into
/// `DogGallery`, prints, and turns the outcome into an exit code.
@main
struct Dogs {
    static func main() async {
        let code = await run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        exit(code.rawValue)
    }

    private static func run(_ arguments: [String], environment: [String: String]) async -> ExitCode {
        do {
            switch try DogsCommand.parse(arguments, environment: environment) {
            case let .help(text):
                print(text, terminator: "")
                return .success
            case .version:
                print(DogsVersion.current)
                return .success
            case let .breeds(apiBase):
                let session = makeSession(concurrency: 1)
                defer { session.finishTasksAndInvalidate() }
                for breed in try await DogService(session: session, baseURL: apiBase).breeds() {
                    print(breed)
                }
                return .success
            case let .index(output):
                let store = GalleryStore(root: URL(fileURLWithPath: output))
                let manifest = try store.rebuildIndexes()
                print("Indexed \(manifest.pictures.count) pictures: open \(store.root.appendingPathComponent(HTMLIndex.fileName).path)")
                return .success
            case let .fetch(options):
                let session = makeSession(concurrency: options.concurrency)
                defer { session.finishTasksAndInvalidate() }
                let fetcher = GalleryFetcher(
                    service: DogService(session: session, baseURL: options.apiBase),
                    downloader: Downloader(session: session, concurrency: options.concurrency),
                    store: GalleryStore(root: URL(fileURLWithPath: options.output))
                )
                let report = try await fetcher.fetch(options.request)
                FetchSummary.warnings(for: report).forEach(printError)
                print(FetchSummary.line(for: report))
                return ExitCode(for: report)
            }
        } catch let error as UsageError {
            printError("Error: \(error.reason)\n\(error.usage)")
            return .usage
        } catch {
            printError("Error: \(error)")
            return ExitCode(for: error)
        }
    }

    private static func makeSession(concurrency: Int) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = concurrency
        return URLSession(configuration: configuration)
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
