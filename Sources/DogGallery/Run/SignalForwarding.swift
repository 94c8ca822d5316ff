import Synchronization

/// Where a signal goes: to the run being supervised, if there is one. Signal handling is set up
/// first thing at start-up, before any run exists, so that no signal is ever left to its
/// default action while `dogs` has something to clean up.
public final class SignalForwarding: Sendable {
    private let supervisor = Mutex<RunSupervisor?>(nil)

    public init() {}

    public func attach(_ runSupervisor: RunSupervisor?) {
        supervisor.withLock { $0 = runSupervisor }
    }

    /// Returns false when no run is attached, so there is nothing to wind down: exit at once.
    public func receive(signal number: Int32) -> Bool {
        guard let supervisor = supervisor.withLock({ $0 }) else { return false }
        supervisor.receive(signal: number)
        return true
    }
}
