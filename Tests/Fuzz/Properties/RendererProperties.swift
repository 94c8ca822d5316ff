@testable import DogModel
import Foundation
@testable import GalleryFolder
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A manifest built from fuzzed entries → `index.html`, `index.md`, `feed.xml` and the pages.
/// The fields are split at zero bytes: the title, the site URL, then a source link, breed and
/// sub-breed for each picture. Entries that would not pass the manifest's validation are left
/// out, as loading leaves such a manifest out. `feed.xml` parses as XML; no text from outside
/// reaches the HTML as markup or a link with another scheme than http(s); the Markdown holds no
/// raw HTML.
enum RendererProperties {
    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var manifest = Manifest(pictures: pictures(Array(fields.dropFirst(2))), siteURL: siteURL(fields.dropFirst().first), pageSize: 2, generation: 3)
        manifest.title = fields.first.flatMap { GalleryTitle.isValid($0) ? $0 : nil }
        let loaded = Result { () throws(ManifestProblem) in try Manifest.decode(manifest.encoded()) }
        guard case let .success(manifest) = loaded else { throw PropertyViolation(description: "a manifest of sound entries does not load: \(loaded)") }
        for file in GalleryPages.all(manifest) {
            let problem: String? = switch (file.name as NSString).pathExtension {
            case "xml": xmlProblem(file.contents)
            case "html": MarkupCheck.htmlProblem(file.contents)
            case "md": MarkupCheck.markdownProblem(file.contents)
            default: "a file of another kind"
            }
            if let problem { throw PropertyViolation(description: "\(file.name): \(problem)") }
        }
    }

    /// At most 12 pictures, each with a file of its own and what a download records.
    private static func pictures(_ fields: [String]) -> [Picture] {
        stride(from: 0, to: min(fields.count, 36), by: 3).compactMap { start in
            let index = start / 3
            let part = { (offset: Int) in start + offset < fields.count && !fields[start + offset].isEmpty ? fields[start + offset] : nil }
            let format = ImageFormat.allCases[index % ImageFormat.allCases.count]
            let picture = Picture(
                source: URL(string: fields[start]) ?? URL(string: "https://images.dog.ceo/breeds/pug/\(index).jpg")!,
                breed: part(1), subBreed: part(2), file: "images/picture-\(index).\(format.fileExtension)", bytes: 1000 * index,
                sha256: String(repeating: String(index, radix: 16), count: 64), added: Date(timeIntervalSince1970: 1_700_000_000 + 86_400 * Double(index)),
                pixels: index % 2 == 0 ? nil : PixelSize(width: 320 + index, height: 240)
            )
            return ManifestValidation.problem(in: picture) == nil ? picture : nil
        }
    }

    private static func siteURL(_ field: String?) -> URL? {
        guard let url = field.flatMap(URL.init(string:)), ManifestValidation.isWebLink(url) else { return nil }
        return url
    }

    private static func xmlProblem(_ xml: String) -> String? {
        let parser = XMLParser(data: Data(xml.utf8))
        guard parser.parse() else { return "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no reason given")" }
        let links = xml.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        return links.lazy.compactMap(MarkupCheck.linkProblem).first
    }
}
