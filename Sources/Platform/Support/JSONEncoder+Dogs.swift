import Foundation

extension JSONEncoder {
    /// How `dogs` writes JSON: keys sorted, so the same value always reads the same; slashes
    /// left alone, so URLs and paths stay readable; dates in ISO 8601.
    package static func dogs(prettyPrinted: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
