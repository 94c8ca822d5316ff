import Foundation
import Platform
import PureSupport

/// Why `dogs schedule` could not do what it was asked, each a sentence for a person.
package enum ScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--remove` for a gallery the crontab has no line of.
    case notScheduled(gallery: String, where: String)
    /// An argument or the gallery's path, which a crontab line cannot carry.
    case unwritable(String)
    case noExecutable
    case noHome
    case cannotWrite(path: String, reason: String)
    /// A systemd unit at the name of the gallery's that dogs did not write for it.
    case notDogsUnit(path: String, gallery: String)
    /// The crontab changed between each read and write dogs made, for every try.
    case crontabKeptChanging
    /// dogs' own lock on the crontab could not be had.
    case cannotLockCrontab(path: String, reason: String)
    /// What the gallery's schedule before gave, and this one would keep, this dogs refuses.
    case keptRefused(options: String, reason: String)

    package var description: String {
        switch self {
        case let .notScheduled(gallery, place):
            "\(gallery) is not scheduled in this user's \(place); 'dogs schedule --list' shows the galleries that are"
        case let .unwritable(word):
            "'\(TerminalText.oneLine(word))' cannot go in a crontab line: it holds a control character, or a backslash before a %"
        case .noExecutable:
            "cannot tell where this dogs binary is, to run it from the schedule"
        case .noHome:
            "HOME is not set, so there is no ~/.config/systemd/user for the units; see them with --print"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .notDogsUnit(path, gallery):
            "\(path) is not a unit dogs wrote for \(gallery); dogs leaves it as it is (rename or remove it to schedule the gallery with --systemd)"
        case .crontabKeptChanging:
            "the crontab kept changing while dogs changed it (another editor at work?); nothing was changed, so try again"
        case let .cannotLockCrontab(path, reason):
            "cannot lock \(path), which keeps two 'dogs schedule' from editing the crontab at once: \(reason)"
        case let .keptRefused(options, reason):
            "the gallery's schedule gives \(options), kept unless given anew, which this dogs refuses: \(reason); --reset schedules only the options given"
        }
    }
}

extension ScheduleError: ExitCodeReason {
    var exitCode: ExitCode {
        switch self {
        case .notScheduled, .unwritable, .noHome, .keptRefused: .usage
        case .noExecutable: .software
        case .cannotWrite, .cannotLockCrontab, .notDogsUnit: .cannotCreate
        case .crontabKeptChanging: .busy
        }
    }
}
