@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import TestSupport
import Testing

@Suite("HTMLIndex renders index.html and the numbered pages")
struct HTMLIndexTests {
    let manifest = Manifest(pictures: [
        samplePicture("komondor", "a", minute: 0),
        samplePicture("setter-english", "b", minute: 1, pixels: PixelSize(width: 500, height: 375)),
        samplePicture("komondor", "c", minute: 2, pixels: PixelSize(width: 320, height: 240)),
    ])

    @Test("shows every picture newest first, linked relatively, sized, lazy, with breed caption and alt text")
    func pictures() {
        let html = HTMLIndex.front(GalleryOutline(manifest))

        #expect(html.ranges(of: "<figure").count == 3)
        #expect(html.contains(#"<a href="images/komondor_c.jpg"><img src="images/komondor_c.jpg" alt="Komondor" width="320" height="240" loading="lazy" decoding="async"></a><figcaption>Komondor</figcaption>"#))
        #expect(html.contains(#"<img src="images/setter-english_b.jpg" alt="English Setter" width="500" height="375" loading="lazy""#))
        #expect(html.contains(#"<img src="images/komondor_a.jpg" alt="Komondor" loading="lazy" decoding="async">"#), "no size when the header did not say")
        let order = ["komondor_c", "setter-english_b", "komondor_a"].compactMap { html.range(of: "images/\($0).jpg")?.lowerBound }
        #expect(order == order.sorted() && order.count == 3)
    }

    @Test("has a header with the count and the time the newest picture was added")
    func header() {
        #expect(HTMLIndex.front(GalleryOutline(manifest)).contains(#"<p>3 pictures · updated <time datetime="2026-11-18T11:08:40Z">2026-11-18 11:08 UTC</time></p>"#))
    }

    @Test("folds the breeds with counts after the header, each linking to its newest page, so pictures come first")
    func breedIndex() throws {
        let html = HTMLIndex.front(GalleryOutline(manifest))

        #expect(html.contains("<details>\n<summary>2 breeds</summary>\n<ul>\n"))
        #expect(html.contains(#"<li><a href="pages/komondor-1.html">Komondor</a> <span>2</span></li>"#))
        #expect(html.contains(#"<li><a href="pages/setter-english-1.html">English Setter</a> <span>1</span></li>"#))
        let details = try #require(html.range(of: "</details>")), firstPicture = try #require(html.range(of: "<figure>"))
        #expect(details.upperBound < firstPicture.lowerBound)
    }

    @Test("shows the two newest pages on the front, links to the next older one and folds the list of all")
    func frontPages() {
        let pictures = (0..<7).map { samplePicture("pug", "p\($0)", minute: $0) }
        let html = HTMLIndex.front(GalleryOutline(Manifest(pictures: pictures, pageSize: 2)))

        #expect(html.ranges(of: "<figure>").count == 3, "pages 4 (one picture) and 3 (two)")
        #expect(html.contains(#"src="images/pug_p6.jpg""#) && html.contains(#"src="images/pug_p4.jpg""#) && !html.contains(#"src="images/pug_p3.jpg""#))
        #expect(html.contains(#"<p><a href="pages/2.html">Older pictures</a></p>"#))
        #expect(html.contains(#"<summary>All 4 pages</summary>"#))
        #expect(html.contains(#"<li><a href="pages/4.html">4</a></li>\#n<li><a href="pages/3.html">3</a></li>"#))
    }

    @Test("a numbered page shows its pictures newest first, from the pages folder, with a link home")
    func numberedPage() {
        let pictures = [samplePicture("pug", "a"), samplePicture("pug", "b", minute: 1)]
        let html = HTMLIndex.page(ListingPage(number: 3, breed: ("pug", "Pug"), pictures: pictures.reversed(), older: 1, newer: nil))

        #expect(html.contains("<title>Dogs: Pug, page 3</title>"))
        #expect(html.contains(#"<p><a href="../index.html">All dogs</a></p>"#))
        #expect(html.contains(#"<a href="../images/pug_b.jpg"><img src="../images/pug_b.jpg""#))
        #expect(html.contains(#"href="../feed.xml""#))
        #expect(!html.contains("dogs generation"), "only the front files carry the generation")
        let order = ["pug_b", "pug_a"].compactMap { html.range(of: "images/\($0).jpg")?.lowerBound }
        #expect(order == order.sorted() && order.count == 2)
    }

    /// A listing page's place, and what it is titled and headed with.
    static let titles: [(breed: (key: String, name: String)?, number: Int, older: Int?, newer: Int?, title: String)] = [
        (("hound-afghan", "Afghan Hound"), 1, nil, nil, "Afghan Hound"), (("hound-afghan", "Afghan Hound"), 1, nil, 2, "Afghan Hound, page 1"),
        (("hound-afghan", "Afghan Hound"), 3, 1, nil, "Afghan Hound, page 3"), (("hound-afghan", "Afghan Hound"), 2, 1, 3, "Afghan Hound, page 2"),
        (("a", "A & B"), 4, nil, nil, "A &amp; B"), (nil, 1, nil, nil, "All pictures"), (nil, 1, nil, 2, "Page 1"), (nil, 5, 4, nil, "Page 5"),
    ]

