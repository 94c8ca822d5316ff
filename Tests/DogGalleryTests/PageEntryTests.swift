import Foundation
import Testing
@testable import DogGallery

@Suite("PageEntry renders a picture once for every listing page it is on")
struct PageEntryTests {
    let picture = samplePicture("hound-afghan", "a_1", minute: 3, pixels: PixelSize(width: 500, height: 375))

    @Test("its card and its Markdown lines lead from pages/ to the picture")
    func linksFromPages() {
        let entry = PageEntry(picture)

        #expect(entry.html == #"<figure><a href="../images/hound-afghan_a_1.jpg"><img src="../images/hound-afghan_a_1.jpg" alt="Hound Afghan" width="500" height="375" loading="lazy" decoding="async"></a><figcaption>Hound Afghan</figcaption></figure>"# + "\n")
        #expect(entry.markdown == "![Hound Afghan](../images/hound-afghan_a_1.jpg)\n*Hound Afghan, added 2026-11-18 11:09 UTC*\n")
    }

    @Test("a numbered page and a breed page show the same entry for the same picture")
    func sharedByListings() {
        let numbered = ListingPage(number: 1, breed: nil, pictures: [picture], older: nil)
        let breed = ListingPage(number: 1, breed: ("hound-afghan", "Hound Afghan"), pictures: [picture], older: nil)

        #expect(HTMLIndex.page(numbered).contains(PageEntry(picture).html))
        #expect(HTMLIndex.page(breed).contains(PageEntry(picture).html))
        #expect(MarkdownIndex.page(numbered).contains(PageEntry(picture).markdown))
        #expect(MarkdownIndex.page(breed).contains(PageEntry(picture).markdown))
    }
}
