import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("PageMark tells the pages dogs made from anyone else's")
struct PageMarkTests {
    static let page = ListingPage(number: 2, breed: ("pug", "Pug"), pictures: [samplePicture("pug", "a")], older: 1, newer: 3)

    @Test("every page dogs renders carries the mark in its first bytes")
    func rendered() {
        for text in [HTMLPages.page(Self.page), MarkdownPages.page(Self.page)] {
            #expect(PageMark.isMarked(Data(text.utf8.prefix(PageMark.window))), "\(text.prefix(200))")
        }
    }

    @Test("a file without the mark in its first bytes is someone else's", arguments: [
        "", "<!DOCTYPE html><p>my own page</p>", "# notes\n", "dogs page", "<!-- dogs generation 3 -->",
        String(repeating: " ", count: PageMark.window) + PageMark.html,
    ])
    func foreign(_ text: String) {
        #expect(!PageMark.isMarked(Data(text.utf8.prefix(PageMark.window))))
    }
}
