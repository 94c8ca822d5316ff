import Platform

/// Decides which numbered page each picture is on. Pages are counted from the oldest picture by
/// the number each picture got on arrival, which never shifts or returns, so a page holds the same
/// pictures for good once later ones have started the next: a run rewrites only the pages its
/// pictures land on or leave, not the gallery's history.
package struct Pagination: Equatable, Sendable {
    package let size: Int

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

    /// Where a page's link to newer pictures goes: the nearest newer page that holds any.
    static func newer(than page: Int, in pages: Set<Int>) -> Int? {
        pages.filter { $0 > page }.min()
    }

    /// The pages to write again and to delete when pictures arrive on or leave the `touched` pages,
    /// given the pages holding pictures before and after. A page is written again when its
    /// pictures changed or its link to older or newer pictures must go elsewhere (so must its
    /// title when its listing gains or loses a second page, which changes a link too); every
    /// other page stays byte for byte as it is.
    static func changes(before: Set<Int>, after: Set<Int>, touched: Set<Int>) -> PageChanges {
        let upwards = before.union(after).sorted()
        let relinked = relinked(walking: upwards, before: before, after: after).union(relinked(walking: upwards.reversed(), before: before, after: after))
        return PageChanges(written: after.intersection(touched).union(relinked), deleted: before.subtracting(after))
    }

    /// The pages of `after` whose neighbour on one side is not the one it was: walking `pages`
    /// (upwards for older neighbours, downwards for newer), the last page passed before and after.
    private static func relinked(walking pages: some Sequence<Int>, before: Set<Int>, after: Set<Int>) -> Set<Int> {
        var relinked = Set<Int>()
        var passedBefore: Int?, passedAfter: Int?
        for page in pages {
            if after.contains(page), passedBefore != passedAfter { relinked.insert(page) }
            if before.contains(page) { passedBefore = page }
            if after.contains(page) { passedAfter = page }
        }
        return relinked
    }
}

/// What a run does to a listing's numbered pages.
struct PageChanges: Equatable, Sendable {
    var written: Set<Int>
    var deleted: Set<Int>
}
