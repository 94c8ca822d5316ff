import Testing
@testable import DogGallery

@Suite("RequestPlanner decides how many pictures to ask for next")
struct RequestPlannerTests {
    @Test("asks for what is missing, at most 50 a request", arguments: [
        (3, 0, 0, nil as Bool?, 3 as Int?),
        (120, 0, 0, nil, 50),
        (120, 100, 2, true, 20),
        (3, 1, 1, true, 2),
    ])
    func asks(_ requested: Int, _ planned: Int, _ made: Int, _ new: Bool?, _ size: Int?) {
        #expect(RequestPlanner.nextRequestSize(requested: requested, planned: planned, requestsMade: made, lastAnswerBroughtNew: new) == size)
    }

    @Test("stops when the plan is full, an answer brought nothing new, or requests run out", arguments: [
        (3, 3, 1, true as Bool?),
        (3, 1, 1, false),
        (3, 1, 5, true),
        (120, 100, 7, true),
    ])
    func stops(_ requested: Int, _ planned: Int, _ made: Int, _ new: Bool?) {
        #expect(RequestPlanner.nextRequestSize(requested: requested, planned: planned, requestsMade: made, lastAnswerBroughtNew: new) == nil)
    }
}
