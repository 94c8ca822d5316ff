@testable import Platform
import Synchronization
import Testing

@Suite("mapOnEveryCore")
struct MapOnEveryCoreTests {
    @Test("transforms every element once and keeps their order", arguments: [0, 1, 2, 3, 97])
    func order(_ count: Int) {
        let calls = Mutex([Int]())

        let result = Array(0..<count).mapOnEveryCore { value in
            calls.withLock { $0.append(value) }
            return "\(value * 2)"
        }

        #expect(result == (0..<count).map { "\($0 * 2)" })
        #expect(calls.withLock { $0.sorted() } == Array(0..<count))
    }
}
