/// Decides which numbered page each picture is on. Pages are counted from the oldest picture by
/// the number each picture got on arrival, which never shifts or returns, so a page holds the same
/// pictures for good once later ones have started the next: a run rewrites only the pages its
/// pictures land on or leave, not the gallery's history.
public struct Pagination: Equatable, Sendable {
    let size: Int

    init(size: Int) {
        self.size = size
    }

    /// Page 1 holds numbers 1 to `size`, page 2 the next `size`, and so on.
    func page(of number: Int) -> Int {
        (max(number, 1) - 1) / size + 1
    }

    func pages(of numbers: some Sequence<Int>) -> Set<Int> {
        Set(numbers.map(page(of:)))
    }

    /// The pages a listing's front shows, newest first: its two newest, so that it always shows
    /// between one and two pages' worth of pictures once there are that many.
    static func frontPages(of pages: Set<Int>) -> [Int] {
        Array(pages.sorted(by: >).prefix(2))
    }

    /// The newest page the front does not show: where its link to older pictures goes.
    static func olderThanFront(in pages: Set<Int>) -> Int? {
        pages.sorted(by: >).dropFirst(2).first
    }

    /// Where a page's link to older pictures goes: the nearest older page that holds any.
    static func older(than page: Int, in pages: Set<Int>) -> Int? {
        pages.filter { $0 < page }.max()
    }

    /// The pages to write again and to delete when pictures arrive on or leave the `touched` pages,
    /// given the pages holding pictures before and after. A page is written again when its
    /// pictures changed or its link to older pictures must go elsewhere; every other page stays
    /// byte for byte as it is.
    static func changes(before: Set<Int>, after: Set<Int>, touched: Set<Int>) -> PageChanges {
        // One walk up all the pages, knowing at each the nearest older page before and after.
        var relinked = Set<Int>()
        var olderBefore: Int?, olderAfter: Int?
        for page in before.union(after).sorted() {
            if after.contains(page), olderBefore != olderAfter { relinked.insert(page) }
            if before.contains(page) { olderBefore = page }
            if after.contains(page) { olderAfter = page }
        }
        return PageChanges(written: after.intersection(touched).union(relinked), deleted: before.subtracting(after))
    }
}

/// What a run does to a listing's numbered pages.
struct PageChanges: Equatable, Sendable {
    var written: Set<Int>
    var deleted: Set<Int>
}
