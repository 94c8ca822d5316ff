import Foundation
import Synchronization

/// A clock that answers each reading with the next of the given times (seconds since 1970),
/// then keeps answering the last one.
final class ClockStub: Sendable {
    private let ticks: Mutex<[Double]>

    init(ticks: [Double]) {
        self.ticks = Mutex(ticks)
    }

    var now: @Sendable () -> Date {
        { [self] in
            Date(timeIntervalSince1970: ticks.withLock { ticks in ticks.count > 1 ? ticks.removeFirst() : ticks.first ?? 0 })
        }
    }
}
