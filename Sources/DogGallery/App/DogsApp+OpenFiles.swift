import Foundation

extension DogsApp {
    /// The command as the limit on open files lets it run: the soft limit raised toward the hard
    /// one when the run needs more, fewer downloads at once when even that is too low (said with
    /// --verbose), or nil, the reason printed, when not even one fits.
    func fittedToOpenFiles(_ command: DogsCommand, output: RunOutput) -> DogsCommand? {
        guard let budget = Self.openFileBudget(of: command) else { return command }
        var (soft, hard) = openFiles.limits()
        let open = openFiles.open()
        var decision = budget.decision(soft: soft, hard: hard, open: open)
        if case let .raise(limit, _) = decision, !openFiles.raise(limit) {
            // The system would not raise it: what the soft limit allows is all there is.
            hard = soft
            decision = budget.decision(soft: soft, hard: hard, open: open)
        }
        switch decision {
        case let .refuse(reason):
            output.error("Error: \(reason)")
            return nil
        case let .keep(transfers), let .raise(_, transfers):
            guard transfers < budget.transfers else { return command }
            switch command {
            case var .fetch(options):
                if options.verbose {
                    output.error("note: downloading \(transfers) at once, not \(options.settings.concurrency): this process may open only \(hard) files (ulimit -n)")
                }
                options.settings.concurrency = transfers
                return .fetch(options)
            case let .verify(options, _):
                return .verify(options, concurrency: transfers)
            default:
                return command
            }
        }
    }

    /// What `command` needs: the API's connection besides its downloads for a fetch and a
    /// repair, one picture read on each core for `dogs verify`; nil for a command that opens
    /// nothing (help, the version, a completion script or the manual page).
    static func openFileBudget(of command: DogsCommand, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> OpenFileBudget? {
        switch command {
        case let .fetch(options): OpenFileBudget(fixed: 1, transfers: options.settings.concurrency)
        case let .verify(options, concurrency) where options.repair: OpenFileBudget(fixed: cores, transfers: concurrency)
        case .verify: OpenFileBudget(fixed: cores, transfers: 0)
        case .breeds: OpenFileBudget(fixed: 1, transfers: 0)
        case .index, .remove, .status, .schedule: OpenFileBudget(fixed: 0, transfers: 0)
        case .help, .manual, .version: nil
        }
    }
}
