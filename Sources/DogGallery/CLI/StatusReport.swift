import Foundation
import GalleryFolder

/// What `dogs status` tells of a gallery: how big it is, how its last run ended, and its schedule.
public struct StatusReport: Equatable, Sendable {
    /// The schedule as the crontab has it: a line, none, or why the crontab could not be read.
    public enum Schedule: Equatable, Sendable {
        case line(ScheduleEntry)
        case none
        case unknown(String)
    }

    public let gallery: String
    public let pictures: Int
    public let newest: Date?
    /// The last run recorded, nil for a gallery no run of this dogs has changed yet.
    public let lastRun: RunRecord?
    public let schedule: Schedule

    /// 0 when the last run succeeded (or none is recorded), 1 when it did not: for a monitoring check.
    public var exitCode: ExitCode {
        lastRun.map { $0.exitCode == 0 } ?? true ? .success : .partialFailure
    }
}
