import Foundation
import GalleryFolder
import Platform

extension DogsApp {
    /// `dogs status`: the gallery, its runs and its crontab line judged as a monitoring check
    /// judges them (see `StatusVerdict`), printed as the plugins' text, one JSON object or
    /// Prometheus' metrics; the state is the exit code.
    func status(_ command: StatusCommand, environment: [String: String], output: RunOutput) -> ExitCode {
        let report = statusReport(
            of: command.out, schedule: schedule(of: GalleryPath.absolute(command.out, from: currentDirectory), environment: environment),
            warningAfter: command.warning, criticalAfter: command.critical
        )
        var verdict = StatusVerdict(judging: report)
        // A check exits 0 to 3 only: metrics it could not write make what it says unknown.
        if let file = command.prometheusFile, let problem = writeMetrics(StatusMetrics.text(for: report, verdict: verdict), to: file, gallery: report.path) {
            verdict = StatusVerdict(state: .unknown, reason: problem)
        }
        if command.json {
            output.result(StatusSummary.json(for: report, verdict: verdict))
        } else if command.prometheus {
            output.result(StatusMetrics.text(for: report, verdict: verdict), newline: false)
        } else {
            StatusSummary.lines(for: report, verdict: verdict).forEach { output.result($0) }
        }
        return ExitCode(rawValue: verdict.state.rawValue) ?? .unknown
    }

    /// What `dogs status` reads of the gallery at `folder`: its outline, its record of runs (or
    /// `runs`, as they will be once a run is recorded), and whether the program its crontab line
    /// runs is there.
    func statusReport(
        of folder: String, schedule: StatusReport.Schedule, runs recorded: [RunRecord]? = nil, warningAfter: Int? = nil, criticalAfter: Int? = nil
    ) -> StatusReport {
        let path = GalleryPath.absolute(folder, from: currentDirectory)
        let gallery: StatusReport.Gallery
        do {
            let outline = try GalleryOpener(root: URL(fileURLWithPath: path)).outline()
            gallery = .found(pictures: outline.count, newest: outline.lastAdded)
        } catch {
            // A gallery there whose runs fail for what is wrong with it, or nothing to tell of.
            let failsRuns = switch error {
            case .imagesMissing, .invalidManifest, .newerManifest: true
            default: false
            }
            gallery = .unusable("\(error)", failsRuns: failsRuns)
        }
        let runs: StatusReport.Runs = switch recorded.map(RunRecordsFile.Reading.records) ?? RunRecordsFile.read(inGalleryAt: path) {
        case let .records(records): .records(records)
        case .none: .none
        case let .unreadable(reason): .unreadable(reason)
        case .damaged: .damaged
        }
        return StatusReport(
            path: path, gallery: gallery, runs: runs, schedule: schedule, program: scheduledProgram(schedule, runs: runs),
            warningAfter: warningAfter, criticalAfter: criticalAfter, now: now()
        )
    }

    /// The program the gallery's schedule runs, and whether it can: as this user's line or timer
    /// names it, else as the last scheduled run recorded it, for a user who cannot see the
    /// schedule (a monitoring user, whose crontab is its own).
    private func scheduledProgram(_ schedule: StatusReport.Schedule, runs: StatusReport.Runs) -> ScheduledProgram? {
        let me = geteuid()
        // Only a program named by its path, as dogs writes it, can be looked for; a line the user
        // made run dogs another way (through nice, after an assignment, by cron's PATH) is theirs.
        switch schedule {
        case let .line(entry):
            if let path = ShellWord.first(in: entry.command), path.hasPrefix("/") { return ScheduledProgram(path: path, source: .crontab, check: checkProgram(path, me)) }
        case let .timer(timer):
            if let path = timer.program, path.hasPrefix("/") { return ScheduledProgram(path: path, source: .timer(timer.timer), check: checkProgram(path, me)) }
        case .none, .unknown:
            break
        }
        guard case let .records(records) = runs, let last = records.last(where: { $0.every != nil }), let path = last.program else { return nil }
        let user = last.user ?? me
        // The schedule's own user read its crontab and timers and found none: it was taken away.
        if schedule == .none, user == me { return nil }
        return ScheduledProgram(path: path, source: .record, check: checkProgram(path, user))
    }

    /// Replaces the file at `path` with the metrics of the gallery at `gallery` in one step, so
    /// node_exporter never reads half of them, once `checkMetricsFile` allows it; why it could
    /// not, or nil.
    func writeMetrics(_ text: String, to path: String, gallery: String) -> String? {
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL
        do throws(MetricsFileError) {
            try checkMetricsFile(path, gallery: gallery)
        } catch {
            return "\(error)"
        }
        do throws(FileSystemError) {
            // Readable by node_exporter, which runs as a user of its own.
            try Folder(opening: file.deletingLastPathComponent().path).replaceFile(file.lastPathComponent, with: Data(text.utf8), mode: 0o644)
            return nil
        } catch {
            return "cannot write the metrics to \(error.path): \(error.reason)"
        }
    }

    /// Refuses a metrics file in the gallery, or at a name something else than dogs' metrics
    /// holds (see `MetricsFile`); both paths as given, from the working folder.
    func checkMetricsFile(_ path: String, gallery: String) throws(MetricsFileError) {
        try MetricsFile.check(GalleryPath.absolute(path, from: currentDirectory), gallery: GalleryPath.absolute(gallery, from: currentDirectory))
    }

    /// The gallery's line in the crontab, read as `dogs schedule --list` reads it, else its
    /// systemd user timer; a crontab that cannot be read, without a timer, leaves the schedule
    /// unknown, and the status goes on.
    private func schedule(of gallery: String, environment: [String: String]) -> StatusReport.Schedule {
        let unknown: String
        do {
            if let entry = CrontabEdit.entries(in: try openCrontab(environment).read()).first(where: { $0.gallery == gallery }) { return .line(entry) }
            unknown = ""
        } catch .notInstalled {
            unknown = "no crontab (the crontab command is not installed)"
        } catch {
            unknown = "\(error)"
        }
        if let home = environment["HOME"], !home.isEmpty, let timer = UnitFiles.scheduled(home: home).first(where: { $0.gallery == gallery }) { return .timer(timer) }
        return unknown.isEmpty ? .none : .unknown(unknown)
    }
}
