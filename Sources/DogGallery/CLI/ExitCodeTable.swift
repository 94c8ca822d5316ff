import ArgumentParsing

/// The exit codes one command gives, each in that command's own words: its help's EXIT CODES
/// table, and how `dogs status` explains a recorded run that ended with one.
struct ExitCodeTable: Sendable {
    let codes: [ExitCode]
    /// What a code means for this command, where it says more than the code says for every command.
    let meanings: [ExitCode: String]
    /// Whether a signal can stop the command: its table then has a row for the signals.
    let stoppable: Bool

    init(_ codes: [ExitCode], meanings: [ExitCode: String] = [:], stoppable: Bool = true) {
        self.codes = codes
        self.meanings = meanings
        self.stoppable = stoppable
    }

    func meaning(of code: ExitCode) -> String {
        meanings[code] ?? code.commonMeaning
    }

    /// The EXIT CODES section of the command's help.
    var section: HelpSection {
        let signals = ExitCode.allCases.filter { $0.rawValue > 128 }.sorted { $0.rawValue < $1.rawValue }.map { "\($0.signalName ?? "") \($0.rawValue)" }
        let stopped = HelpSection.Row(term: "128+n", text: "stopped by signal n (\(signals.joined(separator: ", "))); what was complete is saved and indexed")
        let rows = codes.map { HelpSection.Row(term: String($0.rawValue), text: meaning(of: $0)) }
        return HelpSection(title: "EXIT CODES", rows: rows + (stoppable ? [stopped] : []))
    }
}
