/// Decides what to ask the API for next. Answers may repeat pictures the gallery holds, so it
/// asks again for what is missing, but stops when a round of answers brings nothing new or after
/// a bounded number of requests. A round's requests (50 pictures each at most) are sent together,
/// a few at a time: a large count must not become hundreds of requests at once, which would be
/// rude to the API and cost memory for every one in flight.
enum RequestPlanner {
    static let maxRequestsPerRound = 4
    /// Requests allowed beyond the ones the count needs at 50 a request.
    static let extraRequests = 4

    /// The sizes of the next round's requests; empty when it is time to stop.
    /// - Parameter lastRoundBroughtNew: nil before the first round.
    static func nextRound(requested: Int, planned: Int, requestsMade: Int, lastRoundBroughtNew: Bool?) -> [Int] {
        let missing = requested - planned
        let needed = (requested + DogAPI.maxImagesPerRequest - 1) / DogAPI.maxImagesPerRequest
        let budget = needed + extraRequests - requestsMade
        guard missing > 0, lastRoundBroughtNew != false, budget > 0 else { return [] }
        return Array(DogService.batchSizes(for: missing).prefix(min(budget, maxRequestsPerRound)))
    }
}