    @Test("a page is titled and headed with its number only when its listing has several pages", arguments: titles)
    func pageTitle(_ page: (breed: (key: String, name: String)?, number: Int, older: Int?, newer: Int?, title: String)) {
        let html = HTMLIndex.page(ListingPage(number: page.number, breed: page.breed, pictures: [], older: page.older, newer: page.newer))

        #expect(html.contains("<title>Dogs: \(page.title)</title>"), "\(html)")
        #expect(html.contains("<h1>\(page.title)</h1>"))
    }

    @Test("after its pictures, a numbered page links to the newer page, the front page and the older page of its listing, those there are", arguments: [
        (older: 2, newer: 4, links: #"<a href="pug-4.html" rel="next">Newer pictures</a> · <a href="../index.html">All dogs</a> · <a href="pug-2.html" rel="prev">Older pictures</a>"#),
        (nil, 4, #"<a href="pug-4.html" rel="next">Newer pictures</a> · <a href="../index.html">All dogs</a>"#),
        (1, nil, #"<a href="../index.html">All dogs</a> · <a href="pug-1.html" rel="prev">Older pictures</a>"#),
        (nil, nil, #"<a href="../index.html">All dogs</a>"#),
    ] as [(older: Int?, newer: Int?, links: String)])
    func pageLinks(older: Int?, newer: Int?, links: String) {
        let html = HTMLIndex.page(ListingPage(number: 3, breed: ("pug", "Pug"), pictures: [samplePicture("pug", "a")], older: older, newer: newer))

        #expect(html.hasSuffix("</figure>\n</main>\n<nav aria-label=\"Pages\">\n<p>\(links)</p>\n</nav>\n</body>\n</html>\n"), "\(html.suffix(300))")
    }

    @Test("the front page carries the manifest's generation")
    func generation() {
        #expect(HTMLIndex.front(GalleryOutline(Manifest(generation: 42))).contains("<!-- dogs generation 42 -->"))
    }

    @Test("is self-contained: no scripts, no remote resources, only relative links")
    func selfContained() {
        let html = HTMLIndex.front(GalleryOutline(manifest))

        #expect(!html.contains("<script"))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(html.contains(#"<link rel="alternate" type="application/atom+xml" title="Dogs" href="feed.xml">"#))
    }

    @Test("declares a strict Content-Security-Policy whose style hash matches its own style block")
    func contentSecurityPolicy() throws {
        let html = HTMLIndex.front(GalleryOutline(manifest))
        let style = try #require(html.firstMatch(of: /<style>(.*)<\/style>/)).1
        var hasher = SHA256()
        hasher.update(Array(style.utf8))
        let hash = Data(hasher.digest()).base64EncodedString()

        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src 'self' file:; style-src 'sha256-\(hash)'; base-uri 'none'; form-action 'none'\">"))
        #expect(html.ranges(of: "<style>").count == 1 && !html.contains("style=\""), "no other styles the policy would block")
    }

    @Test("offers dark mode, visible keyboard focus and a grid that fits a phone")
    func style() {
        #expect(HTMLIndex.style.contains("@media (prefers-color-scheme:dark)"))
        #expect(HTMLIndex.style.contains("a:focus-visible{outline:3px solid"))
        #expect(HTMLIndex.style.contains("minmax(min(100%,15rem),1fr)"))
    }

    @Test("escapes names from the API in text and attributes")
    func escapes() {
        let hostile = Picture(
            source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "<script>alert(1)</script>", subBreed: "\"onload='x'",
            file: "images/a\"b.jpg", bytes: 1, sha256: "", added: Date(timeIntervalSince1970: 0)
        )

        let html = HTMLIndex.front(GalleryOutline(Manifest(pictures: [hostile])))

        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;onload=&#39;x&#39;"))
        #expect(html.contains(#"src="images/a&quot;b.jpg""#))
    }

    @Test("says how to add pictures when the gallery is empty")
    func empty() {
        let html = HTMLIndex.front(GalleryOutline(Manifest()))

        #expect(html.contains("No pictures yet"))
        #expect(html.contains("<p>0 pictures</p>"))
        #expect(!html.contains("<nav"))
    }

    @Test("survives a manifest that lists one file twice")
    func duplicateFiles() {
        let twice = Manifest(pictures: [samplePicture("pug", "a"), samplePicture("pug", "a", minute: 1)])

        #expect(HTMLIndex.front(GalleryOutline(twice)).ranges(of: "<figure").count == 2)
    }
}
