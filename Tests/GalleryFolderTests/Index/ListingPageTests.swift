@testable import DogModel
import Foundation
@testable import GalleryFolder
import TestSupport
import Testing

@Suite("PageEntry renders a picture once for every listing page it is on")
struct PageEntryTests {
    let picture = samplePicture("hound-afghan", "a_1", minute: 3, pixels: PixelSize(width: 500, height: 375))

    @Test("its card and its Markdown lines lead from pages/ to the picture")
    func linksFromPages() {
        let entry = PageEntry(picture)

        #expect(entry.html == #"<figure><a href="../images/hound-afghan_a_1.jpg"><img src="../images/hound-afghan_a_1.jpg" alt="Afghan Hound" width="500" height="375" loading="lazy" decoding="async"></a><figcaption>Afghan Hound</figcaption></figure>"# + "\n")
        #expect(entry.markdown == "[![Afghan Hound](../images/hound-afghan_a_1.jpg)](../images/hound-afghan_a_1.jpg)\\\n*Afghan Hound, added 2026-11-18 11:09 UTC*\n")
    }

    @Test("every page of a gallery shows each of its pictures' entries, on its numbered page and its breed's")
    func sharedByListings() {
        let pictures = (0..<5).map { samplePicture($0 < 3 ? "hound-afghan" : "pug", "p\($0)", minute: $0) }
        let files = GalleryIndexes.all(Manifest(pictures: pictures, pageSize: 2))
        func pages(_ format: PageNames.Format, showing text: String) -> [String] {
            files.filter { $0.name.hasSuffix(".\(format.rawValue)") && PageNames.isInPages($0.name) && $0.contents.contains(text) }.map(\.name).sorted()
        }

        let numbered = Manifest(pictures: pictures, pageSize: 2).pictures
        #expect(pages(.html, showing: PageEntry(numbered[3]).html) == ["pages/2.html", "pages/pug-1.html"])
        #expect(pages(.markdown, showing: PageEntry(numbered[4]).markdown) == ["pages/3.md", "pages/pug-1.md"])
        #expect(pages(.html, showing: PageEntry(numbered[0]).html) == ["pages/1.html", "pages/hound-afghan-1.html"])
    }
}
