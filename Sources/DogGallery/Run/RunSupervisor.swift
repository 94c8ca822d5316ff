import Synchronization

/// Runs an operation that can be stopped: by a deadline, or by `stop(_:)` (from a signal handler).
/// Stopping cancels the operation, which then winds down and keeps what is complete.
public final class RunSupervisor: Sendable {
    private struct State {
        var reason: StopReason?
        var cancel: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    public init() {}

    public var stopReason: StopReason? { state.withLock { $0.reason } }

    /// Stops the run; returns false when it had already been asked to stop.
    @discardableResult
    public func stop(_ reason: StopReason) -> Bool {
        let (first, cancel) = state.withLock { state -> (Bool, (@Sendable () -> Void)?) in
            guard state.reason == nil else { return (false, nil) }
            state.reason = reason
            return (true, state.cancel)
        }
        cancel?()
        return first
    }

    public func run<Value: Sendable>(
        maxTime: Double?, sleep: @escaping Sleeper = Retrier.realSleeper,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, any Error> {
        let work = Task { try await operation() }
        let alreadyStopped = state.withLock { state -> Bool in
            state.cancel = { work.cancel() }
            return state.reason != nil
        }
        if alreadyStopped { work.cancel() }
        let watchdog = maxTime.map { seconds in
            Task { [self] in
                if (try? await sleep(seconds)) != nil { stop(.deadline) }
            }
        }
        let result = await work.result
        watchdog?.cancel()
        return result
    }
}
