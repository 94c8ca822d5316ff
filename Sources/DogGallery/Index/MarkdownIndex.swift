/// Renders `index.md`: the gallery as CommonMark, a section per breed with relative image links.
public enum MarkdownIndex {
    public static let fileName = "index.md"

    public static func render(_ manifest: Manifest) -> String {
        let sections = BreedSection.sections(of: manifest.newestFirst)
        var lines = ["# Dogs", "", IndexText.summary(manifest, separator: ", ") + ".", ""]
        if sections.isEmpty {
            lines += ["No pictures yet. Run `dogs fetch` to add some.", ""]
        } else {
            lines += sections.map { "- [\(escape($0.name))](#\(headingSlug($0.name))) (\($0.pictures.count))" } + [""]
        }
        for section in sections {
            let name = escape(section.name)
            lines += ["## \(name)", ""]
            for picture in section.pictures {
                lines += ["![\(name)](\(destination(picture.file)))", "*\(name), added \(IndexText.display(picture.added))*", ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The anchor Git forges give a heading: lower case, spaces as dashes, other punctuation dropped.
    static func headingSlug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// Backslash-escapes every ASCII punctuation character CommonMark may treat as markup.
    static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if asciiPunctuation.contains(scalar) { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// A link destination with everything but unreserved URL characters and `/` percent-encoded,
    /// so no value can end the link, open raw HTML or reach outside the gallery by a scheme.
    static func destination(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let keep = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar)
            encoded += keep ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return encoded
    }

    /// CommonMark's escapable characters: all ASCII punctuation.
    private static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)
}
