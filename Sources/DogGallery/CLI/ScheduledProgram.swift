import Platform

/// The program a gallery's schedule runs, where status learned it, and whether it can run: a
/// schedule whose `dogs` is gone, or cannot be run, fails every time it comes.
package struct ScheduledProgram: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        /// This user's crontab line.
        case crontab
        /// This user's systemd timer, by its file name.
        case timer(String)
        /// The gallery's record of its last scheduled run, for a user who cannot see the schedule.
        case record
    }

    package let path: String
    package let source: Source
    package let check: ProgramFile.Check

    package init(path: String, source: Source, check: ProgramFile.Check) {
        (self.path, self.source, self.check) = (path, source, check)
    }

    /// Why the schedule cannot run it, and what to do; nil when nothing is wrong that can be told.
    var problem: String? {
        let why: String
        switch check {
        case .runnable, .hidden: return nil
        case .missing: why = "is not there"
        case .notAFile: why = "is not a file that can be run"
        case let .notPermitted(user): why = "\(user) may not run (no execute permission)"
        }
        return switch source {
        case .crontab: "the crontab line runs \(path), which \(why); 'dogs schedule --list' shows the line to remove or schedule again"
        case let .timer(name): "the systemd timer \(name) runs \(path), which \(why); 'dogs schedule --list' shows the timer to remove or schedule again"
        case .record: "the scheduled fetch runs \(path), which \(why); its user's 'dogs schedule --list' shows the schedule to remove or make again"
        }
    }
}
