import DogModel
import Foundation

/// The files a commit or `dogs index` writes, rendered as they are walked, a batch of pages at a
/// time on every core: the pages first, then the front files, which carry the generation (see
/// `GalleryPages`). A large gallery's pages are tens of megabytes, and none of them needs
/// another in memory; their names are known without rendering any.
struct RenderedFiles: Sequence, Sendable {
    private let pages: [ListingPage]
    private let front: GalleryOutline
    /// Every file's name, in the order they come.
    package let names: [String]

    init(pages: [ListingPage], front: GalleryOutline) {
        self.pages = pages
        self.front = front
        names = pages.flatMap { page in PageNames.Format.allCases.map { "\(PageNames.folder)/\(page.name($0))" } } + GalleryPages.frontFileNames
    }

    /// Pages rendered at once: enough to keep every core busy, few enough to hold.
    static var batchSize: Int { 4 * Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }

    package func makeIterator() -> Iterator {
        Iterator(pages: pages, front: front)
    }

    package struct Iterator: IteratorProtocol {
        private let pages: [ListingPage]
        private let front: GalleryOutline
        private var nextPage = 0
        private var rendered: [RenderedFile] = []
        private var isFrontRendered = false

        init(pages: [ListingPage], front: GalleryOutline) {
            self.pages = pages
            self.front = front
        }

        package mutating func next() -> RenderedFile? {
            if rendered.isEmpty, nextPage < pages.count {
                let batch = Array(pages[nextPage..<Swift.min(nextPage + RenderedFiles.batchSize, pages.count)])
                nextPage += batch.count
                rendered = batch.mapOnEveryCore(GalleryPages.files).flatMap { $0 }.reversed()
            } else if rendered.isEmpty, !isFrontRendered {
                isFrontRendered = true
                rendered = GalleryPages.front(front).reversed()
            }
            return rendered.popLast()
        }
    }
}

/// Files for an opened gallery to write (see `OpenGallery.commit`), walked once and in order, their
/// names known without walking them: rendered as walked (`RenderedFiles`), or already in hand.
protocol RenderedFileSequence: Sequence<RenderedFile> {
    var names: [String] { get }
}

extension RenderedFiles: RenderedFileSequence {}

extension Array: RenderedFileSequence where Element == RenderedFile {
    var names: [String] { map(\.name) }
}
