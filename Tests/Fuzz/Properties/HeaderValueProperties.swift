@testable import DogCEOClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response head, its lines split at line feeds → what dogs decides from it: a status it can
/// hold, a declared size over the limit refused, a redirect only to an http(s) URL with a host,
/// and a `Retry-After` wait within 0…cap whatever the value says.
enum HeaderValueProperties {
    private static let url = URL(string: "https://images.dog.ceo/breeds/pug/a.jpg")!
    private static let now = Date(timeIntervalSince1970: 1_795_000_000)
    private static let policy = RetryPolicy(retries: 3, maxDelay: 30, maxRetryAfter: 120)

    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        var reader = ResponseHeadReader(limit: 4096)
        var head: ResponseHead?
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let step = reader.read(Array(line) + [UInt8(ascii: "\n")])
            guard step == .reading else {
                if case let .complete(complete) = step { head = complete }
                break
            }
        }
        for value in bytes.split(separator: UInt8(ascii: "\n")).prefix(8) {
            try checkRetryAfter(String(decoding: value, as: UTF8.self))
        }
        guard let head else { return }
        try require((100...999).contains(head.status), "a status of \(head.status)")
        if let declared = head.contentLength, declared > 1000 {
            try require(head.refusal(maxBytes: 1000) != nil, "a declared \(declared) bytes not refused at 1000")
        }
        if let target = head.redirect(from: url) {
            try require(["http", "https"].contains(target.scheme?.lowercased()) && target.host?.isEmpty == false, "a redirect to \(target)")
        }
        _ = head.response(for: url)
        if let retryAfter = head.value("Retry-After") { try checkRetryAfter(retryAfter) }
    }

    private static func checkRetryAfter(_ value: String) throws(PropertyViolation) {
        for status in [429, 503] {
            let decision = policy.decision(after: .response(status: status, retryAfter: value), attempt: 1, jitter: 0.5, now: now)
            if case let .retry(delay) = decision {
                try require(delay >= 0 && delay <= 120, "a wait of \(delay) s for Retry-After '\(value)'")
            }
        }
    }
}
