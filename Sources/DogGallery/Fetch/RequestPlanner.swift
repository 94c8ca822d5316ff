/// Decides how many pictures to ask the API for next. Answers may repeat pictures the gallery
/// holds, so it asks again for what is missing, but stops when an answer brings nothing new
/// or after a bounded number of requests.
enum RequestPlanner {
    /// Requests allowed beyond the ones the count needs at 50 a request.
    static let extraRequests = 4

    /// - Parameter lastAnswerBroughtNew: nil before the first request.
    static func nextRequestSize(requested: Int, planned: Int, requestsMade: Int, lastAnswerBroughtNew: Bool?) -> Int? {
        let missing = requested - planned
        let needed = (requested + DogAPI.maxImagesPerRequest - 1) / DogAPI.maxImagesPerRequest
        guard missing > 0, lastAnswerBroughtNew != false, requestsMade < needed + extraRequests else { return nil }
        return min(missing, DogAPI.maxImagesPerRequest)
    }
}
