import DogModel
import Platform
import PureSupport

/// Renders `index.md` and the numbered pages as CommonMark, like the HTML pages: the newest
/// pictures first, then links to every breed's pages and to other pages.
enum MarkdownPages {
    package static let fileName = "index.md"

    static func front(_ outline: GalleryOutline) -> String {
        var lines = [GenerationStamp.markdown(outline.generation), "# \(escape(outline.shownTitle))", "", ([PageText.count(outline.count)] + (outline.lastAdded.map { ["updated \(UTCTime.display($0))"] } ?? [])).joined(separator: ", ") + ".", ""]
        if outline.breeds.isEmpty {
            lines += ["No pictures yet. Run `dogs fetch` to add some.", ""]
        } else {
            let breeds = outline.breeds.sorted { ($0.value.name, $0.key) < ($1.value.name, $1.key) }.map { key, breed in
                "[\(escape(breed.name))](\(destination(PageNames.path(page: breed.pages.max() ?? 1, breed: key, format: .markdown)))) (\(breed.count))"
            }
            lines += ["Breeds: " + breeds.joined(separator: " · "), ""]
        }
        lines += outline.frontPictures.map { entry($0, root: "") }
        if let older = Pagination.olderThanFront(in: outline.pages) {
            lines += ["[Older pictures](\(PageNames.path(page: older, format: .markdown)))", ""]
            lines += ["Pages: " + outline.pages.sorted(by: >).map { "[\($0)](\(PageNames.path(page: $0, format: .markdown)))" }.joined(separator: " · "), ""]
        }
        return lines.joined(separator: "\n")
    }

    static func page(_ page: ListingPage) -> String {
        let pictures = page.pictures
        var lines = [PageMark.markdown, "# \(page.title(escaping: escape))", "", "[All dogs](\(PageNames.root)\(fileName)) · \(PageText.count(pictures.count))", ""]
        lines += pictures.map { entry($0, root: PageNames.root) }
        lines += [page.links(.markdown, front: fileName).map { "[\($0.text)](\(destination($0.target)))" }.joined(separator: " · "), ""]
        return lines.joined(separator: "\n")
    }

    /// A picture's lines, and the empty line after them, as one string: the picture, linking to its
    /// file as the HTML card does, then its caption; its paths led from the page by `root`.
    static func entry(_ picture: Picture, root: String) -> String {
        let name = escape(picture.name), file = destination(picture.file)
        // Joined into one string made its size, as `HTMLPages.card` is. The backslash breaks the
        // line, so the caption stands under the picture rather than beside it.
        return ["[![", name, "](", root, file, ")](", root, file, ")\\\n*", name, ", added ", UTCTime.display(picture.added), "*\n"].joined()
    }

    /// Backslash-escapes every ASCII punctuation character CommonMark may treat as markup.
    static func escape(_ text: String) -> String {
        // Most names hold no punctuation at all: then nothing to escape.
        guard text.utf8.contains(where: { asciiPunctuation[Int($0)] }) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII, asciiPunctuation[Int(scalar.value)] { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// A link destination with everything but unreserved URL characters and `/` percent-encoded,
    /// so no value can end the link, open raw HTML or reach outside the gallery by a scheme.
    static func destination(_ path: String) -> String {
        // A picture's path needs no encoding: then it is the path itself.
        guard !path.utf8.allSatisfy({ unreserved[Int($0)] }) else { return path }
        // Built as bytes: a page of a large gallery encodes hundreds of paths.
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if unreserved[Int(byte)] {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let unreserved = table("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// CommonMark's escapable characters: all ASCII punctuation.
    private static let asciiPunctuation = table("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    /// Whether each byte value is one of `characters`' (ASCII) bytes: a lookup, not a hash, per byte.
    private static func table(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }
}
