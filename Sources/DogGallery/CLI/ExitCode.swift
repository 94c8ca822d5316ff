import GalleryFolder
import GalleryJobs

/// `dogs`' exit codes, after sysexits.h, and 128 + the signal for a stopped run.
package enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    case partialFailure = 1
    /// 'dogs status' only, as monitoring plugins give them.
    case critical = 2
    case unknown = 3
    case usage = 64
    case dataError = 65
    case noInput = 66
    case unavailable = 69
    case software = 70
    case systemRefused = 71
    case cannotCreate = 73
    case outputFailed = 74
    case busy = 75
    case timedOut = 124
    case hungUp = 129
    case interrupted = 130
    case quit = 131
    case alarm = 142
    case terminated = 143
    #if canImport(Darwin)
    case userSignal1 = 158
    case userSignal2 = 159
    #else
    case userSignal1 = 138
    case userSignal2 = 140
    #endif

    /// What the code means for dogs as a whole, for the top-level help and the README: what it
    /// means for every command, and what particular commands add.
    package var meaning: String {
        switch self {
        case .partialFailure: "\(commonMeaning) ('dogs verify': the gallery has problems; with --repair, some are left to try again; 'dogs status': WARNING)"
        case .usage: "usage error, a breed dog.ceo does not know, a picture to remove that the gallery does not hold, a gallery to unschedule that is not scheduled, or a --prometheus-file in the gallery"
        case .noInput: "'dogs index', 'dogs remove' or 'dogs verify' found no gallery"
        case .unavailable: "\(commonMeaning) ('dogs schedule': no crontab command, or crontab failed)"
        case .cannotCreate: "\(commonMeaning); a --prometheus-file that is not dogs' metrics; 'dogs schedule': this user cannot make or write the gallery, or the systemd units or the crontab's lock cannot be had"
        case .busy: "\(commonMeaning) ('dogs schedule': the crontab kept changing while dogs changed it)"
        default: commonMeaning
        }
    }

    /// What the code means whatever the command.
    var commonMeaning: String {
        switch self {
        case .success: "every requested picture was saved (or the API had nothing new)"
        case .partialFailure: "some pictures failed, or links the API offered were skipped; the rest were saved and indexed"
        case .critical: "'dogs status': \(Self.criticalMeaning)"
        case .unknown: "'dogs status': \(Self.unknownMeaning)"
        case .usage: "usage error"
        case .dataError: "invalid data from the API, or a damaged manifest"
        case .noInput: "no gallery was found at the folder given"
        case .unavailable: "API unreachable or HTTP error, or no picture could be downloaded"
        case .software: "internal error (a bug; please report it)"
        case .systemRefused: "the system refused dogs a thread or the memory it needs (too many processes or threads for this user, ulimit -u, or too little memory, ulimit -v)"
        case .cannotCreate: "the output folder cannot be created, read or written, is not a dogs gallery, or has lost its images/ (not mounted, or moved)"
        case .outputFailed: "the run succeeded but what it printed, or its --prometheus-file, could not be written (stdout full or closed)"
        case .busy: "another dogs run is updating the same gallery"
        case .timedOut: "--max-time passed; what was complete is saved and indexed"
        case .hungUp: "stopped by SIGHUP (the terminal closed); what was complete is saved and indexed"
        case .interrupted: "stopped by SIGINT (Ctrl-C); what was complete is saved and indexed"
        case .quit: "stopped by SIGQUIT; what was complete is saved and indexed"
        case .alarm: "stopped by SIGALRM; what was complete is saved and indexed"
        case .terminated: "stopped by SIGTERM; what was complete is saved and indexed"
        case .userSignal1: "stopped by SIGUSR1; what was complete is saved and indexed"
        case .userSignal2: "stopped by SIGUSR2; what was complete is saved and indexed"
        }
    }

    static let criticalMeaning = "CRITICAL: the last fetch, or a run since, failed; no fetch succeeded for too long; the gallery cannot be used; or the dogs its schedule runs is gone or cannot run"
    static let unknownMeaning = "UNKNOWN: no gallery there, no record of its runs that can be read, or its --prometheus-file cannot be written; or status could not run as asked (a usage mistake, output it cannot write)"

    /// What the code means when `command` gives it, in that command's own words (see each
    /// command's `ExitCodeTable`): for `dogs status` explaining how a recorded run
    /// (`verify --repair`) ended.
    func meaning(for command: String) -> String {
        let name = command.split(separator: " ").first.map(String.init) ?? command
        return DogsCommand.subcommands.first { $0.command.name == name }?.exitCodes.meaning(of: self) ?? commonMeaning
    }

    /// "SIGINT" for 130: the signal that stopped a run with this code, if one did.
    var signalName: String? {
        switch self {
        case .hungUp: "SIGHUP"
        case .interrupted: "SIGINT"
        case .quit: "SIGQUIT"
        case .alarm: "SIGALRM"
        case .terminated: "SIGTERM"
        case .userSignal1: "SIGUSR1"
        case .userSignal2: "SIGUSR2"
        default: nil
        }
    }

    /// The exit code for an error that ended a run: the one its type gives (see `ExitCodeReason`).
    package init(for error: any Error) {
        self = (error as? any ExitCodeReason)?.exitCode ?? .software
    }

    /// The exit code for an error that ended a run that was being stopped: the stop's, unless the
    /// gallery itself failed, which the user must hear about.
    package init(for error: any Error, stoppedBy reason: StopReason?) {
        if let reason, !(error is GalleryError) {
            self.init(for: reason)
        } else {
            self.init(for: error)
        }
    }

    /// The exit code for a stopped run, whatever else happened.
    package init(for reason: StopReason) {
        switch reason {
        case .deadline: self = .timedOut
        case let .signal(number): self = ExitCode(rawValue: 128 + number) ?? .terminated
        }
    }

    /// The exit code for a run that finished: 0 when everything asked for arrived.
    /// A link skipped is a picture missed, as a download that failed is; a page that could not be
    /// written fails the run as any other storage failure of the gallery does.
    package init(for report: FetchReport) {
        let missed = !report.failed.isEmpty || !report.skipped.isEmpty
        if let ending = report.endedBy {
            self.init(for: ending)
        } else if !report.indexProblems.isEmpty {
            self = .cannotCreate
        } else if report.saved.isEmpty, missed {
            // Nothing could be downloaded, or written.
            let storageOnly = !report.failed.isEmpty && report.failed.allSatisfy { if case .storage = $0.error { true } else { false } }
            self = storageOnly ? .cannotCreate : .unavailable
        } else if !missed, report.interruptedBy == nil {
            self = .success
        } else {
            self = .partialFailure
        }
    }
}
