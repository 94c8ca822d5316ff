import Foundation

/// How one run that changes a gallery ended, as `.dogs-runs` keeps it for `dogs status`.
public struct RunRecord: Equatable, Sendable {
    /// What a run counted, each kept only by the commands that count it.
    public enum Count: String, CaseIterable, Sendable {
        case pictures, saved, failed, removed, repaired, dropped
    }

    public let time: Date
    /// `fetch`, `remove` or `verify --repair`.
    public let command: String
    public let exitCode: Int32
    /// The run's one line: its summary, or the error that ended it.
    public let message: String
    public let counts: [Count: Int]
    /// How often the run is scheduled, in seconds, when its schedule said (`dogs fetch --every`):
    /// so that how late the next one is can be judged from the record alone.
    public let every: Int?

    public init(time: Date, command: String, exitCode: Int32, message: String, counts: [Count: Int] = [:], every: Int? = nil) {
        self.time = time
        self.command = command
        self.exitCode = exitCode
        self.message = message
        self.counts = counts
        self.every = every
    }
}
