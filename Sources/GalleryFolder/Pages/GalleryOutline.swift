import DogModel
import Foundation
import Platform

/// What the pages are rendered from, gathered picture by picture as the manifest is read: counts,
/// which pages hold pictures, and only the pictures the pages a run may change show (the two
/// newest pages, the feed's newest, each breed's newest page). Its size follows the number of
/// pages and breeds, not of pictures.
package struct GalleryOutline: Equatable, Sendable {
    package struct Breed: Equatable, Sendable {
        /// As people read it, from its newest picture.
        var name: String
        var count = 0
        var pages: Set<Int> = []
        /// The pictures of its newest page, in the order they arrived.
        var newestPage: [Picture] = []
        /// The newest of `pages`.
        private(set) var newest = 0

        mutating func take(_ picture: Picture, onPage page: Int) {
            name = picture.name
            count += 1
            if page > newest { (newestPage, newest) = ([], page) }
            pages.insert(page)
            newestPage.append(picture)
        }

        /// Takes the pictures of `later`, which came after these.
        mutating func merge(_ later: Breed) {
            name = later.name
            count += later.count
            pages.formUnion(later.pages)
            if later.newest > newest {
                (newestPage, newest) = (later.newestPage, later.newest)
            } else if later.newest == newest {
                newestPage += later.newestPage
            }
        }
    }

    package let pagination: Pagination
    package var siteURL: URL?
    /// The gallery's title, "Dogs" unless `--title` set one.
    package var title: String?
    package var generation: Int
    package private(set) var count = 0
    package private(set) var lastAdded: Date?
    /// The oldest picture, which names the feed.
    private(set) var first: Picture?
    private(set) var pages: Set<Int> = []
    private(set) var breeds: [String: Breed] = [:]
    /// The newest pictures in the order they arrived: at least the two newest pages and the feed.
    private(set) var recent: [Picture] = []
    private(set) var numbering = PictureNumbering()

    init(pageSize: Int, siteURL: URL?, title: String? = nil, generation: Int) {
        pagination = Pagination(size: pageSize)
        self.siteURL = siteURL
        self.title = title
        self.generation = generation
    }

    /// What the front pages and the feed are headed with.
    var shownTitle: String { title ?? GalleryTitle.standard }

    init(_ manifest: Manifest) {
        self.init(pageSize: manifest.pageSize, siteURL: manifest.siteURL, title: manifest.title, generation: manifest.generation)
        manifest.pictures.forEach { take($0) }
    }

    /// Takes the next picture, newer than every one taken before.
    mutating func take(_ picture: Picture) {
        // A picture away keeps its numbers, which no new picture may take, and is on no page.
        numbering.count(picture)
        guard picture.away == nil else { return }
        count += 1
        lastAdded = max(lastAdded ?? picture.added, picture.added)
        first = first ?? picture
        let page = pagination.page(of: picture.number)
        pages.insert(page)
        // Changed in place: a copy taken out of the dictionary would copy its newest page each time.
        breeds[picture.breedKey, default: Breed(name: picture.name)].take(picture, onPage: pagination.page(of: picture.breedNumber))
        recent.append(picture)
        trimRecent()
    }

    /// Takes the pictures of `later`, the outline of the pictures that came after these.
    mutating func merge(_ later: GalleryOutline) {
        count += later.count
        lastAdded = [lastAdded, later.lastAdded].compactMap { $0 }.max()
        first = first ?? later.first
        numbering.append(later.numbering)
        pages.formUnion(later.pages)
        for (key, breed) in later.breeds {
            breeds[key, default: Breed(name: breed.name)].merge(breed)
        }
        recent += later.recent
        trimRecent()
    }

    /// Trimmed in steps, so that taking a picture costs the same at any size.
    /// The two newest pages hold at most twice a page's pictures, which `keptRecent` covers.
    private mutating func trimRecent() {
        if recent.count > 4 * keptRecent {
            recent.removeFirst(recent.count - keptRecent)
        }
    }

    /// Numbers `staged` on from the newest and takes them: the one place a new picture gets its
    /// numbers, which its pages follow (see `Pagination`).
    mutating func number(_ staged: [StagedPicture]) -> [NumberedPicture] {
        zip(staged, add(staged.map(\.picture))).map { NumberedPicture(temporaryName: $0.temporaryName, picture: $1) }
    }

    /// Numbers `pictures` on from the newest and takes them.
    mutating func add(_ pictures: [Picture]) -> [Picture] {
        pictures.map { picture in
            let numbered = numbering.next(for: picture)
            take(numbered)
            return numbered
        }
    }

    /// The pictures the front page shows, newest first: the two newest pages'.
    var frontPictures: [Picture] {
        let front = Set(Pagination.frontPages(of: pages))
        return recent.filter { front.contains(pagination.page(of: $0.number)) }.reversed()
    }

    /// The newest pictures, newest first, at most `limit`.
    func newest(_ limit: Int) -> [Picture] {
        Array(recent.suffix(limit).reversed())
    }

    /// At least the feed's pictures, and two pages' worth, are kept.
    private var keptRecent: Int { max(AtomFeed.maxEntries, 2 * pagination.size) }
}
