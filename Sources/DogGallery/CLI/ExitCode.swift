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
