import Synchronization

/// Where a signal goes: to the run being supervised, if there is one. Signal handling is set up
/// first thing at start-up, before any run exists, so that no signal is ever left to its
/// default action while `dogs` has something to clean up.
public final class SignalForwarding: Sendable {
    private struct Runs {
        var attached: RunSupervisor?
        /// Why the last run detached was stopped, if it was.
        var lastStop: StopReason?
    }

    private let runs = Mutex(Runs())

    public init() {}

    public func attach(_ runSupervisor: RunSupervisor?) {
        runs.withLock { runs in
            if runSupervisor == nil, let stop = runs.attached?.stopReason { runs.lastStop = stop }
            runs.attached = runSupervisor
        }
    }

    /// Hands the signal to the attached run and returns nil; with none attached there is nothing
    /// to wind down, and it returns why the process is to end at once: the reason the last run
    /// was stopped for, which its record and summary already give, else this signal.
    public func receive(signal number: Int32) -> StopReason? {
        let (attached, lastStop) = runs.withLock { ($0.attached, $0.lastStop) }
        guard let attached else { return lastStop ?? .signal(number) }
        attached.receive(signal: number)
        return nil
    }
}
