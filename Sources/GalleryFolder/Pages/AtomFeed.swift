import DogModel
import Foundation
import Platform
import PureSupport

/// Renders `feed.xml`: the newest pictures as an Atom feed (RFC 4287), so a cron-fed gallery can
/// be followed in a feed reader. Entry ids derive from the picture itself and never change, so a
/// reader never shows a picture twice. Links are relative to the feed unless the gallery knows
/// its site URL.
enum AtomFeed {
    package static let fileName = "feed.xml"
    static let maxEntries = 50

    static func render(_ outline: GalleryOutline) -> String {
        let updated = outline.lastAdded.map(UTCTime.timestamp) ?? "1970-01-01T00:00:00Z"
        let link = { (path: String) in escape(outline.siteURL.map { $0.appendingPathComponent(path).absoluteString } ?? path) }
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        \(GenerationStamp.comment(outline.generation))
        <feed xmlns="http://www.w3.org/2005/Atom">
        <title>\(escape(outline.shownTitle))</title>
        <subtitle>\(escape(PageText.count(outline.count)))</subtitle>
        <id>\(feedID(outline.first))</id>
        <updated>\(updated)</updated>
        <link rel="self" type="application/atom+xml" href="\(link(fileName))"/>
        <link rel="alternate" type="text/html" href="\(link(HTMLPages.fileName))"/>
        <author><name>dogs</name></author>
        <generator version="\(DogsVersion.current)">dogs</generator>

        """
        for picture in outline.newest(maxEntries) {
            let type = ImageFormat(fileExtension: (picture.file as NSString).pathExtension)?.mediaType ?? "image/jpeg"
            xml += """
            <entry>
            <title>\(escape(picture.name))</title>
            <id>\(entryID(picture))</id>
            <updated>\(UTCTime.timestamp(picture.added))</updated>
            <link rel="alternate" type="\(type)" href="\(link(picture.file))"/>
            <link rel="enclosure" type="\(type)" length="\(picture.bytes)" href="\(link(picture.file))"/>
            <summary>\(escape(caption(picture)))</summary>
            <content type="html">\(escape(contentHTML(picture, source: link(picture.file))))</content>
            </entry>

            """
        }
        return xml + "</feed>\n"
    }

    private static func caption(_ picture: Picture) -> String {
        "\(picture.name), added \(UTCTime.display(picture.added))"
    }

    /// What a feed reader shows of an entry: the picture, then its caption, as HTML that the
    /// feed carries escaped. `source` is the picture's link, already escaped for the feed.
    private static func contentHTML(_ picture: Picture, source: String) -> String {
        let size = picture.pixels.map { #" width="\#($0.width)" height="\#($0.height)""# } ?? ""
        return #"<p><img src="\#(source)" alt="\#(escape(picture.name))"\#(size)></p><p>\#(escape(caption(picture)))</p>"#
    }

    /// A name-based UUID from the picture's checksum and file name: the same picture keeps its id
    /// whenever the feed is rendered, wherever the gallery is published.
    static func entryID(_ picture: Picture) -> String {
        uuid(from: "dogs picture \(picture.sha256) \(picture.file)")
    }

    /// The gallery's id: from its first picture, so it stays put as the gallery grows.
    private static func feedID(_ first: Picture?) -> String {
        uuid(from: "dogs gallery \(first.map { "\($0.sha256) \($0.file)" } ?? "")")
    }

    private static func uuid(from name: String) -> String {
        var hasher = SHA256()
        hasher.update(Array(name.utf8))
        var bytes = Array(hasher.digest().prefix(16))
        bytes[6] = bytes[6] & 0x0F | 0x50  // version 5: name-based
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        return "urn:uuid:" + [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { Hex.lowercase(bytes[$0]) }.joined(separator: "-")
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
