import ArgumentParsing
import DogModel
import Foundation
import GalleryFolder
import Platform
import PureSupport

/// What `dogs status` prints: the monitoring plugins' first line (the state, why, and the figures
/// after a `|`), then a few lines for people; or with `--json` one object for scripts, as
/// `dogs fetch --json` prints its run (keys sorted, pretty-printed).
enum StatusSummary {
    /// `DOGS OK - 1204 pictures, last run 12 min ago, exit 0 | pictures=1204;;;0 …`: the line a
    /// monitoring system shows, with its performance data.
    static func firstLine(for report: StatusReport, verdict: StatusVerdict) -> String {
        var figures: [String] = []
        if let pictures = report.pictures { figures.append("pictures=\(pictures);;;0") }
        if report.pictures != nil, let last = report.lastRun {
            figures.append("last_run_age=\(seconds(since: last.time, report))s;;;0")
            figures.append("last_run_exit=\(last.exitCode)")
        }
        if report.pictures != nil, let success = report.lastSuccess {
            figures.append("last_success_age=\(seconds(since: success.time, report))s;\(report.warningThreshold);\(report.criticalThreshold);0")
        }
        let line = stateLine(verdict)
        return figures.isEmpty ? line : line + " | " + figures.joined(separator: " ")
    }

    /// `DOGS UNKNOWN - why`: the state and the reason, on one line.
    static func stateLine(_ verdict: StatusVerdict) -> String {
        // A bar would start the performance data: none in the reason, which may quote a server.
        "DOGS \(verdict.state.name) - " + TerminalText.oneLine(verdict.reason, maxLength: 600).replacingOccurrences(of: "|", with: "/")
    }

    static func lines(for report: StatusReport, verdict: StatusVerdict) -> [String] {
        var lines = [firstLine(for: report, verdict: verdict), "Gallery: \(report.path)"]
        guard case let .found(count, newest) = report.gallery else { return lines }
        lines.append("Pictures: " + (count == 0 ? "none yet" : "\(count)" + (newest.map { ", the newest added \(UTCTime.display($0))" } ?? "")))
        switch report.runs {
        case let .records(records) where !records.isEmpty:
            let run = records[records.count - 1]
            lines += ["Last run: dogs \(run.command) at \(UTCTime.display(run.time)), exit \(run.exitCode): \(meaning(of: run.exitCode, from: run.command))", "  \(run.message)"]
            if run.exitCode != 0 {
                lines.append("Last success: " + (report.lastSuccess.map { UTCTime.display($0.time) } ?? "none recorded"))
            }
        case .unreadable, .damaged, .records:
            lines.append("Last run: unknown")
        case .none:
            lines.append("Last run: none recorded")
        }
        switch report.schedule {
        case let .line(entry): lines += ["Schedule: \(ScheduleSummary.every(entry))", "  \(entry.fields) \(entry.command)"]
        case let .timer(timer): lines += ["Schedule: \(timer.every.map { "every \($0)" } ?? "at its timer's times"), by the systemd user timer \(timer.timer)"]
        case .none: lines.append("Schedule: none in this user's crontab or systemd timers" + (report.interval.map { " (the last scheduled run said every \(StatusVerdict.exactDuration($0)))" } ?? ""))
        case let .unknown(reason): lines.append("Schedule: unknown: \(reason)")
        }
        lines.append("Thresholds: warning after \(StatusVerdict.exactDuration(report.warningThreshold)), critical after \(StatusVerdict.exactDuration(report.criticalThreshold)) without a successful fetch")
        return lines
    }

    private static func seconds(since time: Date, _ report: StatusReport) -> Int {
        max(0, Int(report.now.timeIntervalSince(time)))
    }

    private struct Document: Encodable {
        let gallery: String
        let state: String
        let reason: String
        let pictures: Int?
        let newest: String?
        let lastRun: Run?
        let lastSuccess: String?
        let schedule: Schedule?
        let scheduleError: String?
        let interval: Int?
        let thresholds: Thresholds
        let exitCode: Int32
    }

    private struct Run: Encodable {
        let time: String
        let command: String
        let exitCode: Int32
        let meaning: String
        let message: String
        let counts: [String: Int]
    }

    private struct Schedule: Encodable {
        /// `crontab` or `systemd`, as `dogs schedule --list --json` says.
        let by: String
        let every: String?
        /// The crontab line's time fields, named as `dogs schedule --list --json` names them.
        let times: String?
        /// The same as `times`, under the name it first had: deprecated, kept for the scripts that read it.
        let fields: String?
        let command: String?
        let timer: String?
    }

    private struct Thresholds: Encodable {
        let warning: Int
        let critical: Int
    }

    static func json(for report: StatusReport, verdict: StatusVerdict) -> String {
        let run = report.lastRun.map {
            Run(time: UTCTime.timestamp($0.time), command: $0.command, exitCode: $0.exitCode, meaning: meaning(of: $0.exitCode, from: $0.command), message: $0.message,
                counts: Dictionary(uniqueKeysWithValues: $0.counts.map { ($0.key.rawValue, $0.value) }))
        }
        let (schedule, problem): (Schedule?, String?) = switch report.schedule {
        case let .line(entry): (Schedule(by: "crontab", every: entry.interval?.text, times: entry.fields, fields: entry.fields, command: entry.command, timer: nil), nil)
        case let .timer(timer): (Schedule(by: "systemd", every: timer.every, times: nil, fields: nil, command: nil, timer: timer.timer), nil)
        case .none: (nil, nil)
        case let .unknown(reason): (nil, reason)
        }
        let newest: Date? = if case let .found(_, newest) = report.gallery { newest } else { nil }
        let document = Document(
            gallery: report.path, state: verdict.state.name, reason: verdict.reason, pictures: report.pictures, newest: newest.map(UTCTime.timestamp),
            lastRun: run, lastSuccess: report.lastSuccess.map { UTCTime.timestamp($0.time) }, schedule: schedule, scheduleError: problem,
            interval: report.interval, thresholds: Thresholds(warning: report.warningThreshold, critical: report.criticalThreshold),
            exitCode: verdict.state.rawValue
        )
        return ReportJSON.text(document)
    }

    /// What an exit code of a run says, from the table of dogs' codes.
    /// What `code` means as `command` (`fetch`, `verify --repair`, `remove`) gives it.
    private static func meaning(of code: Int32, from command: String) -> String {
        ExitCode(rawValue: code).map(RootCommand.exitCodes(ofRun: command).meaning) ?? "an exit code dogs does not give"
    }
}
