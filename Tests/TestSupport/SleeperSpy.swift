import Platform
import Synchronization

/// Records the waits asked for instead of waiting, so retry tests take no time.
package final class SleeperSpy: Sendable {
    private let waits = Mutex<[Double]>([])
    private let failing: Bool

    /// - Parameter failing: whether each wait throws, as a cancelled one does.
    package init(failing: Bool = false) {
        self.failing = failing
    }

    package var recorded: [Double] { waits.withLock { $0 } }

    package var sleeper: Sleeper {
        { [self] seconds in
            waits.withLock { $0.append(seconds) }
            if failing { throw CancellationError() }
        }
    }
}
