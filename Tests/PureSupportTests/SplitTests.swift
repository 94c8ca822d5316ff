@testable import PureSupport
import Testing

@Suite("Split: a count in pieces of at most a size")
struct SplitTests {
    @Test("pieces of the size, the last the rest, none for nothing", arguments: [
        (0, 50, []), (-3, 50, []), (1, 50, [1]), (50, 50, [50]), (51, 50, [50, 1]), (120, 50, [50, 50, 20]), (3, 0, [1, 1, 1]),
    ])
    func sizes(total: Int, limit: Int, pieces: [Int]) {
        #expect(Split.sizes(of: total, atMost: limit) == pieces)
    }
}
