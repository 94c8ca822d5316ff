@testable import Platform
import Synchronization
import Testing

@Suite("mapConcurrently")
struct MapConcurrentlyTests {
    @Test("keeps the elements' order", arguments: [1, 3, 10])
    func order(_ limit: Int) async {
        let result = await Array(0..<20).mapConcurrently(limit: limit) { value in
            for _ in 0..<(20 - value) { await Task.yield() }
            return value * 2
        }

        #expect(result == Array(0..<20).map { $0 * 2 })
    }

    @Test("runs at most `limit` transforms at once", arguments: [1, 2, 4])
    func bounded(_ limit: Int) async {
        let gauge = Mutex((current: 0, peak: 0))

        _ = await Array(0..<12).mapConcurrently(limit: limit) { _ in
            gauge.withLock { $0.current += 1; $0.peak = max($0.peak, $0.current) }
            for _ in 0..<50 { await Task.yield() }
            gauge.withLock { $0.current -= 1 }
        }

        #expect(gauge.withLock { $0.peak } <= limit)
    }

    @Test("handles no elements and a limit below one")
    func edges() async {
        #expect(await [Int]().mapConcurrently(limit: 3) { $0 }.isEmpty)
        #expect(await [1, 2].mapConcurrently(limit: 0) { $0 + 1 } == [2, 3])
    }
}
