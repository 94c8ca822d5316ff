@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("AtomFeed renders feed.xml, an Atom feed of the newest pictures")
struct AtomFeedTests {
    let manifest = Manifest(pictures: [samplePicture("komondor", "a", minute: 0), samplePicture("setter-english", "b", minute: 1)])

    @Test("a feed with one entry per picture, newest first: title = breed, link and enclosure = picture, updated = time added")
    func aFeedWithOneEntryPerPictureNewestFirstTitleBreedLinkAndEnclosurePictureUpdatedTimeAdded() throws {
        let xml = AtomFeed.render(GalleryOutline(manifest))

        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- dogs generation 1 -->\n<feed xmlns=\"http://www.w3.org/2005/Atom\">"))
        #expect(xml.contains("<updated>2026-11-18T11:07:40Z</updated>\n<link rel=\"self\" type=\"application/atom+xml\" href=\"feed.xml\"/>"))
        #expect(xml.contains("""
        <entry>
        <title>English Setter</title>
        <id>\(AtomFeed.entryID(manifest.pictures[1]))</id>
        <updated>2026-11-18T11:07:40Z</updated>
        <link rel="alternate" type="image/jpeg" href="images/setter-english_b.jpg"/>
        <link rel="enclosure" type="image/jpeg" length="100" href="images/setter-english_b.jpg"/>
        <summary>English Setter, added 2026-11-18 11:07 UTC</summary>
        <content type="html">&lt;p&gt;&lt;img src=&quot;images/setter-english_b.jpg&quot; alt=&quot;English Setter&quot;&gt;&lt;/p&gt;&lt;p&gt;English Setter, added 2026-11-18 11:07 UTC&lt;/p&gt;</content>
        </entry>
        """))
        let order = ["setter-english_b", "komondor_a"].compactMap { xml.range(of: "<link rel=\"alternate\" type=\"image/jpeg\" href=\"images/\($0)")?.lowerBound }
        #expect(order.count == 2 && order == order.sorted())
    }

    @Test("an entry's content shows the picture, from the site when the gallery knows where it is published, and a hostile name stays text")
    func anEntrysContentShowsThePictureFromTheSiteWhenTheGalleryKnowsWhereItIsPublishedAndAHostileNameStaysText() throws {
        let hostile = Picture(source: URL(string: "https://images.dog.ceo/breeds/x/y.png")!, breed: "<script>\"&", subBreed: nil,
                              file: "images/x_y.png", bytes: 1, sha256: "00", added: Date(timeIntervalSince1970: 0), pixels: PixelSize(width: 320, height: 240))
        let xml = AtomFeed.render(GalleryOutline(Manifest(pictures: [hostile], siteURL: URL(string: "https://example.org/dogs/"))))

        let content = try #require(xml.components(separatedBy: "<content type=\"html\">").last?.components(separatedBy: "</content>").first)
        let html = content.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        #expect(html.hasPrefix(#"<p><img src="https://example.org/dogs/images/x_y.png" alt="&lt;script&gt;&quot;&amp;" width="320" height="240"></p>"#), "\(html)")
        #expect(!html.contains("<script"))
    }

    @Test("is well-formed XML")
    func isWellFormedXML() throws {
        let hostile = Picture(source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "<b>&\"'\u{1}\u{FFFF}\u{FFFE}", subBreed: "\u{B}x",
                              file: "images/x.jpg", bytes: 1, sha256: "00", added: Date(timeIntervalSince1970: 0))
        let xml = AtomFeed.render(GalleryOutline(Manifest(pictures: manifest.pictures + [hostile], siteURL: URL(string: "https://example.org/a%01b/"))))

        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test("entry ids are stable, unique URNs")
    func entryIdsAreStableUniqueURNs() {
        let ids = manifest.pictures.map(AtomFeed.entryID)

        #expect(ids == manifest.pictures.map(AtomFeed.entryID))
        #expect(Set(ids).count == 2)
        #expect(ids.allSatisfy { $0.range(of: #"^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#, options: .regularExpression) != nil })
    }

    @Test("an entry's id is the same in every version of dogs: SHA-256 of its checksum and file, laid out as an RFC 4122 version 5 UUID")
    func anEntrysIdIsTheSameInEveryVersionOfDogsSHA256OfItsChecksumAndFileLaidOutAsAnRFC4122Version5UUID() {
        // SHA-256 of "dogs picture <64 a's> images/komondor_a.jpg", worked out outside dogs.
        #expect(AtomFeed.entryID(manifest.pictures[0]) == "urn:uuid:92e8e11f-7bcb-5580-80a8-cffa045678ca")
    }

    @Test("holds at most the newest 50 pictures")
    func holdsAtMostTheNewest50Pictures() {
        let many = Manifest(pictures: (0..<60).map { samplePicture("pug", "p\($0)", minute: $0) })

        let xml = AtomFeed.render(GalleryOutline(many))

        #expect(xml.ranges(of: "<entry>").count == 50)
        #expect(xml.contains("images/pug_p59.jpg") && !xml.contains("images/pug_p9.jpg\""))
    }

    @Test("links absolutely when the gallery knows its site URL")
    func linksAbsolutelyWhenTheGalleryKnowsItsSiteURL() {
        let published = Manifest(pictures: manifest.pictures, siteURL: URL(string: "https://example.org/dogs/")!)

        let xml = AtomFeed.render(GalleryOutline(published))

        #expect(xml.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.org/dogs/feed.xml\"/>"))
        #expect(xml.contains("href=\"https://example.org/dogs/images/komondor_a.jpg\""))
    }
}
