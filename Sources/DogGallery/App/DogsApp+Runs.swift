import Foundation
import GalleryFolder
import Platform

extension DogsApp {
    /// Records how a run of `command`, which changes its gallery, ended, for `dogs status`: its
    /// summary and counts (from `summary`), or the error that ended it, and the stop, if any; and
    /// first writes the gallery's metrics file, `metrics` or the one its runs remember, as status
    /// will say it then. Gives the code the process ends with, and why the metrics given could not
    /// be written: then 74, when the run was otherwise a success. A remembered file that cannot be
    /// written is a warning. A mistake typed by hand (64) is not recorded: it says nothing of the
    /// gallery; a scheduled run's (`every`) is, as its line cannot work. A record that cannot be
    /// written is a warning, as the run itself is done; not after a run refused because the gallery
    /// cannot be written, whose error already says why. A gallery that has lost its `images/` is
    /// left exactly as it was, unrecorded.
    /// `every`: how often the run is scheduled, in seconds, when it says.
    func record<Value>(
        _ command: some DogsSubcommand, _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, exitCode: ExitCode,
        every: Int? = nil, metrics: String? = nil, output: RunOutput, _ summary: (Value) -> (message: String, counts: [RunRecord.Count: Int])
    ) -> (exitCode: ExitCode, metricsProblem: String?) {
        if case let .failure(error) = result, case .imagesMissing? = error as? GalleryError { return (exitCode, nil) }
        if exitCode == .usage && every == nil { return (exitCode, nil) }
        guard let gallery = command.gallery else { return (exitCode, nil) }
        let path = GalleryPath.absolute(gallery, from: currentDirectory)
        let (message, counts) = switch result {
        case let .success(value): summary(value)
        case let .failure(error): ("\(error)", [RunRecord.Count: Int]())
        }
        let earlier = RunRecordsFile.records(inGalleryAt: path)
        let file = metrics.map { GalleryPath.absolute($0, from: currentDirectory) } ?? earlier.last { $0.metrics != nil }?.metrics
        var code = exitCode
        func record() -> RunRecord {
            RunRecord(
                time: now(), command: command.recordedName, exitCode: code.rawValue, message: stop.map { "\($0); \(message)" } ?? message, counts: counts, every: every,
                metrics: file, program: every == nil ? nil : scheduledProgram(), user: every == nil ? nil : geteuid()
            )
        }
        var problem: String?
        if let file {
            let report = statusReport(of: path, schedule: .none, runs: earlier + [record()])
            problem = writeMetrics(StatusMetrics.text(for: report, verdict: StatusVerdict(judging: report)), to: file, gallery: path)
            if let failure = problem, metrics == nil {
                output.error("warning: \(failure); it shows the gallery as it was before this run")
                problem = nil
            } else if problem != nil, code == .success {
                code = .outputFailed
            }
        }
        // Whole work: a process ending at once leaves no temporary file of the record.
        let outcome = abruptEnd.waitsFor { RunRecordsFile.add(record(), toGalleryAt: path) }
        if let failure = outcome.problem, exitCode != .cannotCreate {
            output.error("warning: this run is not recorded for 'dogs status': \(failure)")
        }
        // Said whatever --quiet asks: a check reading the record through that group now cannot.
        if let group = outcome.lostGroup {
            let user = Account.userName(of: geteuid())
            output.error("warning: \(path)/.dogs-runs is no longer group \(group), as \(user) is not in \(group) and only a member can keep a file in a group: "
                + "a check reading it through \(group) cannot until \(user) is added to \(group) (usermod -aG \(group) \(user)) and it is given the group again")
        }
        return (code, problem)
    }

    /// The program a scheduled run is, as its schedule names it (cron and systemd start it by its
    /// path), else where it is.
    private func scheduledProgram() -> String? {
        invokedAs.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? executable()
    }
}
