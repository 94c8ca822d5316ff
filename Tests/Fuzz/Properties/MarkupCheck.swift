@testable import GalleryFolder

/// Independent checks of the markup dogs writes, strict enough that text from outside which was
/// not escaped shows: only the elements and attributes dogs writes, every attribute quoted, no
/// bare `<`, `>` or `&` in text, and links only over http(s) or relative. They read the UTF-8
/// bytes, as an HTML tokenizer reads code points: a `"` followed by a combining mark is still
/// a quote, though Swift's characters would join the two. The one script allowed is dogs' own,
/// byte for byte: any other `<script` is an element dogs does not write.
enum MarkupCheck {
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "style", "body", "header", "h1", "p", "time", "details", "summary",
        "ul", "li", "a", "span", "main", "figure", "img", "figcaption", "nav", "code", "div", "section", "h2",
    ]
    static let attributes: Set<String> = [
        "lang", "charset", "http-equiv", "content", "name", "rel", "type", "title", "href", "datetime", "aria-label",
        "src", "alt", "width", "height", "loading", "decoding", "id", "class", "tabindex", "aria-labelledby", "data-key",
    ]
    /// dogs' own script, the only one a page may hold.
    static let script = "<script>\(HTMLPages.script)</script>"

    private typealias Bytes = ArraySlice<UInt8>

    /// The first thing wrong with `html`, or nil.
    static func htmlProblem(_ html: String) -> String? {
        var rest = Bytes(html.utf8)
        let doctype = Array("<!DOCTYPE html>\n".utf8)
        guard rest.starts(with: doctype) else { return "it does not start with its doctype" }
        rest = rest.dropFirst(doctype.count)
        while let open = rest.firstIndex(where: { $0 == ascii("<") || $0 == ascii(">") || $0 == ascii("&") }) {
            rest = rest[open...]
            if rest.first == ascii("&") {
                guard let length = entity(at: rest) else { return "a bare '&' in text: \(context(rest))" }
                rest = rest.dropFirst(length)
            } else if rest.first == ascii(">") {
                return "a bare '>' in text: \(context(rest))"
            } else if rest.starts(with: script.utf8) {
                rest = rest.dropFirst(script.utf8.count)
            } else if let skipped = skip(rest, from: "<!--", to: "-->") ?? skip(rest, from: "<style>", to: "</style>") {
                guard let after = skipped.rest else { return "\(skipped.opening) does not end" }
                rest = after
            } else {
                guard let end = rest.firstIndex(of: ascii(">")) else { return "a tag that does not end: \(context(rest))" }
                if let problem = tagProblem(rest[(open + 1)..<end]) { return problem }
                rest = rest[(end + 1)...]
            }
        }
        return nil
    }

    /// What follows a comment or the style block at the start of `bytes`, nil when it does not end;
    /// nil as a whole when `bytes` does not start with `opening`.
    private static func skip(_ bytes: Bytes, from opening: String, to closing: String) -> (opening: String, rest: Bytes?)? {
        guard bytes.starts(with: opening.utf8) else { return nil }
        let closing = Array(closing.utf8)
        var index = bytes.startIndex + opening.utf8.count
        while index + closing.count <= bytes.endIndex {
            if bytes[index..<(index + closing.count)].elementsEqual(closing) { return (opening, bytes[(index + closing.count)...]) }
            index += 1
        }
        return (opening, nil)
    }

    /// `<name attribute="value" …>` or `</name>`, the brackets left out.
    private static func tagProblem(_ tag: Bytes) -> String? {
        let body = tag.first == ascii("/") ? tag.dropFirst() : tag
        let name = body.prefix { (ascii("a")...ascii("z")).contains($0) || (ascii("0")...ascii("9")).contains($0) }
        guard elements.contains(text(name)) else { return "an element dogs does not write: <\(context(tag))>" }
        var rest = body.dropFirst(name.count)
        while !rest.isEmpty {
            guard rest.first == ascii(" ") else { return "an attribute not set apart in <\(context(tag))>" }
            rest = rest.dropFirst()
            let attribute = rest.prefix { $0 != ascii("=") && $0 != ascii(" ") }
            guard attributes.contains(text(attribute)) else { return "an attribute dogs does not write: \(context(attribute))" }
            rest = rest.dropFirst(attribute.count)
            guard rest.starts(with: "=\"".utf8) else { return "an attribute whose value is not quoted: \(text(attribute)) in <\(context(tag))>" }
            rest = rest.dropFirst(2)
            guard let close = rest.firstIndex(of: ascii("\"")) else { return "a value that does not end in <\(context(tag))>" }
            let value = rest[..<close]
            if value.contains(ascii("<")) || value.contains(ascii(">")) { return "a value holding '<' or '>': \(context(value))" }
            if let problem = ampersandProblem(value) { return problem }
            if ["href", "src"].contains(text(attribute)), let problem = linkProblem(unescaped(value)) { return problem }
            rest = rest[(close + 1)...]
        }
        return nil
    }

    private static func ampersandProblem(_ bytes: Bytes) -> String? {
        var rest = bytes
        while let ampersand = rest.firstIndex(of: ascii("&")) {
            guard let length = entity(at: rest[ampersand...]) else { return "a bare '&': \(context(rest[ampersand...]))" }
            rest = rest[ampersand...].dropFirst(length)
        }
        return nil
    }

    private static let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]

    /// The length of the character reference at the start of `bytes`, or nil when there is none.
    private static func entity(at bytes: Bytes) -> Int? {
        entities.first { bytes.starts(with: $0.utf8) }?.utf8.count
    }

    private static func unescaped(_ value: Bytes) -> String {
        zip(entities, ["&", "<", ">", "\"", "'"]).reversed().reduce(text(value)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// A link dogs writes goes over http(s) or stays relative: no `javascript:`, `data:` or other scheme.
    static func linkProblem(_ link: String) -> String? {
        let bytes = Array(link.utf8)
        guard let colon = bytes.firstIndex(where: { [ascii(":"), ascii("/"), ascii("?"), ascii("#")].contains($0) }),
              bytes[colon] == ascii(":")
        else { return nil }
        let scheme = text(bytes[..<colon]).lowercased()
        return ["http", "https"].contains(scheme) ? nil : "a link with the scheme '\(scheme.prefix(20))'"
    }

    /// The first thing wrong with `markdown`: raw HTML (any `<` not escaped by a backslash) or a
    /// link whose destination has a scheme other than http(s).
    static func markdownProblem(_ markdown: String) -> String? {
        let bytes = Array(markdown.utf8)
        var backslashes = 0
        for index in bytes.indices {
            let isEscaped = backslashes % 2 == 1
            if bytes[index] == ascii("<"), !isEscaped { return "raw HTML: \(context(bytes[index...]))" }
            backslashes = bytes[index] == ascii("\\") ? backslashes + 1 : 0
            if bytes[index] == ascii("]"), !isEscaped, index + 1 < bytes.count, bytes[index + 1] == ascii("(") {
                let destination = bytes[(index + 2)...].prefix { $0 != ascii(")") && $0 != ascii(" ") && $0 != ascii("\n") }
                if let problem = linkProblem(text(destination)) { return problem }
            }
        }
        return nil
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    private static func text(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func context(_ bytes: Bytes) -> String { text(bytes.prefix(60)) }
}
