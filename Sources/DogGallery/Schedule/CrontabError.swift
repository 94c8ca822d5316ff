/// Why the user's crontab could not be read or replaced.
package enum CrontabError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `crontab` on PATH.
    case notInstalled
    /// `crontab` ran and failed: the command and what it said.
    case failed(command: String, reason: String)
    /// `crontab` did not end in the time it was given (a file system or cron daemon stuck), and
    /// was killed.
    case timedOut(command: String, seconds: Int)

    package var description: String {
        switch self {
        case .notInstalled:
            "no crontab command on PATH: install cron (Debian, Ubuntu) or cronie (Fedora), "
                + "or see the line with 'dogs schedule --print' and schedule it yourself"
        case let .failed(command, reason):
            "\(command) failed: \(reason)"
        case let .timedOut(command, seconds):
            "\(command) did not answer within \(seconds) s, and was stopped"
        }
    }
}

/// cron missing or failing is a service unavailable, as sysexits.h has it.
extension CrontabError: ExitCodeReason {
    var exitCode: ExitCode { .unavailable }
}
