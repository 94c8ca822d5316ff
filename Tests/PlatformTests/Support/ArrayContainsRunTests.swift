@testable import Platform
import Testing

@Suite("Array.contains(run:) finds consecutive elements")
struct ArrayContainsRunTests {
    @Test("a run found anywhere, the whole array included", arguments: [[1, 2], [3, 4], [2, 3], [1, 2, 3, 4], [4]])
    func found(_ run: [Int]) {
        #expect([1, 2, 3, 4].contains(run: run))
    }

    @Test("elements present but not in a row, in another order, or more than the array holds", arguments: [[1, 3], [2, 1], [4, 5], [1, 2, 3, 4, 5]])
    func notFound(_ run: [Int]) {
        #expect(![1, 2, 3, 4].contains(run: run))
    }

    @Test("an empty run is in every array, the empty one too")
    func empty() {
        #expect([1, 2].contains(run: []))
        #expect([Int]().contains(run: []))
        #expect(![Int]().contains(run: [1]))
    }
}
