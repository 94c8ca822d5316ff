/// Independent checks of the markup dogs writes, strict enough that text from outside which was
/// not escaped shows: only the elements and attributes dogs writes, every attribute quoted, no
/// bare `<`, `>` or `&` in text, and links only over http(s) or relative.
enum MarkupCheck {
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "style", "body", "header", "h1", "p", "time", "details", "summary",
        "ul", "li", "a", "span", "main", "figure", "img", "figcaption", "nav", "code",
    ]
    static let attributes: Set<String> = [
        "lang", "charset", "http-equiv", "content", "name", "rel", "type", "title", "href", "datetime", "aria-label",
        "src", "alt", "width", "height", "loading", "decoding",
    ]

    /// The first thing wrong with `html`, or nil.
    static func htmlProblem(_ html: String) -> String? {
        var rest = Substring(html)
        guard rest.hasPrefix("<!DOCTYPE html>\n") else { return "it does not start with its doctype" }
        rest = rest.dropFirst("<!DOCTYPE html>\n".count)
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == ">" || $0 == "&" }) {
            if let problem = textProblem(rest[..<open]) { return problem }
            rest = rest[open...]
            if rest.hasPrefix("&") {
                guard let entity = entity(at: rest) else { return "a bare '&' in text: \(context(rest))" }
                rest = rest.dropFirst(entity)
            } else if rest.hasPrefix(">") {
                return "a bare '>' in text: \(context(rest))"
            } else if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return "a comment that does not end" }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<style>") {
                guard let end = rest.range(of: "</style>") else { return "a style that does not end" }
                rest = rest[end.upperBound...]
            } else {
                guard let end = rest.firstIndex(of: ">") else { return "a tag that does not end: \(context(rest))" }
                if let problem = tagProblem(rest[rest.index(after: rest.startIndex)..<end]) { return problem }
                rest = rest[rest.index(after: end)...]
            }
        }
        return textProblem(rest)
    }

    /// `<name attribute="value" …>` or `</name>`, the brackets left out.
    private static func tagProblem(_ tag: Substring) -> String? {
        let body = tag.hasPrefix("/") ? tag.dropFirst() : tag
        let name = body.prefix { $0.isLetter || $0.isNumber }
        guard elements.contains(String(name)) else { return "an element dogs does not write: <\(tag.prefix(40))>" }
        var rest = body.dropFirst(name.count)
        while !rest.isEmpty {
            guard rest.hasPrefix(" ") else { return "an attribute not set apart in <\(tag.prefix(60))>" }
            rest = rest.dropFirst()
            let attribute = rest.prefix { $0 != "=" && $0 != " " }
            guard attributes.contains(String(attribute)) else { return "an attribute dogs does not write: \(attribute.prefix(40))" }
            rest = rest.dropFirst(attribute.count)
            guard rest.hasPrefix("=\"") else { return "an attribute whose value is not quoted: \(attribute)" }
            rest = rest.dropFirst(2)
            guard let close = rest.firstIndex(of: "\"") else { return "a value that does not end in <\(tag.prefix(60))>" }
            let value = rest[..<close]
            if value.contains("<") || value.contains(">") { return "a value holding '<' or '>': \(value.prefix(60))" }
            if let problem = textProblem(value) { return problem }
            if ["href", "src"].contains(attribute), let problem = linkProblem(unescaped(value)) { return problem }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    private static func textProblem(_ text: Substring) -> String? {
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            guard let length = entity(at: rest[ampersand...]) else { return "a bare '&': \(context(rest[ampersand...]))" }
            rest = rest[ampersand...].dropFirst(length)
        }
        return nil
    }

    /// The length of the character reference at the start of `text`, or nil when there is none.
    private static func entity(at text: Substring) -> Int? {
        for name in ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"] where text.hasPrefix(name) { return name.count }
        return nil
    }

    private static func unescaped(_ value: Substring) -> String {
        value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A link dogs writes goes over http(s) or stays relative: no `javascript:`, `data:` or other scheme.
    static func linkProblem(_ link: String) -> String? {
        let beforeScheme = link.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
        guard beforeScheme.count < link.count, link[beforeScheme.endIndex] == ":" else { return nil }
        return ["http", "https"].contains(beforeScheme.lowercased()) ? nil : "a link with the scheme '\(beforeScheme.prefix(20))'"
    }

    /// The first thing wrong with `markdown`: raw HTML (any `<` not escaped by a backslash) or a
    /// link whose destination has a scheme other than http(s).
    static func markdownProblem(_ markdown: String) -> String? {
        var backslashes = 0
        var index = markdown.startIndex
        while index < markdown.endIndex {
            let character = markdown[index]
            let isEscaped = backslashes % 2 == 1
            if character == "<", !isEscaped { return "raw HTML: \(context(markdown[index...]))" }
            backslashes = character == "\\" ? backslashes + 1 : 0
            if character == "]", !isEscaped, markdown[index...].hasPrefix("](") {
                let destination = markdown[markdown.index(index, offsetBy: 2)...].prefix { $0 != ")" && $0 != " " && $0 != "\n" }
                if let problem = linkProblem(String(destination)) { return problem }
            }
            index = markdown.index(after: index)
        }
        return nil
    }

    private static func context(_ text: Substring) -> String {
        String(text.prefix(40))
    }
}
