@testable import GalleryFolder
import TestSupport
import Testing

@Suite("Pagination counts pages from the oldest picture")
struct PaginationTests {
    @Test("a picture's page follows from its number alone", arguments: [
        (size: 100, number: 1, page: 1), (100, 100, 1), (100, 101, 2), (100, 200, 2), (100, 201, 3),
        (1, 1, 1), (1, 7, 7), (3, 3, 1), (3, 4, 2), (10_000, 100_000, 10), (100, 0, 1),
    ])
    func pageOfNumber(size: Int, number: Int, page: Int) {
        #expect(Pagination(size: size).page(of: number) == page)
    }

    @Test("the front shows the two newest pages, and links to the next older one", arguments: [
        (pages: [Int](), front: [Int](), older: Int?.none),
        ([1], [1], nil),
        ([1, 2], [2, 1], nil),
        ([1, 2, 3], [3, 2], 1),
        ([1, 2, 3, 4, 5], [5, 4], 3),
        ([4, 9, 12], [12, 9], 4),
    ])
    func front(pages: [Int], front: [Int], older: Int?) {
        #expect(Pagination.frontPages(of: Set(pages)) == front)
        #expect(Pagination.olderThanFront(in: Set(pages)) == older)
    }

    @Test("a page links to the nearest older and newer pages that hold pictures", arguments: [
        (page: 1, pages: [1, 2, 3], older: Int?.none, newer: Int?.some(2)), (3, [1, 2, 3], 2, nil), (5, [1, 2, 5, 9], 2, 9), (2, [2, 3], nil, 3), (1, [1], nil, nil),
    ])
    func neighbourLinks(page: Int, pages: [Int], older: Int?, newer: Int?) {
        #expect(Pagination.older(than: page, in: Set(pages)) == older)
        #expect(Pagination.newer(than: page, in: Set(pages)) == newer)
    }

    typealias Change = (before: [Int], after: [Int], touched: [Int], written: [Int], deleted: [Int])

    @Test("which pages a run writes and deletes", arguments: [
        // Pictures land on the newest page: only it changes.
        ([1, 2, 3], [1, 2, 3], [3], [3], []),
        // They fill it and start the next: both, and nothing older.
        ([1, 2, 3], [1, 2, 3, 4], [3, 4], [3, 4], []),
        // A first picture on a new page: that page, and the full page before it, which gains its newer link.
        ([1, 2], [1, 2, 3], [3], [2, 3], []),
        // Past a page whose pictures are all away: the newest page before it links to the new one.
        ([1, 2], [1, 2, 4], [4], [2, 4], []),
        // The first run.
        ([], [1], [1], [1], []),
        // --keep empties the oldest page: it goes, the page after it loses its older link, and
        // the newest gains its newer one.
        ([1, 2, 3, 4], [2, 3, 4, 5], [1, 5], [2, 4, 5], [1]),
        // --keep takes some pictures of the oldest page: it is written again, nothing else.
        ([1, 2, 3], [1, 2, 3], [1, 3], [1, 3], []),
        // Emptying two old pages at once.
        ([1, 2, 3, 4], [3, 4], [1, 2], [3], [1, 2]),
        // A page emptied in the middle (a removed picture): the pages either side link past it.
        ([1, 2, 3], [1, 3], [2], [1, 3], [2]),
        // The newest page emptied: the one before it loses its newer link.
        ([1, 2, 3], [1, 2], [3], [2], [3]),
        // Nothing left.
        ([1, 2], [], [1, 2], [], [1, 2]),
    ] as [Change])
    func changes(change: Change) {
        let decided = Pagination.changes(before: Set(change.before), after: Set(change.after), touched: Set(change.touched))

        #expect(decided == PageChanges(written: Set(change.written), deleted: Set(change.deleted)))
    }

    @Test("the pages numbers fall on, each once")
    func pagesOfNumbers() {
        #expect(Pagination(size: 2).pages(of: [1, 2, 3, 8, 7]) == [1, 2, 4])
    }
}
