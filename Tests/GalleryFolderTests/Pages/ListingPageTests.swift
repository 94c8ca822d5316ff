@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("ListingPage shows each picture on its numbered page and its breed's")
struct ListingPageTests {
    @Test("a page of pictures shows them newest first, each card and Markdown entry leading from pages/ to the picture")
    func pictures() {
        let pictures = (0..<3).map { samplePicture("hound-afghan", "a_\($0)", minute: $0, pixels: PixelSize(width: 500, height: 375)) }
        let page = ListingPage(number: 1, breed: nil, places: [2, 0], of: pictures, older: nil, newer: nil)

        #expect(page.pictures == [pictures[2], pictures[0]])
        #expect(HTMLPages.card(pictures[0], root: PageNames.root) == ##"<figure id="c0"><a href="#v0"><img src="../images/hound-afghan_a_0.jpg" alt="Afghan Hound" width="500" height="375" loading="lazy" decoding="async"></a><figcaption>Afghan Hound</figcaption></figure>"## + "\n")
        #expect(MarkdownPages.entry(pictures[0], root: PageNames.root) == "[![Afghan Hound](../images/hound-afghan_a_0.jpg)](../images/hound-afghan_a_0.jpg)\\\n*Afghan Hound, added 2026-11-18 11:06 UTC*\n")
    }

    @Test("every page of a gallery shows each of its pictures, on its numbered page and its breed's")
    func sharedByListings() {
        let pictures = (0..<5).map { samplePicture($0 < 3 ? "hound-afghan" : "pug", "p\($0)", minute: $0) }
        let files = Array(GalleryPages.all(Manifest(pictures: pictures, pageSize: 2)))
        func pages(_ format: PageNames.Format, showing text: String) -> [String] {
            files.filter { $0.name.hasSuffix(".\(format.rawValue)") && PageNames.isInPages($0.name) && $0.contents.contains(text) }.map(\.name).sorted()
        }

        let numbered = Manifest(pictures: pictures, pageSize: 2).pictures
        #expect(pages(.html, showing: HTMLPages.card(numbered[3], root: PageNames.root)) == ["pages/2.html", "pages/pug-1.html"])
        #expect(pages(.markdown, showing: MarkdownPages.entry(numbered[4], root: PageNames.root)) == ["pages/3.md", "pages/pug-1.md"])
        #expect(pages(.html, showing: HTMLPages.card(numbered[0], root: PageNames.root)) == ["pages/1.html", "pages/hound-afghan-1.html"])
    }
}
