import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Transforms every element on every core at once, for CPU-bound work such as rendering
    /// thousands of pages, returning the results in the elements' order.
    func parallelMap<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> [T] {
        let results = ParallelResults<T>(count: count)
        let elements = self
        let stride = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: Swift.min(stride, count)) { lane in
            // Each lane takes every stride-th element, so lanes of cheap and dear elements even out.
            for index in Swift.stride(from: lane, to: elements.count, by: stride) {
                results.set(transform(elements[index]), at: index)
            }
        }
        return results.values
    }
}

/// The results of `parallelMap`, each slot written once by one lane.
private final class ParallelResults<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ value: T, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [T] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
