import DogModel

/// One numbered page: of all pictures, or of one breed's.
struct ListingPage: Sendable {
    let number: Int
    /// The breed's key and name, for a breed's page.
    let breed: (key: String, name: String)?
    /// The pictures of the whole listing, shared by all its pages, and the places of this page's
    /// among them, newest first: a page holds no copy of a picture, nor of its card, until it is
    /// rendered, so the pages of a large gallery cost their places until then.
    private let listed: [Picture]
    private let places: [Int]
    /// The nearest older and newer pages of the same listing, if any.
    let older: Int?, newer: Int?
    /// The gallery's pages, for the page of all pictures and the breed's page each picture is on.
    let pagination: Pagination

    init(
        number: Int, breed: (key: String, name: String)?, places: [Int], of listed: [Picture], older: Int?, newer: Int?,
        pagination: Pagination = Pagination(size: PageSize.standard)
    ) {
        (self.number, self.breed, self.listed, self.places, self.older, self.newer) = (number, breed, listed, places, older, newer)
        self.pagination = pagination
    }

    /// A page of `pictures`, newest first.
    init(number: Int, breed: (key: String, name: String)?, pictures: [Picture], older: Int?, newer: Int?, pagination: Pagination = Pagination(size: PageSize.standard)) {
        self.init(number: number, breed: breed, places: Array(pictures.indices), of: pictures, older: older, newer: newer, pagination: pagination)
    }

    /// Its pictures, newest first.
    var pictures: [Picture] { places.map { listed[$0] } }

    /// "Page 3", "Afghan Hound, page 2", the breed's name escaped for the page's format; a
    /// listing of one page has no number to tell: "Afghan Hound", "All pictures".
    func title(escaping escape: (String) -> String) -> String {
        let name = breed.map { escape($0.name) }
        guard older != nil || newer != nil else { return name ?? "All pictures" }
        return name.map { "\($0), page \(number)" } ?? "Page \(number)"
    }

    func name(_ format: PageNames.Format) -> String {
        name(number, format)
    }

    /// The name of the listing's page `page`: `12.html`, `hound-afghan-3.html`.
    func name(_ page: Int, _ format: PageNames.Format) -> String {
        PageNames.name(page: page, breed: breed?.key, format: format)
    }

    /// A link after the pictures. `rel` is HTML's: the pages are numbered from the oldest, so the
    /// next page in the series is the newer one.
    struct Link {
        let text: String
        let target: String
        let rel: String?
    }

    /// Where the page leads after its pictures, in reading order: to newer pictures, to the front
    /// page (`front`, in the gallery folder), to older pictures. The targets are not escaped.
    func links(_ format: PageNames.Format, front: String) -> [Link] {
        let sibling = { (page: Int) in name(page, format) }
        return [
            newer.map { Link(text: "Newer pictures", target: sibling($0), rel: "next") },
            Link(text: "All dogs", target: PageNames.root + front, rel: nil),
            older.map { Link(text: "Older pictures", target: sibling($0), rel: "prev") },
        ].compactMap { $0 }
    }
}
