import DogCEOClient
import Foundation
import GalleryFolder
import GalleryJobs

extension DogsApp {
    /// `dogs index`: every page rendered again from the manifest.
    func index(_ folder: String, environment: [String: String], output: RunOutput) async -> ExitCode {
        let opener = GalleryOpener(root: URL(fileURLWithPath: folder), pageSize: Self.pageSize(environment), note: { output.error($0) }, abruptEnd: abruptEnd)
        // A signal lets the pages being written be finished, then ends the run.
        let (result, stop) = await supervised(maxTime: nil, output: output) { try GalleryIndexer(opener: opener).rebuild() }
        return concluding(result, stoppedBy: stop, output: output) { manifest, leftOff, foreignFiles in
            if !leftOff.isEmpty { output.error(PictureAbsence.leftOffWarning(leftOff)) }
            ForeignFilesWarning.lines(for: foreignFiles).forEach { output.error($0) }
            output.result(IndexSummary.line(for: manifest, in: opener.root))
            return .success
        }
    }

    /// `dogs verify`: the progress line while the pictures are read, then a line a problem and the counts.
    func verify(_ command: VerifyCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let style = checkingStyle(command, environment)
        let meter = checkingMeter(style, output: output)
        var isSound = true
        let exitCode = await reportingErrors(output, style, json: command.json) {
            let verifier = GalleryVerifier(opener: GalleryOpener(root: URL(fileURLWithPath: command.out)))
            let verified = Result { () throws(GalleryError) in try verifier.verify { meter?.take($0) } }
            // The progress line is cleared before anything else is printed, whatever the outcome.
            meter?.finish()
            let report = try verified.get()
            isSound = report.isSound
            guard !command.json else { return output.result(VerifyJSON.render(report, exitCode: isSound ? .success : .partialFailure)) }
            VerifySummary.lines(for: report).forEach { output.result($0) }
        }
        return exitCode == .success && !isSound ? .partialFailure : exitCode
    }

    /// `dogs verify --repair`: the check under the gallery's lock, then the downloads, then what was done.
    func repair(_ command: VerifyCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let meter = checkingMeter(checkingStyle(command, environment), output: output)
        let policy = SourcePolicy(apiBase: command.apiBase, allowedHosts: command.allowHost)
        let network = network(
            .init(timeout: command.timeout, maxIdleConnections: command.concurrency, transfersAtOnce: command.concurrency, allowsRedirect: policy.allows), environment: environment
        )
        defer { network.invalidate() }
        let repairer = GalleryRepairer(
            opener: GalleryOpener(root: URL(fileURLWithPath: command.out), pageSize: Self.pageSize(environment), note: { output.error($0) }, abruptEnd: abruptEnd),
            downloader: Downloader(
                transport: network, retrier: Retrier(policy: RetryPolicy(retries: command.retries), sleep: scheduler.sleeper), concurrency: command.concurrency, maxBytes: command.maxBytes
            ),
            policy: policy
        )
        // A signal stops the downloads; what arrived is still put back, then the run ends.
        let (result, stop) = await supervised(maxTime: command.maxTime, recording: command, output: output) { try await repairer.repair { meter?.take($0) } }
        meter?.finish()
        let code = concluding(result, stoppedBy: stop, output: output, json: command.json) { report in
            RepairSummary.warnings(for: report).forEach { output.error($0) }
            let code: ExitCode = report.isRepaired ? .success : .partialFailure
            if command.json {
                output.result(VerifyJSON.render(report, stoppedBy: stop, exitCode: stop.map { ExitCode(for: $0) } ?? code))
            } else {
                RepairSummary.lines(for: report).forEach { output.result($0) }
            }
            return code
        }
        return record(command, result, stoppedBy: stop, exitCode: code, output: output) { report in
            (RepairSummary.countLine(for: report), [.pictures: report.pictures, .repaired: report.restored.count, .dropped: report.dropped.count])
        }.exitCode
    }

    /// `dogs remove`: a line for each picture removed (or that would be), then the counts.
    func remove(_ command: RemoveCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let curator = GalleryCurator(
            opener: GalleryOpener(root: URL(fileURLWithPath: command.out), pageSize: Self.pageSize(environment), note: { output.error($0) }, abruptEnd: abruptEnd),
            currentDirectory: currentDirectory
        )
        if command.dryRun {
            return await reportingErrors(output, json: command.json) {
                let preview = try curator.preview(command.pictures)
                guard !command.json else { return output.result(RemovalJSON.render(preview, dryRun: true, exitCode: .success)) }
                RemovalSummary.lines(for: preview, dryRun: true).forEach { output.result($0) }
            }
        }
        // A signal lets the commit be finished, then ends the run.
        let (result, stop) = await supervised(maxTime: nil, recording: command, output: output) { try curator.remove(command.pictures) }
        let code = concluding(result, stoppedBy: stop, output: output, json: command.json) { report in
            RemovalSummary.warnings(for: report).forEach { output.error($0) }
            let code: ExitCode = report.indexProblems.isEmpty ? .success : .partialFailure
            if command.json {
                output.result(RemovalJSON.render(report, dryRun: false, stoppedBy: stop, exitCode: stop.map { ExitCode(for: $0) } ?? code))
            } else {
                RemovalSummary.lines(for: report, dryRun: false).forEach { output.result($0) }
            }
            return code
        }
        return record(command, result, stoppedBy: stop, exitCode: code, output: output) { report in
            (RemovalSummary.lines(for: report, dryRun: false).last ?? "", [.pictures: report.galleryCount, .removed: report.removed.count])
        }.exitCode
    }

    /// As fetch's: no progress line for a run that prints JSON.
    private func checkingStyle(_ command: VerifyCommand, _ environment: [String: String]) -> TerminalStyle {
        TerminalStyle(stderrIsTerminal: console.errorsGoToTerminal, environment: environment, json: command.json)
    }

    /// The progress line of the pictures being checked, on a terminal.
    private func checkingMeter(_ style: TerminalStyle, output: RunOutput) -> ProgressMeter? {
        style.showsProgress ? ProgressMeter(doing: "Checking") { output.progress($0) } : nil
    }
}
