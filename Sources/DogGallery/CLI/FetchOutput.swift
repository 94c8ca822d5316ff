import GalleryJobs
import Platform

/// What a finished `dogs fetch` prints, and how it exits, decided from how the run ended.
package struct FetchOutput: Equatable, Sendable {
    package var stdout: [String] = []
    package var stderr: [String] = []
    package var exitCode: ExitCode

    /// - Parameters:
    ///   - quiet: nothing on success; errors, and the summary of a run that was not a success, still show.
    ///   - json: the run as one JSON object on stdout instead of the summary line; an error too.
    ///   - verbose: also a warning for each failure another picture made good.
    ///   - exitCode: the code the process ends with, when something after the run decided it
    ///     (a metrics file that could not be written).
    package init(_ result: Result<FetchReport, any Error>, stoppedBy stop: StopReason?, quiet: Bool, json: Bool, verbose: Bool, exitCode decided: ExitCode? = nil) {
        switch result {
        case let .success(report):
            let own = stop.map(ExitCode.init(for:)) ?? ExitCode(for: report)
            exitCode = decided ?? own
            // What went wrong after the run says itself; under --quiet a good run's summary stays unsaid.
            let silent = quiet && own == .success
            if verbose { stderr = report.replaced.map { "warning: \($0.source.absoluteString): \($0.error); another picture took its place" } }
            // Files of someone else's are named once, by the run that first finds them: under
            // --quiet too, as that run may be the only one anybody reads.
            stderr += silent ? ForeignFilesWarning.lines(for: report.foreignFiles) : FetchSummary.warnings(for: report)
            if let stop {
                stderr.append(report.saved.isEmpty
                    ? "Error: \(stop) before any picture was complete"
                    : "Error: \(stop); kept the pictures that were complete")
            }
            if json {
                stdout = [FetchJSON.render(report, stoppedBy: stop, exitCode: exitCode)]
            } else if !silent {
                stdout = [FetchSummary.line(for: report)]
            }
        case let .failure(error):
            let own = ExitCode(for: error, stoppedBy: stop)
            exitCode = decided ?? own
            let message = if let stop, own == ExitCode(for: stop) { "\(stop) before any picture was complete" } else { "\(error)" }
            stderr = ["Error: \(message)"]
            if json { stdout = [ReportJSON.error(message, exitCode: exitCode)] }
        }
    }
}
