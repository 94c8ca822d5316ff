@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

@Suite("HTMLPages renders index.html and the numbered pages")
struct HTMLPagesTests {
    let manifest = Manifest(pictures: [
        samplePicture("komondor", "a", minute: 0),
        samplePicture("setter-english", "b", minute: 1, pixels: PixelSize(width: 500, height: 375)),
        samplePicture("komondor", "c", minute: 2, pixels: PixelSize(width: 320, height: 240)),
    ])

    @Test("shows every picture newest first, opening its view, sized, lazy, with breed caption and alt text")
    func showsEveryPictureNewestFirstOpeningItsViewSizedLazyWithBreedCaptionAndAltText() {
        let html = HTMLPages.front(GalleryOutline(manifest))

        #expect(html.ranges(of: "<figure").count == 3)
        #expect(html.contains(##"<figure id="c3"><a href="#v3"><img src="images/komondor_c.jpg" alt="Komondor" width="320" height="240" loading="lazy" decoding="async"></a><figcaption>Komondor</figcaption>"##))
        #expect(html.contains(#"<img src="images/setter-english_b.jpg" alt="English Setter" width="500" height="375" loading="lazy""#))
        #expect(html.contains(#"<img src="images/komondor_a.jpg" alt="Komondor" loading="lazy" decoding="async">"#), "no size when the header did not say")
        let order = ["komondor_c", "setter-english_b", "komondor_a"].compactMap { html.range(of: "images/\($0).jpg")?.lowerBound }
        #expect(order == order.sorted() && order.count == 3)
    }

    @Test("has a header with the count and the time the newest picture was added")
    func hasAHeaderWithTheCountAndTheTimeTheNewestPictureWasAdded() {
        #expect(HTMLPages.front(GalleryOutline(manifest)).contains(#"<p>3 pictures · updated <time datetime="2026-11-18T11:08:40Z">2026-11-18 11:08 UTC</time></p>"#))
    }

    @Test("folds the breeds with counts after the header, each linking to its newest page, so pictures come first")
    func foldsTheBreedsWithCountsAfterTheHeaderEachLinkingToItsNewestPageSoPicturesComeFirst() throws {
        let html = HTMLPages.front(GalleryOutline(manifest))

        #expect(html.contains("<details>\n<summary>2 breeds</summary>\n<ul>\n"))
        #expect(html.contains(#"<li><a href="pages/komondor-1.html">Komondor</a> <span>2</span></li>"#))
        #expect(html.contains(#"<li><a href="pages/setter-english-1.html">English Setter</a> <span>1</span></li>"#))
        let details = try #require(html.range(of: "</details>")), firstPicture = try #require(html.range(of: "<figure"))
        #expect(details.upperBound < firstPicture.lowerBound)
    }

    @Test("shows the two newest pages on the front, links to the next older one and the oldest, and folds the list of all")
    func showsTheTwoNewestPagesOnTheFrontLinksToTheNextOlderOneAndTheOldestAndFoldsTheListOfAll() {
        let pictures = (0..<7).map { samplePicture("pug", "p\($0)", minute: $0) }
        let html = HTMLPages.front(GalleryOutline(Manifest(pictures: pictures, pageSize: 2)))

        #expect(html.ranges(of: "<figure").count == 3, "pages 4 (one picture) and 3 (two)")
        #expect(html.contains(#"src="images/pug_p6.jpg""#) && html.contains(#"src="images/pug_p4.jpg""#) && !html.contains(#"src="images/pug_p3.jpg""#))
        #expect(html.contains(#"<nav aria-label="More pages">\#n<p><a href="pages/2.html">Older pictures</a></p>"#))
        #expect(html.contains(#"<a href="pages/1.html">Oldest</a>"#))
        #expect(html.contains(#"<summary>All 4 pages</summary>"#))
        #expect(html.contains(#"<li><a href="pages/4.html">4</a></li>\#n<li><a href="pages/3.html">3</a></li>"#))
    }

