import ArgumentParsing
import DogModel
import Foundation
import Platform

/// What `dogs status` prints: a few lines for people, or with `--json` one object for scripts,
/// as `dogs fetch --json` prints its run (keys sorted, pretty-printed).
enum StatusSummary {
    static func lines(for report: StatusReport) -> [String] {
        let pictures = report.pictures == 0 ? "none yet"
            : "\(report.pictures)" + (report.newest.map { ", the newest added \(UTCTime.display($0))" } ?? "")
        var lines = ["Gallery: \(report.gallery)", "Pictures: \(pictures)"]
        if let run = report.lastRun {
            lines += ["Last run: dogs \(run.command) at \(UTCTime.display(run.time)), exit \(run.exitCode): \(meaning(of: run.exitCode))", "  \(run.message)"]
        } else {
            lines.append("Last run: none recorded")
        }
        switch report.schedule {
        case let .line(entry): lines += ["Schedule: \(ScheduleSummary.every(entry))", "  \(entry.fields) \(entry.command)"]
        case .none: lines.append("Schedule: none in this user's crontab")
        case let .unknown(reason): lines.append("Schedule: unknown: \(reason)")
        }
        return lines
    }

    private struct Document: Encodable {
        let gallery: String
        let pictures: Int
        let newest: String?
        let lastRun: Run?
        let schedule: Schedule?
        let scheduleError: String?
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
        let every: String?
        let fields: String
        let command: String
    }

    static func json(for report: StatusReport) -> String {
        let run = report.lastRun.map {
            Run(time: UTCTime.timestamp($0.time), command: $0.command, exitCode: $0.exitCode, meaning: meaning(of: $0.exitCode), message: $0.message,
                counts: Dictionary(uniqueKeysWithValues: $0.counts.map { ($0.key.rawValue, $0.value) }))
        }
        let (schedule, problem): (Schedule?, String?) = switch report.schedule {
        case let .line(entry): (Schedule(every: entry.interval?.text, fields: entry.fields, command: entry.command), nil)
        case .none: (nil, nil)
        case let .unknown(reason): (nil, reason)
        }
        let document = Document(
            gallery: report.gallery, pictures: report.pictures, newest: report.newest.map(UTCTime.timestamp), lastRun: run, schedule: schedule,
            scheduleError: problem, exitCode: report.exitCode.rawValue
        )
        // Every value here encodes; a failure would be a bug in this type.
        return (try? String(decoding: JSONEncoder.dogs(prettyPrinted: true).encode(document), as: UTF8.self)) ?? "{}"
    }

    /// What an exit code says, from the table of dogs' codes.
    private static func meaning(of code: Int32) -> String {
        ExitCode(rawValue: code)?.meaning ?? "an exit code dogs does not give"
    }
}
