import Foundation
import Platform
import PureSupport

/// How a transfer can fail after the server answered.
package enum TransferError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(limit: Int)
    /// The body came compressed (`Content-Encoding`), which dogs never asks for.
    case encoded(String)
    /// The status line and header fields alone passed the limit.
    case headTooLarge(limit: Int)
    /// Trailer fields after a chunked body passed the head's limit: dogs needs none.
    case trailersTooLarge(limit: Int)
    /// One line of the head, the status line included, was longer than libcurl takes.
    case headerLineTooLong
    /// Bytes came with no status line before them: HTTP/0.9, or no HTTP at all.
    case noStatusLine
    case truncated(expected: Int64, received: Int64)
    case redirectRefused(to: URL)
    case notHTTP
    /// libcurl or nghttp2 refused what the server sent as against HTTP/2 (a flood of frames, a
    /// head that decompresses without end, a stream it pushed): what it did, in their words.
    case brokeProtocol(String)
    /// More informational heads (1xx) than any server sends before its answer.
    case endlessInterimHeads
    /// libcurl, which moves every byte, cannot be loaded.
    case networkUnavailable(reason: String)
    /// The body could not be written where it was going (disk full, say): the errno, told with
    /// the file's path by whoever knows it.
    case cannotStore(code: Int32)

    package var description: String {
        switch self {
        case let .tooLarge(limit): "the answer is larger than \(limit) bytes"
        case let .headTooLarge(limit): "the answer's header fields are larger than \(limit) bytes"
        case let .trailersTooLarge(limit): "the answer's trailer fields after its body are larger than \(limit) bytes"
        case .headerLineTooLong: "the server sent a header line longer than dogs accepts"
        case .noStatusLine: "the server did not answer in HTTP (no status line)"
        case let .encoded(encoding): "the answer came compressed (\(TerminalText.oneLine(encoding, maxLength: 40))), which dogs does not accept"
        case let .truncated(expected, received): "the answer ended after \(received) of \(expected) bytes"
        case let .redirectRefused(url): "refused a redirect to \(Self.withoutCredentials(url))"
        case .notHTTP: "the answer is not HTTP"
        case let .brokeProtocol(what): "the server broke the HTTP/2 protocol: \(what)"
        case .endlessInterimHeads: "the server sent informational answers (1xx) without end"
        case let .networkUnavailable(reason): "cannot use libcurl: \(reason)"
        case let .cannotStore(code): "cannot write the picture: \(String(cString: strerror(code)))"
        }
    }

    package var errorDescription: String? { description }

    /// A link as it may be printed: a user name and password in it are a secret of whoever put them there.
    private static func withoutCredentials(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.user != nil || components.password != nil else {
            return url.absoluteString
        }
        (components.user, components.password) = (nil, nil)
        return components.string ?? "a link that carried credentials"
    }
}
