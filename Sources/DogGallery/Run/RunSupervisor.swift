import GalleryFolder
import Platform
import Synchronization

/// Runs an operation that can be stopped: by a deadline, or by signals. Stopping cancels the
/// operation, which then winds down and keeps what is complete. A run that does not wind down
/// within the grace period, or a second signal, is reported as an overrun for the caller to end
/// the process at once (see `AbruptEnd`). The deadline and the grace period are timers of a
/// `Scheduling` (the process's `Lifeline`), which fire whether or not the task pool can run.
package final class RunSupervisor: Sendable {
    package static let defaultGracePeriod = 15.0

    private struct State {
        var reason: StopReason?
        var signals = 0
        var cancel: (@Sendable () -> Void)?
        var startGrace: (@Sendable () -> Void)?
        var overran = false
    }

    private let state = Mutex(State())
    private let onOverrun: @Sendable (StopReason, _ bySignal: Bool) -> Void

    /// - Parameter onOverrun: called when the run must end now: a second signal (`bySignal`), or
    ///   a stopped run still going after the grace period.
    package init(onOverrun: @escaping @Sendable (StopReason, _ bySignal: Bool) -> Void) {
        self.onOverrun = onOverrun
    }

    package var stopReason: StopReason? { state.withLock { $0.reason } }

    /// Stops the run; returns false when it had already been asked to stop.
    @discardableResult
    package func stop(_ reason: StopReason) -> Bool {
        let (first, cancel, startGrace) = state.withLock { state -> (Bool, (@Sendable () -> Void)?, (@Sendable () -> Void)?) in
            guard state.reason == nil else { return (false, nil, nil) }
            state.reason = reason
            return (true, state.cancel, state.startGrace)
        }
        cancel?()
        startGrace?()
        return first
    }

    /// A signal arrived: the first stops the run gracefully, a second one overruns it.
    package func receive(signal number: Int32) {
        let count = state.withLock { state -> Int in
            state.signals += 1
            return state.signals
        }
        if count == 1 {
            stop(.signal(number))
        } else {
            overrun(stopReason ?? .signal(number), bySignal: true)
        }
    }

    /// The process's deadline (`--max-time` and the grace period, from its start) has come with
    /// the run still going: it overruns now.
    package func overrunDeadline() {
        overrun(stopReason ?? .deadline, bySignal: false)
    }

    /// Reports the overrun, once: a second signal, the grace period and the process's deadline
    /// may all come while the process ends.
    private func overrun(_ reason: StopReason, bySignal: Bool) {
        let isFirst = state.withLock { state in
            defer { state.overran = true }
            return !state.overran
        }
        if isFirst { onOverrun(reason, bySignal) }
    }

    package func run<Value: Sendable>(
        maxTime: Double?, gracePeriod: Double = RunSupervisor.defaultGracePeriod, scheduler: any Scheduling,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, any Error> {
        let work = Task { try await operation() }
        let grace = Grace()
        let alreadyStopped = state.withLock { state -> Bool in
            state.cancel = { work.cancel() }
            state.startGrace = { [self] in
                grace.start {
                    scheduler.after(gracePeriod) { [self] in
                        if let reason = stopReason { overrun(reason, bySignal: false) }
                    }
                }
            }
            return state.reason != nil
        }
        if alreadyStopped {
            work.cancel()
            state.withLock { $0.startGrace }?()
        }
        let deadline = maxTime.map { seconds in scheduler.after(seconds) { [self] in stop(.deadline) } }
        let result = await work.result
        deadline?.cancel()
        grace.cancel()
        return result
    }
}

/// The grace-period timer of one run, started at most once and never after the run is over.
private final class Grace: Sendable {
    private let state = Mutex<(timer: Scheduled?, over: Bool)>((nil, false))

    func start(_ schedule: () -> Scheduled) {
        state.withLock { state in
            guard state.timer == nil, !state.over else { return }
            state.timer = schedule()
        }
    }

    func cancel() {
        state.withLock { state in
            state.over = true
            state.timer?.cancel()
        }
    }
}
