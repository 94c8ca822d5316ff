@testable import DogCEOClient
import Foundation
import ClientTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("A retry told with --verbose: what failed, the wait, the attempt to come")
struct RetryNoticeTests {
    private static let url = URL(string: "https://images.dog.ceo/breeds/pug/1.jpg")!

    @Test("the line names the link, the wait, the attempt and the cause", arguments: [
        (2.0, 2, 4, "HTTP 503", "retrying https://images.dog.ceo/breeds/pug/1.jpg in 2 s (attempt 2 of 4): HTTP 503"),
        (0.74, 3, 4, "timed out", "retrying https://images.dog.ceo/breeds/pug/1.jpg in 0.7 s (attempt 3 of 4): timed out"),
        (1.25, 2, 2, "timed out", "retrying https://images.dog.ceo/breeds/pug/1.jpg in 1.3 s (attempt 2 of 2): timed out"),
        (0.01, 2, 4, "HTTP 429", "retrying https://images.dog.ceo/breeds/pug/1.jpg in 0 s (attempt 2 of 4): HTTP 429"),
        (12.6, 4, 4, "HTTP 500", "retrying https://images.dog.ceo/breeds/pug/1.jpg in 13 s (attempt 4 of 4): HTTP 500"),
    ])
    func line(delay: Double, attempt: Int, attempts: Int, cause: String, line: String) {
        #expect(RetryNotice(url: Self.url, cause: cause, delay: delay, attempt: attempt, attempts: attempts).line == line)
    }

    @Test("the cause of a failure is its sentence; of an answer, its status")
    func causes() {
        #expect(RetryNotice.cause(of: .failure(URLError(.timedOut))) == NetworkErrorSentence.sentence(for: URLError(.timedOut)))
        let answer = HTTPURLResponse(url: Self.url, statusCode: 503, httpVersion: nil, headerFields: nil)
        #expect(RetryNotice.cause(of: .success(answer)) == "HTTP 503")
        #expect(RetryNotice.cause(of: .success(nil)) == "an answer that is not HTTP")
    }
}
