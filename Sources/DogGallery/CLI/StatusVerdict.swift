import Foundation
import GalleryFolder

/// What a monitoring check makes of a gallery, in the convention of the monitoring plugins that
/// Nagios, Icinga and their successors run: a state, which is the exit code, and why, in a few
/// words for the first line. The worst finding decides.
package struct StatusVerdict: Equatable, Sendable {
    package enum State: Int32, CaseIterable, Comparable, Sendable {
        case ok = 0, warning = 1, critical = 2, unknown = 3

        package var name: String {
            switch self {
            case .ok: "OK"
            case .warning: "WARNING"
            case .critical: "CRITICAL"
            case .unknown: "UNKNOWN"
            }
        }

        /// OK, WARNING, UNKNOWN, CRITICAL, as monitoring systems rank them: what cannot be told
        /// is worse than a warning, and a known failure worse than anything.
        package static func < (lhs: State, rhs: State) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .ok: 0
            case .warning: 1
            case .unknown: 2
            case .critical: 3
            }
        }
    }

    package let state: State
    package let reason: String

    package init(state: State, reason: String) {
        self.state = state
        self.reason = reason
    }

    package init(judging report: StatusReport) {
        self = Self.findings(of: report).max { $0.state < $1.state } ?? StatusVerdict(state: .unknown, reason: "nothing to tell")
    }

    /// Everything the report shows a check, each with its state; the OK one first, as the worst
    /// wins and the first of equals.
    static func findings(of report: StatusReport) -> [StatusVerdict] {
        let pictures: Int
        switch report.gallery {
        case let .unusable(reason, failsRuns): return [StatusVerdict(state: failsRuns ? .critical : .unknown, reason: reason)]
        case let .found(count, _): pictures = count
        }
        var findings: [StatusVerdict] = []
        if let problem = report.program?.problem {
            findings.append(StatusVerdict(state: .critical, reason: problem))
        }
        let judged: ArraySlice<RunRecord>
        switch report.runs {
        case let .unreadable(reason): return findings + [StatusVerdict(state: .unknown, reason: reason)]
        case .damaged: return findings + [StatusVerdict(state: .unknown, reason: "\(report.path)/.dogs-runs holds no record dogs can read")]
        case .none: return findings + [StatusVerdict(state: .unknown, reason: "\(PageText.count(pictures)), no run recorded yet")]
        case let .records(records):
            guard let last = records.last else { return findings + [StatusVerdict(state: .unknown, reason: "\(PageText.count(pictures)), no run recorded yet")] }
            // The last fetch, the job a schedule runs, and the latest run of each command since: a
            // good remove by hand after a failed fetch hides nothing, and one after a failed remove
            // leaves nothing failed.
            let since = records[(records.lastIndex { $0.command == fetch } ?? records.startIndex)...]
            judged = since.filter { run in !since.contains { $0.command == run.command && $0.time > run.time } }[...]
            findings.insert(StatusVerdict(state: .ok, reason: "\(PageText.count(pictures)), last run \(age(since: last.time, now: report.now)) ago, exit \(last.exitCode)"), at: 0)
        }
        for run in judged {
            let what = run.command == fetch ? "the last fetch" : "dogs \(run.command)", ago = age(since: run.time, now: report.now)
            // A clock wrong at boot, then set right, or wrong now: a record that says the run is
            // still to come tells nothing of how late the next one is.
            if run.time.timeIntervalSince(report.now) > Self.clockSlack {
                findings.append(StatusVerdict(
                    state: .warning, reason: "\(what) is recorded \(duration(Int(run.time.timeIntervalSince(report.now)))) ahead of this host's clock: a clock wrong then, or now"
                ))
                continue
            }
            switch outcome(of: run) {
            case .succeeded: break
            case .partly: findings.append(StatusVerdict(state: .warning, reason: "\(what), \(ago) ago, \(partly(run.command)) (exit \(run.exitCode)): \(run.message)"))
            case .deferred: findings.append(StatusVerdict(state: .warning, reason: "\(what), \(ago) ago, found another run updating the gallery (exit \(run.exitCode)): \(run.message)"))
            case .failed: findings.append(StatusVerdict(state: .critical, reason: "\(what), \(ago) ago, failed (exit \(run.exitCode)): \(run.message)"))
            }
        }
        let since = report.lastSuccess?.time
        let late = since.map { report.now.timeIntervalSince($0) } ?? .infinity
        let none = since.map { "no successful fetch for \(age(since: $0, now: report.now))" } ?? "no successful fetch recorded"
        if late > Double(report.criticalThreshold) {
            findings.append(StatusVerdict(state: .critical, reason: "\(none) (critical after \(exactDuration(report.criticalThreshold)))"))
        } else if late > Double(report.warningThreshold) {
            findings.append(StatusVerdict(state: .warning, reason: "\(none) (warning after \(exactDuration(report.warningThreshold)))"))
        }
        return findings
    }

    /// The command a schedule runs, as a record names it.
    static let fetch = "fetch"
    /// How far ahead of the clock a record may be, from clocks a little apart, before it is said.
    static let clockSlack = 300.0

    enum Outcome: Equatable {
        case succeeded, partly, deferred, failed
    }

    /// A run succeeded when it exited 0; it did partly when it saved pictures and failed others
    /// (exit 1), or was stopped after saving some; it was deferred when another run held the
    /// gallery (75), which that run is updating; anything else failed.
    static func outcome(of run: RunRecord) -> Outcome {
        switch run.exitCode {
        case ExitCode.busy.rawValue: .deferred
        case 0: .succeeded
        case 1: .partly
        case _ where run.exitCode == ExitCode.timedOut.rawValue || run.exitCode > 128: (run.counts[.saved] ?? 0) + (run.counts[.repaired] ?? 0) > 0 ? .partly : .failed
        default: .failed
        }
    }

    /// What a run that did part of its work did, as its command says it.
    static func partly(_ command: String) -> String {
        switch command {
        case fetch: "saved some pictures and not others"
        case "verify --repair": "put some pictures back and left others to try again"
        default: "did part of its work"
        }
    }

    /// "12 min", "3 h", "2 d": how long ago, in the unit that reads best.
    static func age(since time: Date, now: Date) -> String {
        duration(max(0, Int(now.timeIntervalSince(time))))
    }

    /// "49 h", "90 min": a threshold or an interval, which is set rather than measured, read
    /// exactly in the largest unit it is a whole number of.
    static func exactDuration(_ seconds: Int) -> String {
        let unit = [(86_400, "d"), (3600, "h"), (60, "min")].first { seconds > 0 && seconds % $0.0 == 0 }
        return unit.map { "\(seconds / $0.0) \($0.1)" } ?? "\(seconds) s"
    }

    /// A time measured, rounded down to the unit that reads best: minutes up to two hours.
    static func duration(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: "\(seconds) s"
        case ..<7200: "\(seconds / 60) min"
        case ..<(2 * 86_400): "\(seconds / 3600) h"
        default: "\(seconds / 86_400) d"
        }
    }
}
