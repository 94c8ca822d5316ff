import Foundation
import Synchronization

/// A clock that answers each reading with the next of the given times (seconds since 1970),
/// then keeps answering the last one.
package final class ClockStub: Sendable {
    private let ticks: Mutex<[Double]>

    package init(ticks: [Double]) {
        self.ticks = Mutex(ticks)
    }

    package var now: @Sendable () -> Date {
        { [self] in
            Date(timeIntervalSince1970: ticks.withLock { ticks in ticks.count > 1 ? ticks.removeFirst() : ticks.first ?? 0 })
        }
    }
}
