import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A retry about to happen, told with `--verbose` as curl and wget tell theirs: the link, the
/// wait, which attempt comes next of how many, and what went wrong.
package struct RetryNotice: Equatable, Sendable {
    package let url: URL?
    package let cause: String
    /// Seconds waited before the attempt.
    package let delay: Double
    /// The attempt about to be made, from 2, of `attempts` in all.
    package let attempt: Int
    package let attempts: Int

    package var line: String {
        "retrying \(url?.absoluteString ?? "the request") in \(Self.seconds(delay)) (attempt \(attempt) of \(attempts)): \(cause)"
    }

    /// What made an attempt worth repeating: the failure's sentence, or the answer's status.
    static func cause(of result: Result<HTTPURLResponse?, any Error>) -> String {
        switch result {
        case let .success(response): response.map { "HTTP \($0.statusCode)" } ?? "an answer that is not HTTP"
        case let .failure(error): NetworkErrorSentence.sentence(for: error)
        }
    }

    /// "2 s", "0.7 s", "13 s": tenths below ten seconds, where the jitter shows.
    private static func seconds(_ delay: Double) -> String {
        let tenths = (delay * 10).rounded() / 10
        guard delay < 10, tenths != tenths.rounded() else { return "\(Int(delay.rounded())) s" }
        return "\(tenths) s"
    }
}
