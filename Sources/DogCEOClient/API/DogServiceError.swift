import Foundation

/// Why talking to dog.ceo failed, each with a one-line message for a person.
public enum DogServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request never got an answer: no network, refused connection, time-out.
    case connectivity(url: URL, reason: String)
    /// An answer with a status outside 2xx that is not dog.ceo's JSON error.
    case httpStatus(code: Int, url: URL)
    /// A 2xx answer whose body is not the JSON dog.ceo sends (an empty body included).
    case invalidData(url: URL, reason: String)
    /// dog.ceo's own error body, `{"status": "error", "message": …, "code": …}`.
    case apiError(message: String, code: Int?)
    /// No route at an API address that does not end in `/api`, as dog.ceo's does: a mirror's
    /// root given for its API.
    case notTheAPI(url: URL, base: URL)

    /// dog.ceo's answer to a breed or sub-breed it does not have: the user's mistake, not an outage.
    public var isUnknownBreed: Bool {
        guard case let .apiError(message, code) = self else { return false }
        return code == 404 && message.localizedCaseInsensitiveContains("breed not found")
    }

    public var description: String {
        switch self {
        case let .connectivity(url, reason):
            "cannot reach \(url.absoluteString): \(reason)"
        case let .httpStatus(code, url):
            "\(url.absoluteString) answered HTTP \(code)"
        case let .invalidData(url, reason):
            "unexpected answer from \(url.absoluteString): \(reason)"
        case let .apiError(message, _) where isUnknownBreed:
            "the API does not know that breed: \(message). Run 'dogs breeds' to list the breeds it knows"
        case let .apiError(message, code):
            "the API answered with an error\(code.map { " \($0)" } ?? ""): \(message)"
        case let .notTheAPI(url, base):
            "\(url.absoluteString) is no route of the Dog CEO API (404): its address ends in /api, as https://dog.ceo/api does, "
                + "and \(base.absoluteString) does not; did you mean \(base.appendingPathComponent("api").absoluteString)?"
        }
    }
}
