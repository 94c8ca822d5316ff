import Foundation

/// How one run that changes a gallery ended, as `.dogs-runs` keeps it for `dogs status`.
package struct RunRecord: Equatable, Sendable {
    /// What a run counted, each kept only by the commands that count it.
    package enum Count: String, CaseIterable, Sendable {
        case pictures, saved, failed, removed, repaired, dropped
    }

    package let time: Date
    /// `fetch`, `remove` or `verify --repair`.
    package let command: String
    package let exitCode: Int32
    /// The run's one line: its summary, or the error that ended it.
    package let message: String
    package let counts: [Count: Int]
    /// How often the run is scheduled, in seconds, when its schedule said (`dogs fetch --every`):
    /// so that how late the next one is can be judged from the record alone.
    package let every: Int?

    package init(time: Date, command: String, exitCode: Int32, message: String, counts: [Count: Int] = [:], every: Int? = nil) {
        self.time = time
        self.command = command
        self.exitCode = exitCode
        self.message = message
        self.counts = counts
        self.every = every
    }
}
