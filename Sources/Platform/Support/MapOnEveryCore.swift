import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Transforms every element on every core at once, for CPU-bound work such as rendering
    /// thousands of pages, returning the results in the elements' order.
    package func mapOnEveryCore<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> [T] {
        let elements = self
        let lanes = Swift.min(Swift.max(1, ProcessInfo.processInfo.activeProcessorCount), count)
        guard lanes > 1 else { return map(transform) }
        let results = LaneResults<T>(lanes: lanes)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            // Each lane takes every lanes-th element, so lanes of cheap and dear elements even out,
            // and hands its results over once.
            results.set(Swift.stride(from: lane, to: elements.count, by: lanes).map { transform(elements[$0]) }, lane: lane)
        }
        let byLane = results.values
        return indices.map { byLane[$0 % lanes][$0 / lanes] }
    }
}

/// The results of `mapOnEveryCore`, one array a lane, each set once.
private final class LaneResults<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var lanes: [[T]]

    init(lanes: Int) {
        self.lanes = Array(repeating: [], count: lanes)
    }

    func set(_ values: [T], lane: Int) {
        lock.withLock { lanes[lane] = values }
    }

    var values: [[T]] {
        lock.withLock { lanes }
    }
}
