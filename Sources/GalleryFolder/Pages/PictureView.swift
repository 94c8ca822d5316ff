import DogModel
import Platform
import PureSupport

/// The view of one picture on a listing's page: the picture as large as the window allows, its
/// breed (linked to the breed's page), its number and when it came, links to the newer and the
/// older picture of the same listing, to the page it is on and to its file. It is a fragment of
/// the page (`#v12`), shown by CSS `:target`, so it costs no file of its own and works with
/// scripts off; its card (`#c12`) is where closing it returns to.
///
/// Across a page's edge it links to the neighbouring page's `#newest` or `#oldest` rather than
/// to a picture there, so a page never has to be written again for what happens on another.
enum PictureView {
    /// Where a listing's pictures continue beyond this page, as paths from the page.
    struct Edges {
        var newer: String?
        var older: String?
    }

    /// The views of `pictures` (newest first) on a page `root` leads from to the gallery folder;
    /// `pages` leads from it to `pages/`.
    static func views(_ pictures: [Picture], edges: Edges, root: String, pages: String, pagination: Pagination) -> String {
        pictures.indices.map { index in
            let picture = pictures[index]
            // Beyond the page: the newer page's oldest picture, the older page's newest.
            let newer = index > 0 ? "#\(id(pictures[index - 1]))" : edges.newer.map { "\($0)#oldest" }
            let older = index + 1 < pictures.count ? "#\(id(pictures[index + 1]))" : edges.older.map { "\($0)#newest" }
            var view = view(picture, newer: newer, older: older, root: root, pages: pages, pagination: pagination)
            // The ends of the page, which the neighbouring pages link to.
            if index + 1 == pictures.count { view = "<div id=\"oldest\">\(view)</div>" }
            if index == 0 { view = "<div id=\"newest\">\(view)</div>" }
            return view + "\n"
        }.joined()
    }

    /// `v12`: the view's fragment, by the picture's number in the gallery, which never changes.
    static func id(_ picture: Picture) -> String { "v\(picture.number)" }

    /// `c12`: the fragment of the picture's card, where closing its view returns to.
    static func cardID(_ picture: Picture) -> String { "c\(picture.number)" }

    private static func view(_ picture: Picture, newer: String?, older: String?, root: String, pages: String, pagination: Pagination) -> String {
        let file = escape(root + picture.file), name = escape(picture.name), number = picture.number
        let breedPage = pages + PageNames.name(page: pagination.page(of: picture.breedNumber), breed: picture.breedKey, format: .html)
        let page = pagination.page(of: number)
        let size = picture.pixels.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let step = { (target: String?, key: String, rel: String, text: String) in
            target.map { "<a href=\"\(escape($0))\" rel=\"\(rel)\" data-key=\"\(key)\">\(text)</a>" } ?? "<span>\(text)</span>"
        }
        return "<section class=\"view\" id=\"\(id(picture))\" tabindex=\"-1\" aria-labelledby=\"t\(number)\">"
            + "<h2 id=\"t\(number)\"><a href=\"\(escape(breedPage))\">\(name)</a></h2>"
            + "<img src=\"\(file)\" alt=\"\(name)\"\(size) loading=\"lazy\" decoding=\"async\">"
            + "<p>No. \(number) · added <time datetime=\"\(UTCTime.timestamp(picture.added))\">\(UTCTime.display(picture.added))</time>"
            + " · <a href=\"\(escape(pages + PageNames.name(page: page, format: .html)))#\(cardID(picture))\">page \(page)</a> · <a href=\"\(file)\">original</a></p>"
            + "<p class=\"steps\">\(step(newer, "prev", "prev", "← Newer"))<a href=\"#\(cardID(picture))\" data-key=\"close\">Close</a>\(step(older, "next", "next", "Older →"))</p>"
            + "</section>"
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
