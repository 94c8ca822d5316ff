import ArgumentParsing

/// The exit codes one command gives, each in that command's own words: its help's EXIT CODES
/// table, and how `dogs status` explains a recorded run that ended with one. A code's sentence is
/// found here alone (`meaning(of:)`): the command's own, else what the code means for every command.
struct ExitCodeTable: Sendable {
    let codes: [ExitCode]
    /// What a code means for this command, where it says other than the code does for every command.
    private let meanings: [ExitCode: String]
    /// What the command adds to what a code means for every command.
    private let additions: [ExitCode: String]
    /// Whether a signal can stop the command: its table then has a row for the signals.
    let stoppable: Bool

    init(_ codes: [ExitCode], meanings: [ExitCode: String] = [:], additions: [ExitCode: String] = [:], stoppable: Bool = true) {
        self.codes = codes
        self.meanings = meanings
        self.additions = additions
        self.stoppable = stoppable
    }

    func meaning(of code: ExitCode) -> String {
        (meanings[code] ?? Self.commonMeaning(of: code)) + (additions[code] ?? "")
    }

    /// Whether the command may end with `code`: one the table lists, or a signal's when a signal can stop it.
    func lists(_ code: ExitCode) -> Bool {
        codes.contains(code) || stoppable && code.signalName != nil
    }

    /// The EXIT CODES section of the command's help.
    var section: HelpSection {
        let signals = ExitCode.allCases.filter { $0.signalName != nil }.sorted { $0.rawValue < $1.rawValue }.map { "\($0.signalName ?? "") \($0.rawValue)" }
        let stopped = HelpSection.Row(term: "128+n", text: "stopped by signal n (\(signals.joined(separator: ", "))); what was complete is saved and indexed")
        let rows = codes.map { HelpSection.Row(term: String($0.rawValue), text: meaning(of: $0)) }
        return HelpSection(title: "EXIT CODES", rows: rows + (stoppable ? [stopped] : []))
    }

    /// What the code means whatever the command.
    private static func commonMeaning(of code: ExitCode) -> String {
        switch code {
        case .success: "every requested picture was saved (or the API had nothing new)"
        case .partialFailure: "some pictures failed, or links the API offered were skipped; the rest were saved and indexed"
        case .critical: "'dogs status': \(StatusCommand.criticalMeaning)"
        case .unknown: "'dogs status': \(StatusCommand.unknownMeaning)"
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
}
