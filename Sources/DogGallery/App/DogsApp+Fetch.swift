import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import GalleryJobs
import Platform

extension DogsApp {
    /// `dogs fetch`: the network, the downloader and the gallery wired for one run, the progress
    /// line while it lasts, and what it prints when it ends.
    func fetch(_ command: FetchCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let style = TerminalStyle(
            stderrIsTerminal: console.errorsGoToTerminal, environment: environment,
            quiet: command.quiet, json: command.json, verbose: command.verbose
        )
        command.warnings.forEach { output.error($0, style) }
        let policy = SourcePolicy(apiBase: command.settings.apiBase, allowedHosts: command.settings.allowHost)
        // The API's requests share the pool with the downloads: one more connection than run at once.
        let network = network(
            .init(timeout: command.settings.timeout, maxIdleConnections: command.settings.concurrency + 1, transfersAtOnce: command.settings.concurrency, allowsRedirect: policy.allows),
            environment: environment
        )
        defer { network.invalidate() }
        let transport = command.verbose ? logging(network) { output.error($0, style) } : network
        let meter = style.showsProgress ? ProgressMeter { output.progress($0) } : nil
        let retrier = Retrier(
            policy: RetryPolicy(retries: command.settings.retries), sleep: scheduler.sleeper, notify: command.verbose ? { @Sendable (notice: RetryNotice) in output.error(notice.line, style) } : nil
        )
        let gallery = URL(fileURLWithPath: command.out)
        let service = DogService(session: RetryingHTTPSession(transport, retrier: retrier), baseURL: command.settings.apiBase)
        let fetcher = GalleryFetcher(
            service: service,
            downloader: Downloader(
                transport: transport, retrier: retrier, concurrency: command.settings.concurrency, maxBytes: command.settings.maxBytes,
                progress: { meter?.take($0) }
            ),
            opener: GalleryOpener(root: gallery, pageSize: Self.pageSize(environment), note: { output.error($0, style) }, abruptEnd: abruptEnd),
            policy: policy
        )
        // A metrics file the run may not replace is refused before it asks anything.
        let refusal: MetricsFileError?
        do throws(MetricsFileError) {
            try command.prometheusFile.map { file throws(MetricsFileError) in try checkMetricsFile(file, gallery: command.out) }
            refusal = nil
        } catch {
            refusal = error
        }
        if command.dryRun {
            return await reportingErrors(output, style) {
                if let refusal { throw refusal }
                let preview: (planned: [PlannedDownload], skipped: [FetchReport.Skip], removed: [Picture], count: Int)
                do {
                    preview = try await fetcher.preview(command.request)
                } catch {
                    throw await explained(error, breed: command.request.breed, service: service)
                }
                FetchSummary.warnings(skipped: preview.skipped).forEach { output.error($0, style) }
                DryRunSummary.lines(for: preview.planned, removing: preview.removed, of: preview.count, in: gallery).forEach { output.result($0) }
            }
        }

        // Until the first picture arrives, the line says who is being asked: a slow API is not a hung dogs.
        if meter != nil { output.progress("Asking \(command.settings.apiBase.host ?? "the API") for \(PageText.count(command.request.wanted))…") }
        var (result, stop): (Result<FetchReport, any Error>, StopReason?)
        if let refusal {
            (result, stop) = (.failure(refusal), nil)
        } else {
            (result, stop) = await supervised(maxTime: command.settings.maxTime, recording: command, output: output) { try await fetcher.fetch(command.request) }
        }
        if case let .failure(error) = result { result = .failure(await explained(error, breed: command.request.breed, service: service)) }
        meter?.finish()
        let judged = FetchOutput(result, stoppedBy: stop, quiet: command.quiet, json: command.json, verbose: command.verbose)
        // Recorded, and the metrics written, first: what the run prints says the code it ends with.
        let (code, problem) = record(
            command, result, stoppedBy: stop, exitCode: judged.exitCode, every: command.every.map { $0.minutes * 60 },
            metrics: refusal == nil ? command.prometheusFile : nil, output: output
        ) { report in
            (FetchSummary.line(for: report), [.pictures: report.galleryCount, .saved: report.saved.count, .failed: report.failed.count])
        }
        let printed = code == judged.exitCode ? judged : FetchOutput(result, stoppedBy: stop, quiet: command.quiet, json: command.json, verbose: command.verbose, exitCode: code)
        printed.stderr.forEach { output.error($0, style) }
        if let problem { output.error("Error: \(problem)", style) }
        printed.stdout.forEach { output.result($0) }
        return printed.exitCode
    }

    /// A breed the API does not know, named with the breeds it most likely meant: the breed list
    /// is asked for then, and only then. Any other error, or a list that cannot be had, as it was.
    private func explained(_ error: any Error, breed: Breed?, service: DogService) async -> any Error {
        guard let breed, let failure = error as? DogServiceError, failure.isUnknownBreed else { return error }
        let known = (try? await service.breeds()) ?? []
        return UnknownBreed(given: breed, suggestions: Breed.suggestions(for: breed, among: known))
    }

    private func logging(_ network: some NetworkTransport, to log: @escaping @Sendable (String) -> Void) -> any HTTPSession & HTTPDownloading {
        LoggingTransport(network, log: log)
    }
}
