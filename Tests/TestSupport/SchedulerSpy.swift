import Platform
import Synchronization

/// Records the work scheduled instead of keeping time: a test fires it when it chooses, so
/// deadlines and grace periods take no time and happen exactly when the test says.
package final class SchedulerSpy: Scheduling {
    private struct Entry {
        let seconds: Double
        /// Let go of once cancelled or run, as a real scheduler lets go of it.
        var action: (@Sendable () -> Void)?
        var isCancelled: Bool { action == nil }
    }

    private let entries = Mutex<[Entry]>([])
    private let clock = Mutex(0.0)

    package init() {}

    /// The time the test has set, 0 until it sets one.
    package var now: Double {
        get { clock.withLock { $0 } }
        set { clock.withLock { $0 = newValue } }
    }

    /// The delays asked for, in order, cancelled ones included.
    package var recorded: [Double] { entries.withLock { $0.map(\.seconds) } }

    /// The delays asked for and not cancelled.
    package var pending: [Double] { entries.withLock { $0.filter { !$0.isCancelled }.map(\.seconds) } }

    @discardableResult
    package func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Scheduled {
        let index = entries.withLock { entries in
            entries.append(Entry(seconds: seconds, action: action))
            return entries.count - 1
        }
        return Scheduled { [self] in entries.withLock { $0[index].action = nil } }
    }

    /// Runs the work scheduled `seconds` from its scheduling, unless it was cancelled; false when there is none to run.
    @discardableResult
    package func fire(_ seconds: Double) -> Bool {
        let action = entries.withLock { entries -> (@Sendable () -> Void)? in
            guard let index = entries.firstIndex(where: { $0.seconds == seconds && !$0.isCancelled }) else { return nil }
            return entries[index].action.take()
        }
        action?()
        return action != nil
    }
}
