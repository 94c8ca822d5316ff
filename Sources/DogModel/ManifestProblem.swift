import Foundation
import PureSupport

/// What is wrong with a manifest, as precisely as can be said: the entry, the field, and why.
package struct ManifestProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based, as a person counts; nil for the manifest as a whole.
    package let line: Int?
    /// The entry of a version 1 `manifest.json`, 1-based; nil for the manifest as a whole.
    package let entry: Int?
    package let field: String?
    package let reason: String
    /// The version of the format a header gives when it is newer than this dogs reads: then the
    /// manifest is not damaged, this dogs is old.
    package let newerVersion: Int?

    package init(line: Int? = nil, entry: Int? = nil, field: String? = nil, reason: String, newerVersion: Int? = nil) {
        self.line = line
        self.entry = entry
        self.field = field
        self.reason = reason
        self.newerVersion = newerVersion
    }

    /// "line 3, field file: must be images/ and a name dogs gives (got '../outside')".
    package var description: String {
        let place = [line.map { "line \($0)" }, entry.map { "picture \($0)" }, field.map { "field \($0)" }].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? reason : "\(place): \(reason)"
    }
}

extension ManifestProblem {
    /// Where JSON decoding failed, in a person's terms: `pictures[2].file` is picture 3, field file.
    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(reason: "not valid JSON")
            return
        }
        let (path, reason): ([any CodingKey], String) = switch error {
        case let .typeMismatch(type, context): (context.codingPath, "expected \(Self.describe(type))")
        case let .valueNotFound(_, context): (context.codingPath, "is missing")
        case let .keyNotFound(key, context): (context.codingPath + [key], "is missing")
        case let .dataCorrupted(context):
            (context.codingPath, context.codingPath.isEmpty ? "not valid JSON" : TerminalText.oneLine(context.debugDescription, maxLength: 80))
        @unknown default: ([], "cannot be read")
        }
        let index = path.firstIndex { $0.intValue != nil }
        let fieldPath = path[(index.map { $0 + 1 } ?? 0)...].filter { $0.intValue == nil }.map(\.stringValue)
        self.init(
            entry: index.flatMap { path[$0].intValue }.map { $0 + 1 },
            field: fieldPath.isEmpty ? nil : fieldPath.joined(separator: "."),
            reason: reason
        )
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is URL.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
