import Synchronization

/// Where a signal goes, and the process's deadline: to the run being supervised, if there is one. Signal handling is set up
/// first thing at start-up, before any run exists, so that no signal is ever left to its
/// default action while `dogs` has something to clean up.
package final class SignalForwarding: Sendable {
    private struct Runs {
        var attached: RunSupervisor?
        /// Whether the last run detached was stopped: it is recording how it ended, and the
        /// process ends with that record.
        var stopped = false
    }

    private let runs = Mutex(Runs())

    package init() {}

    package func attach(_ runSupervisor: RunSupervisor?) {
        runs.withLock { runs in
            runs.stopped = runSupervisor == nil && runs.attached?.stopReason != nil
            runs.attached = runSupervisor
        }
    }

    /// Ends the attached run as an overrun of the process's deadline (see
    /// `RunSupervisor.overrunDeadline`); false when no run is attached.
    package func overrun() -> Bool {
        guard let attached = runs.withLock({ $0.attached }) else { return false }
        attached.overrunDeadline()
        return true
    }

    /// Hands the signal to the attached run and returns nil. After a stopped run has detached it
    /// also returns nil: that run is only recording how it ended, and the process ends right after
    /// with its code; ending it at once there would lose the record. Otherwise there is nothing to
    /// wind down, and it returns why the process is to end at once: this signal.
    package func receive(signal number: Int32) -> StopReason? {
        let (attached, stopped) = runs.withLock { ($0.attached, $0.stopped) }
        guard let attached else { return stopped ? nil : .signal(number) }
        attached.receive(signal: number)
        return nil
    }
}
