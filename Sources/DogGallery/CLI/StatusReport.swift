import Foundation
import GalleryFolder

/// What `dogs status` knows of a gallery: how big it is, the runs recorded there, its schedule,
/// and the thresholds a monitoring check judges staleness by (see `StatusVerdict`).
package struct StatusReport: Equatable, Sendable {
    /// The schedule as this user's crontab or systemd timers have it: a line, a timer, none, or
    /// why the crontab could not be read.
    package enum Schedule: Equatable, Sendable {
        case line(ScheduleEntry)
        case timer(ScheduledTimer)
        case none
        case unknown(String)
    }

    /// The gallery as reading it found it.
    package enum Gallery: Equatable, Sendable {
        case found(pictures: Int, newest: Date?)
        /// No gallery there, or not one to read: the sentence why, and whether the runs fail for
        /// it (a manifest damaged, images/ gone) rather than there being nothing to tell.
        case unusable(String, failsRuns: Bool)
    }

    /// The runs `.dogs-runs` records, or why there are none to read.
    package enum Runs: Equatable, Sendable {
        case records([RunRecord])
        case none
        case unreadable(String)
        case damaged
    }

    package let path: String
    package let gallery: Gallery
    package let runs: Runs
    package let schedule: Schedule
    /// The program the gallery's schedule runs, as its line, its timer or its record names it,
    /// and whether it can run; nil when none is named.
    package let program: ScheduledProgram?
    /// The seconds without a successful fetch after which a check warns, and turns critical, as
    /// given (`--warning`, `--critical`); nil for the defaults (see `thresholds`).
    package let warningAfter: Int?, criticalAfter: Int?
    package let now: Date

    package init(
        path: String, gallery: Gallery, runs: Runs, schedule: Schedule, program: ScheduledProgram? = nil,
        warningAfter: Int? = nil, criticalAfter: Int? = nil, now: Date
    ) {
        (self.path, self.gallery, self.runs, self.schedule, self.program) = (path, gallery, runs, schedule, program)
        (self.warningAfter, self.criticalAfter, self.now) = (warningAfter, criticalAfter, now)
    }

    /// The last run recorded, nil when none can be read.
    package var lastRun: RunRecord? {
        guard case let .records(records) = runs else { return nil }
        return records.last
    }

    /// The last fetch that succeeded (exit 0), nil when none is recorded: a gallery is only as
    /// fresh as its last fetch, whatever was removed or repaired since.
    package var lastSuccess: RunRecord? {
        guard case let .records(records) = runs else { return nil }
        return records.last { $0.command == StatusVerdict.fetch && $0.exitCode == 0 }
    }

    /// How often the gallery is fetched into, in seconds: from its crontab line or timer when this
    /// user has one, else as its last scheduled run recorded it.
    package var interval: Int? {
        if case let .line(entry) = schedule, let interval = entry.interval { return interval.minutes * 60 }
        if case let .timer(timer) = schedule, let interval = timer.interval { return interval.minutes * 60 }
        guard case let .records(records) = runs else { return nil }
        return records.last { $0.every != nil }?.every
    }

    /// When no successful fetch for longer is a warning: as given, else two intervals, else a day
    /// and an hour, and never after the critical threshold given.
    package var warningThreshold: Int {
        warningAfter ?? min(interval.map { 2 * $0 } ?? Self.unscheduledWarning, criticalAfter ?? .max)
    }

    /// When no successful fetch for longer is critical: as given, else four intervals, else two
    /// days and an hour, and never before the warning threshold given.
    package var criticalThreshold: Int {
        criticalAfter ?? max(interval.map { 4 * $0 } ?? Self.unscheduledCritical, warningAfter ?? 0)
    }

    /// For a gallery whose schedule is not known: a daily run may be late by an hour.
    static let unscheduledWarning = 25 * 3600, unscheduledCritical = 49 * 3600

    package var pictures: Int? {
        guard case let .found(pictures, _) = gallery else { return nil }
        return pictures
    }
}