    @Test("a numbered page shows its pictures newest first, from the pages folder, with a link home")
    func aNumberedPageShowsItsPicturesNewestFirstFromThePagesFolderWithALinkHome() {
        let pictures = [samplePicture("pug", "a"), samplePicture("pug", "b", minute: 1)]
        let html = HTMLPages.page(ListingPage(number: 3, breed: ("pug", "Pug"), pictures: pictures.reversed(), older: 1, newer: nil))

        #expect(html.contains("<title>Dogs: Pug, page 3</title>"))
        #expect(html.contains(#"<a href="../index.html">All dogs</a>"#))
        #expect(html.contains(#"<img src="../images/pug_b.jpg""#))
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
    func aPageIsTitledAndHeadedWithItsNumberOnlyWhenItsListingHasSeveralPages(_ page: (breed: (key: String, name: String)?, number: Int, older: Int?, newer: Int?, title: String)) {
        let html = HTMLPages.page(ListingPage(number: page.number, breed: page.breed, pictures: [], older: page.older, newer: page.newer))

        #expect(html.contains("<title>Dogs: \(page.title)</title>"), "\(html)")
        #expect(html.contains("<h1>\(page.title)</h1>"))
    }

    @Test("before and after its pictures, a numbered page links to the newer page, the front page, the older page of its listing and the breeds", arguments: [
        (older: 2, newer: 4, links: #"<a href="pug-4.html" rel="next">Newer pictures</a> · <a href="../index.html">All dogs</a> · <a href="pug-2.html" rel="prev">Older pictures</a>"#),
        (nil, 4, #"<a href="pug-4.html" rel="next">Newer pictures</a> · <a href="../index.html">All dogs</a>"#),
        (1, nil, #"<a href="../index.html">All dogs</a> · <a href="pug-1.html" rel="prev">Older pictures</a>"#),
        (nil, nil, #"<a href="../index.html">All dogs</a>"#),
    ] as [(older: Int?, newer: Int?, links: String)])
    func beforeAndAfterItsPicturesANumberedPageLinksToTheNewerPageTheFrontPageTheOlderPageOfItsListingAndTheBreeds(older: Int?, newer: Int?, links: String) throws {
        let html = HTMLPages.page(ListingPage(number: 3, breed: ("pug", "Pug"), pictures: [samplePicture("pug", "a")], older: older, newer: newer))
        let all = links + #" · <a href="../index.html#breeds">Breeds</a>"#

        #expect(html.contains("</p>\n<nav aria-label=\"Pages\">\n<p>\(all)</p>\n</nav>\n</header>\n"), "in the first screen, before the pictures")
        #expect(html.hasSuffix("</main>\n<nav aria-label=\"More pages\">\n<p>\(all)</p>\n</nav>\n</body>\n</html>\n"), "\(html.suffix(300))")
    }

    // MARK: - The view of one picture

    @Test("each card opens its picture's view on the same page: large, its breed linked, its number, when it came, its page and its file")
    func eachCardOpensItsPicturesViewOnTheSamePageLargeItsBreedLinkedItsNumberWhenItCameItsPageAndItsFile() throws {
        let html = HTMLPages.front(GalleryOutline(manifest))

        #expect(html.contains(#"<section class="view" id="v2" tabindex="-1" aria-labelledby="t2"><h2 id="t2"><a href="pages/setter-english-1.html">English Setter</a></h2>"#
            + #"<img src="images/setter-english_b.jpg" alt="English Setter" width="500" height="375" loading="lazy" decoding="async">"#
            + #"<p>No. 2 · added <time datetime="2026-11-18T11:07:40Z">2026-11-18 11:07 UTC</time> · <a href="pages/1.html#c2">page 1</a> · <a href="images/setter-english_b.jpg">original</a></p>"#))
        let main = try #require(html.firstMatch(of: /<main>(?s:.*)<\/main>/)).0
        #expect(main.ranges(of: "<section class=\"view\"").count == 3, "every view inside the main landmark")
    }

    @Test("a view steps to the newer and the older picture of its page, and closes to its card; the ends of the page are marked for the pages either side")
    func aViewStepsToTheNewerAndTheOlderPictureOfItsPageAndClosesToItsCardTheEndsOfThePageAreMarkedForThePagesEitherSide() {
        let html = HTMLPages.front(GalleryOutline(manifest))

        #expect(html.contains(#"<div id="newest"><section class="view" id="v3""#))
        #expect(html.contains(##"<p class="steps"><span>← Newer</span><a href="#c3" data-key="close">Close</a><a href="#v2" rel="next" data-key="next">Older →</a></p></section></div>"##))
        #expect(html.contains(##"<p class="steps"><a href="#v3" rel="prev" data-key="prev">← Newer</a><a href="#c2" data-key="close">Close</a><a href="#v1" rel="next" data-key="next">Older →</a></p>"##))
        #expect(html.contains(#"<div id="oldest"><section class="view" id="v1""#))
        #expect(html.contains(##"<a href="#v2" rel="prev" data-key="prev">← Newer</a><a href="#c1" data-key="close">Close</a><span>Older →</span></p></section></div>"##), "the last links no further")
    }

    @Test("across a page's edge, a view steps to the neighbouring page's newest or oldest, never to a picture there that may go")
    func acrossAPagesEdgeAViewStepsToTheNeighbouringPagesNewestOrOldestNeverToAPictureThereThatMayGo() {
        let pictures = (1...3).map { samplePicture("pug", "p\($0)", minute: $0) }
        let html = HTMLPages.page(ListingPage(number: 2, breed: ("pug", "Pug"), pictures: pictures.reversed(), older: 1, newer: 3))
        let front = HTMLPages.front(GalleryOutline(Manifest(pictures: (0..<7).map { samplePicture("pug", "p\($0)", minute: $0) }, pageSize: 2)))

        #expect(html.contains(#"<a href="pug-3.html#oldest" rel="prev" data-key="prev">← Newer</a>"#))
        #expect(html.contains(#"<a href="pug-1.html#newest" rel="next" data-key="next">Older →</a>"#))
        #expect(front.contains(#"<a href="pages/2.html#newest" rel="next" data-key="next">Older →</a>"#), "from the front to the page after it")
    }

    @Test("a breed's view links the gallery's page the picture is on, and its breed's, by the gallery's page size")
    func aBreedsViewLinksTheGallerysPageThePictureIsOnAndItsBreedsByTheGallerysPageSize() {
        let picture = Picture(
            source: URL(string: "https://images.dog.ceo/breeds/pug/a.jpg")!, breed: "pug", subBreed: nil, file: "images/pug_a.jpg", bytes: 1, sha256: "",
            added: Date(timeIntervalSince1970: 0), number: 7, breedNumber: 3
        )
        let html = HTMLPages.page(ListingPage(number: 2, breed: ("pug", "Pug"), pictures: [picture], older: 1, newer: nil, pagination: Pagination(size: 2)))

        #expect(html.contains(#"<h2 id="t7"><a href="pug-2.html">Pug</a></h2>"#))
        #expect(html.contains(#"<a href="4.html#c7">page 4</a> · <a href="../images/pug_a.jpg">original</a>"#))
    }

    @Test("the view fills the window, the picture never beyond its natural size, and opens by :target, scripts or none")
    func theViewFillsTheWindowThePictureNeverBeyondItsNaturalSizeAndOpensByTargetScriptsOrNone() {
        #expect(HTMLPages.style.contains(".view{display:none;position:fixed;inset:0;"))
        #expect(HTMLPages.style.contains(".view:target,:target .view{display:grid}"))
        #expect(HTMLPages.style.contains(".view img{width:auto;height:auto;max-width:100%;max-height:calc(100vh - 11rem)"))
        #expect(HTMLPages.script.contains(#"{ArrowLeft:"prev",ArrowRight:"next",Escape:"close"}"#))
        #expect(HTMLPages.script.contains("location.replace(a.href)"), "stepping leaves Back to the card")
    }

    @Test("the style and the script are pinned to Tests/Golden, as a real browser checked them (scripts/browser-view-check)")
    func theStyleAndTheScriptArePinnedToTestsGoldenAsARealBrowserCheckedThemScriptsBrowserViewCheck() throws {
        try expectGolden(HTMLPages.style + "\n", named: "page.css")
        try expectGolden(HTMLPages.script + "\n", named: "page.js")
    }

    @Test("the front page carries the manifest's generation")
    func theFrontPageCarriesTheManifestsGeneration() {
        #expect(HTMLPages.front(GalleryOutline(Manifest(generation: 42))).contains("<!-- dogs generation 42 -->"))
    }

    @Test("is self-contained: its one script inline, no remote resources, only relative links")
    func isSelfContainedItsOneScriptInlineNoRemoteResourcesOnlyRelativeLinks() {
        let html = HTMLPages.front(GalleryOutline(manifest))

        #expect(html.ranges(of: "<script").count == 1 && html.contains("<script>\(HTMLPages.script)</script>"))
        #expect(html.firstMatch(of: /\son[a-z]+\s*=/) == nil, "no inline handlers, which the policy would block")
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(html.contains(#"<link rel="alternate" type="application/atom+xml" title="Dogs" href="feed.xml">"#))
    }

    @Test("declares a strict Content-Security-Policy whose hashes match its own style block and script")
    func declaresAStrictContentSecurityPolicyWhoseHashesMatchItsOwnStyleBlockAndScript() throws {
        let html = HTMLPages.front(GalleryOutline(manifest))
        let hash = { (block: Substring) in
            var hasher = SHA256()
            hasher.update(Array(block.utf8))
            return Data(hasher.digest()).base64EncodedString()
        }
        let style = try #require(html.firstMatch(of: /<style>(.*)<\/style>/)).1, script = try #require(html.firstMatch(of: /<script>(.*)<\/script>/)).1

        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src 'self' file:; style-src 'sha256-\(hash(style))'; "
            + "script-src 'sha256-\(hash(script))'; base-uri 'none'; form-action 'none'\">"))
        #expect(html.ranges(of: "<style>").count == 1 && !html.contains("style=\""), "no other styles the policy would block")
    }

    @Test("offers dark mode, visible keyboard focus and a grid that fits a phone")
    func offersDarkModeVisibleKeyboardFocusAndAGridThatFitsAPhone() {
        #expect(HTMLPages.style.contains("@media (prefers-color-scheme:dark)"))
        #expect(HTMLPages.style.contains("a:focus-visible,.view:focus-visible{outline:3px solid"))
        #expect(HTMLPages.style.contains("minmax(min(100%,15rem),1fr)"))
    }

    @Test("escapes names from the API in text and attributes")
    func escapesNamesFromTheAPIInTextAndAttributes() {
        let hostile = Picture(
            source: URL(string: "https://images.dog.ceo/x.jpg")!, breed: "<script>alert(1)</script>", subBreed: "\"onload='x'",
            file: "images/a\"b.jpg", bytes: 1, sha256: "", added: Date(timeIntervalSince1970: 0)
        )

        let html = HTMLPages.front(GalleryOutline(Manifest(pictures: [hostile])))

        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;onload=&#39;x&#39;"))
        #expect(html.contains(#"src="images/a&quot;b.jpg""#))
    }

    @Test("says how to add pictures when the gallery is empty")
    func saysHowToAddPicturesWhenTheGalleryIsEmpty() {
        let html = HTMLPages.front(GalleryOutline(Manifest()))

        #expect(html.contains("<main>\n<p>No pictures yet"), "inside a landmark, as every content")
        #expect(html.contains("<p>0 pictures</p>"))
        #expect(!html.contains("<nav"))
    }

    @Test("survives a manifest that lists one file twice")
    func survivesAManifestThatListsOneFileTwice() {
        let twice = Manifest(pictures: [samplePicture("pug", "a"), samplePicture("pug", "a", minute: 1)])

        #expect(HTMLPages.front(GalleryOutline(twice)).ranges(of: "<figure").count == 2)
    }
}
