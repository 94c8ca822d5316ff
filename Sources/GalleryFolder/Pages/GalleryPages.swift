import DogModel
import Platform

/// Every file the gallery renders from its manifest: the numbered pages of all pictures and of
/// each breed, in `pages/`, and the front files, which come last because they carry the
/// generation (see `GenerationStamp`): placed after every page, they say the pages are in place.
enum GalleryPages {
    /// In the order they are placed: `index.html`, which people open, last.
    static let frontFileNames = [AtomFeed.fileName, MarkdownPages.fileName, HTMLPages.fileName]

    static func front(_ outline: GalleryOutline) -> [RenderedFile] {
        [
            RenderedFile(name: AtomFeed.fileName, contents: AtomFeed.render(outline)),
            RenderedFile(name: MarkdownPages.fileName, contents: MarkdownPages.front(outline)),
            RenderedFile(name: HTMLPages.fileName, contents: HTMLPages.front(outline)),
        ]
    }

    /// Every page of the manifest, then the front files: what `dogs index` writes. A caller that
    /// read the manifest's `outline` with it passes it in, rather than have it worked out again.
    package static func all(_ manifest: Manifest) -> RenderedFiles {
        all(manifest, outline: GalleryOutline(manifest))
    }

    static func all(_ manifest: Manifest, outline: GalleryOutline) -> RenderedFiles {
        let pictures = manifest.shown, pagination = Pagination(size: manifest.pageSize)
        // Pages are grouped by the pictures' places in the manifest, which are cheaper to hold than
        // pictures; each is rendered when its page is (see `RenderedFiles`).
        let byPage = Dictionary(grouping: pictures.indices) { pagination.page(of: pictures[$0].number) }
        let byBreed = Dictionary(grouping: pictures.indices) { pictures[$0].breedKey }
        let global = listing(byPage, of: pictures, breed: nil, pagination: pagination)
        let breeds = byBreed.keys.sorted().flatMap { key in
            let places = byBreed[key] ?? []
            let byBreedPage = Dictionary(grouping: places) { pagination.page(of: pictures[$0].breedNumber) }
            return listing(byBreedPage, of: pictures, breed: (key, places.last.map { pictures[$0].name } ?? key), pagination: pagination)
        }
        return RenderedFiles(pages: global + breeds, front: outline)
    }

    /// The files a commit that adds `added` (numbered, newest last) writes, given the outline
    /// before and after: the pages the pictures land on, those before a new page (which gain
    /// their link to it), and the front files. Every other page stays byte for byte as it is.
    package static func changed(adding added: [Picture], before: GalleryOutline, after: GalleryOutline) -> RenderedFiles {
        let pagination = after.pagination
        // Pictures arrive on the newest pages only: a page before a new one was a listing's newest,
        // whose pictures `recent` and a breed's `newestPage` hold.
        let global = Pagination.changes(before: before.pages, after: after.pages, touched: pagination.pages(of: added.map(\.number)))
        var pages = global.written.sorted().map { page in
            ListingPage(
                number: page, breed: nil, pictures: (before.recent + added).filter { pagination.page(of: $0.number) == page }.reversed(),
                older: Pagination.older(than: page, in: after.pages), newer: Pagination.newer(than: page, in: after.pages), pagination: pagination
            )
        }
        for (key, pictures) in Dictionary(grouping: added, by: \.breedKey).sorted(by: { $0.key < $1.key }) {
            let was = before.breeds[key], now = after.breeds[key]
            let changes = Pagination.changes(before: was?.pages ?? [], after: now?.pages ?? [], touched: pagination.pages(of: pictures.map(\.breedNumber)))
            pages += changes.written.sorted().map { page in
                ListingPage(
                    number: page, breed: (key, now?.name ?? key),
                    pictures: ((was?.newestPage ?? []) + pictures).filter { pagination.page(of: $0.breedNumber) == page }.reversed(),
                    older: Pagination.older(than: page, in: now?.pages ?? []), newer: Pagination.newer(than: page, in: now?.pages ?? []), pagination: pagination
                )
            }
        }
        return RenderedFiles(pages: pages, front: after)
    }

    /// A listing's pages from the places of its pictures (oldest first) grouped by page number,
    /// each linking to the ones either side.
    private static func listing(_ byPage: [Int: [Int]], of pictures: [Picture], breed: (key: String, name: String)?, pagination: Pagination) -> [ListingPage] {
        let numbers = byPage.keys.sorted()
        return numbers.enumerated().map { index, number in
            ListingPage(
                number: number, breed: breed, places: (byPage[number] ?? []).reversed(), of: pictures,
                older: index > 0 ? numbers[index - 1] : nil, newer: index + 1 < numbers.count ? numbers[index + 1] : nil, pagination: pagination
            )
        }
    }

    static func files(_ page: ListingPage) -> [RenderedFile] {
        [
            RenderedFile(name: "\(PageNames.folder)/\(page.name(.html))", contents: HTMLPages.page(page)),
            RenderedFile(name: "\(PageNames.folder)/\(page.name(.markdown))", contents: MarkdownPages.page(page)),
        ]
    }
}
