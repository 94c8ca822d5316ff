import Foundation

extension DogsApp {
    /// The command as the limit on open files lets it run: the soft limit raised toward the hard
    /// one when the run needs more, fewer downloads at once when even that is too low (said with
    /// --verbose), or nil, the reason printed, when not even one fits.
    func fittedToOpenFiles<Command: DogsSubcommand>(_ command: Command, output: RunOutput) -> Command? {
        guard let budget = command.openFileBudget(cores: ProcessInfo.processInfo.activeProcessorCount) else { return command }
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
            if command.verbose {
                output.error("note: downloading \(transfers) at once, not \(budget.transfers): this process may open only \(hard) files (ulimit -n)")
            }
            return command.downloading(transfers)
        }
    }
}
