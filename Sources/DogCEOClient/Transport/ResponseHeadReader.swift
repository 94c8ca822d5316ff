import Foundation
import Platform

/// Builds a `ResponseHead` from the lines libcurl hands over one at a time: a status line,
/// fields, a blank line. Informational heads (1xx) are skipped; a head larger than its limit is
/// refused, and so are trailer fields after a chunked body once head and trailers together pass
/// it: libcurl keeps every field it hands over, so a server cannot fill memory with either.
struct ResponseHeadReader: Sendable {
    enum Step: Equatable, Sendable {
        case reading
        case complete(ResponseHead)
        case notHTTP
        case tooLarge
        case trailersTooLarge
        /// More informational heads than `maxInterimHeads`.
        case endlessInterim
    }

    /// Far beyond any real answer's head; dog.ceo's are under 1 KiB.
    static let maxBytes = 64 << 10
    /// A server sends one or two (100 Continue, 103 Early Hints) before its answer, if any.
    static let maxInterimHeads = 10

    private let limit: Int
    private var bytes = 0
    private var head: ResponseHead?
    private var lastField: String?
    /// Each field's name as first sent, by its lower-cased name.
    private var fieldNames: [String: String] = [:]
    private var isComplete = false
    /// The informational heads read so far.
    private(set) var interimHeads = 0

    init(limit: Int = maxBytes) {
        self.limit = limit
    }

    mutating func read(_ line: [UInt8]) -> Step {
        bytes += line.count
        // Trailers after the body come through the same door; the head is already decided.
        guard !isComplete else { return bytes <= limit ? .reading : .trailersTooLarge }
        guard bytes <= limit else { return .tooLarge }
        var end = line.endIndex
        while end > line.startIndex, [UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(line[end - 1]) { end -= 1 }
        let text = String(decoding: line[..<end], as: UTF8.self)
        // `head` is changed in place: a copy per line would make a head of many fields cost its square.
        guard let status = head?.status else {
            guard let status = Self.status(in: text) else { return .notHTTP }
            if (100...199).contains(status) {
                interimHeads += 1
                guard interimHeads <= Self.maxInterimHeads else { return .endlessInterim }
            }
            head = ResponseHead(status: status, fields: [:])
            return .reading
        }
        if text.isEmpty {
            guard (100...199).contains(status) else {
                isComplete = true
                return head.map(Step.complete) ?? .notHTTP
            }
            head = nil
            fieldNames = [:]
            lastField = nil
            return .reading
        }
        if let first = text.first, first == " " || first == "\t", let lastField {
            // An obsolete folded line continues the field before it.
            head?.fields[lastField, default: ""] += " " + text.trimmingCharacters(in: .whitespaces)
        } else if let colon = text.firstIndex(of: ":") {
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            // A repeated field keeps the spelling it was first sent with, whatever its case now.
            let key = fieldNames[name.lowercased(), default: name]
            fieldNames[name.lowercased()] = key
            if head?.fields[key] != nil { head?.fields[key]! += ", \(value)" } else { head?.fields[key] = value }
            lastField = key
        }
        return .reading
    }

    /// The code of a status line such as `HTTP/1.1 200 OK` or `HTTP/2 404`.
    private static func status(in line: String) -> Int? {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3,
              let code = Int(parts[1]), (100...999).contains(code) else { return nil }
        return code
    }
}
