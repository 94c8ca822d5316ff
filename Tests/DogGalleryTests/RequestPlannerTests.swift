import Testing
@testable import DogGallery

@Suite("RequestPlanner decides what to ask the API for next")
struct RequestPlannerTests {
    @Test("asks for what is missing, at most 50 a request and 4 requests a round, sent together", arguments: [
        (3, 0, 0, nil as Bool?, [3]),
        (120, 0, 0, nil, [50, 50, 20]),
        (120, 100, 3, true, [20]),
        (3, 1, 1, true, [2]),
        (200, 20, 4, true, [50, 50, 50, 30]),
        (200, 20, 6, true, [50, 50]),
        (10000, 0, 0, nil, [50, 50, 50, 50]),
        (10000, 9990, 199, true, [10]),
    ])
    func asks(_ requested: Int, _ planned: Int, _ made: Int, _ new: Bool?, _ sizes: [Int]) {
        #expect(RequestPlanner.nextRound(requested: requested, planned: planned, requestsMade: made, lastRoundBroughtNew: new) == sizes)
    }

    @Test("stops when the plan is full, a round brought nothing new, or requests run out", arguments: [
        (3, 3, 1, true as Bool?),
        (3, 1, 1, false),
        (3, 1, 5, true),
        (120, 100, 7, true),
    ])
    func stops(_ requested: Int, _ planned: Int, _ made: Int, _ new: Bool?) {
        #expect(RequestPlanner.nextRound(requested: requested, planned: planned, requestsMade: made, lastRoundBroughtNew: new).isEmpty)
    }
}
