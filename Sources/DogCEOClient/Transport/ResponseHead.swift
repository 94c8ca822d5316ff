import DogModel
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer's status and header fields, and what they decide before any of the body is read.
struct ResponseHead: Equatable, Sendable {
    var status: Int
    /// Field names as first sent; a repeated field's values joined with ", ".
    var fields: [String: String]

    func value(_ name: String) -> String? {
        fields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body's declared size, when it is a plain number that fits.
    var contentLength: Int64? {
        declaredLength.flatMap { $0 == .max ? nil : $0 }
    }

    /// The declared size as a plain number; one too long for Int64 reads as `.max`, larger than any limit.
    private var declaredLength: Int64? {
        guard let text = value("Content-Length")?.trimmingCharacters(in: .whitespaces), Self.isDigits(text) else { return nil }
        return Int64(text) ?? .max
    }

    /// Why the body is refused unread: compressed in any way (its size says nothing of what it
    /// unpacks to), or declared larger than the limit.
    func refusal(maxBytes: Int) -> TransferError? {
        let encoding = value("Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if !["", "identity"].contains(encoding) { return .encoded(encoding) }
        if let declared = declaredLength, declared > Int64(maxBytes) { return .tooLarge(limit: maxBytes) }
        return nil
    }

    /// Where a redirect points, resolved against the URL asked for; nil for any other answer, and
    /// for a Location that is not an http(s) URL with a host.
    func redirect(from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(status), let location = value("Location"), !location.isEmpty,
              let target = URL(string: location, relativeTo: url)?.absoluteURL,
              ["http", "https"].contains(target.scheme?.lowercased()), target.host?.isEmpty == false
        else { return nil }
        return target
    }

    func response(for url: URL) -> HTTPURLResponse? {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
