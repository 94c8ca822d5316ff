import Synchronization

/// Runs work later, and tells the time it keeps: the process's `Lifeline`, `TaskScheduling` where
/// there is none, or in tests a stub that the test fires itself.
package protocol Scheduling: Sendable {
    /// Runs `action` `seconds` from now, unless it is cancelled first.
    @discardableResult func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Scheduled
    /// Seconds on the monotonic clock the timers keep, for how long something has waited.
    var now: Double { get }
}

/// Work a `Scheduling` holds for later.
package struct Scheduled: Sendable {
    /// Takes the work back, if it has not run.
    package let cancel: @Sendable () -> Void

    package init(cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }
}

extension Scheduling {
    /// A sleeper whose waits are this scheduler's timers: no thread waits, and a task cancelled
    /// while it sleeps wakes at once.
    package var sleeper: Sleeper {
        { seconds in
            let wake = Wake()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    guard wake.wait(continuation) else { return }
                    wake.hold(after(seconds) { wake.resume(throwing: nil) })
                }
            } onCancel: {
                wake.resume(throwing: CancellationError())
            }
        }
    }
}

/// One sleep: resumed once, by its timer or its cancellation, whichever comes first.
private final class Wake: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: Scheduled?
        /// Why it woke, once it has.
        var woken: (any Error)??
    }

    private let state = Mutex(State())

    /// Keeps the continuation; false when it woke already (then it is resumed).
    func wait(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let woken = state.withLock { state -> (any Error)?? in
            if state.woken == nil { state.continuation = continuation }
            return state.woken
        }
        guard let woken else { return true }
        continuation.resume(with: woken.map { Result.failure($0) } ?? .success(()))
        return false
    }

    func hold(_ timer: Scheduled) {
        let isWoken = state.withLock { state in
            if state.woken == nil { state.timer = timer }
            return state.woken != nil
        }
        if isWoken { timer.cancel() }
    }

    /// Wakes the sleeper: at its time (nil), or with the error.
    func resume(throwing error: (any Error)?) {
        let (continuation, timer) = state.withLock { state -> (CheckedContinuation<Void, any Error>?, Scheduled?) in
            guard state.woken == nil else { return (nil, nil) }
            state.woken = .some(error)
            return (state.continuation.take(), state.timer.take())
        }
        timer?.cancel()
        continuation?.resume(with: error.map { Result.failure($0) } ?? .success(()))
    }
}

/// Timers as sleeping tasks, where no `Lifeline` runs (a program embedding dogs' library): they
/// need the task pool, which a host short of threads may not give.
package struct TaskScheduling: Scheduling {
    package init() {}

    package var now: Double { Uptime.seconds }

    @discardableResult
    package func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Scheduled {
        let task = Task {
            guard (try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))) != nil else { return }
            action()
        }
        return Scheduled { task.cancel() }
    }
}
