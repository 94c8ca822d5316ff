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
    /// The metrics file the run wrote (`--prometheus-file`): every run after it that changes what
    /// `dogs status` says writes it again.
    package let metrics: String?
    /// The `dogs` a scheduled run was (its absolute path): a check run as another user, who may
    /// not read the owner's crontab, can tell from the record alone whether it still can run.
    package let program: String?
    /// Who a scheduled run ran as (the user id): whether that user may run `program`.
    package let user: UInt32?

    package init(
        time: Date, command: String, exitCode: Int32, message: String, counts: [Count: Int] = [:], every: Int? = nil, metrics: String? = nil,
        program: String? = nil, user: UInt32? = nil
    ) {
        self.time = time
        self.command = command
        self.exitCode = exitCode
        self.message = message
        self.counts = counts
        self.every = every
        self.metrics = metrics
        self.program = program
        self.user = user
    }
}
