/// The manifest generation a front file was rendered from, written into it, so a run can tell
/// from the files' contents, not their times, whether a commit placed every page it wrote.
enum GenerationStamp {
    private static let marker = "dogs generation "

    /// An HTML and XML comment: `<!-- dogs generation 12 -->`.
    static func comment(_ generation: Int) -> String { "<!-- \(marker)\(generation) -->" }

    /// A Markdown link reference definition, which renders as nothing: `[//]: # (dogs generation 12)`.
    static func markdown(_ generation: Int) -> String { "[//]: # (\(marker)\(generation))" }

    /// The generation stamped in `text`, or nil when it carries none.
    static func generation(in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return digits.count <= 15 ? Int(digits) : nil
    }
}
