import DogModel
import Foundation
import Platform

/// Renders `index.html` and the numbered pages: self-contained (inline CSS, no scripts, relative
/// links), pictures first, newest first, each with its breed. Everything from outside is escaped, and the page's
/// own Content-Security-Policy allows nothing but its style block and its own pictures, so even
/// an injected tag could neither run nor load anything.
public enum HTMLIndex {
    public static let fileName = "index.html"

    /// The front page: the newest pictures first, then links to every breed's pages and to older
    /// pages, folded so the first row of pictures shows without scrolling at any gallery size.
    static func front(_ outline: GalleryOutline) -> String {
        let pictures = outline.frontPictures
        let updated = outline.lastAdded.map {
            " · updated <time datetime=\"\(UTCTime.timestamp($0))\">\(UTCTime.display($0))</time>"
        } ?? ""
        let title = escape(outline.shownTitle)
        var html = head(title: title, root: "", generation: outline.generation)
        html += "<header>\n<h1>\(title)</h1>\n<p>\(IndexText.count(outline.count))\(updated)</p>\n</header>\n"
        if !outline.breeds.isEmpty {
            html += "<details>\n<summary>\(outline.breeds.count) breed\(outline.breeds.count == 1 ? "" : "s")</summary>\n<ul>\n"
            for (key, breed) in outline.breeds.sorted(by: { ($0.value.name, $0.key) < ($1.value.name, $1.key) }) {
                let newest = breed.pages.max() ?? 1
                html += "<li><a href=\"\(escape(PageNames.path(page: newest, breed: key, format: .html)))\">\(escape(breed.name))</a> <span>\(breed.count)</span></li>\n"
            }
            html += "</ul>\n</details>\n"
        }
        html += grid(pictures.map { card($0, root: "") })
        if pictures.isEmpty {
            html += "<p>No pictures yet. Run <code>dogs fetch</code> to add some.</p>\n"
        }
        if let older = Pagination.olderThanFront(in: outline.pages) {
            html += "<nav aria-label=\"Pages\">\n<p><a href=\"\(PageNames.path(page: older, format: .html))\">Older pictures</a></p>\n"
            html += "<details>\n<summary>All \(outline.pages.count) pages</summary>\n<ul>\n"
            for page in outline.pages.sorted(by: >) {
                html += "<li><a href=\"\(PageNames.path(page: page, format: .html))\">\(page)</a></li>\n"
            }
            html += "</ul>\n</details>\n</nav>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// A numbered page, in `pages/`: its pictures, newest first, then links to newer pictures,
    /// home and to older ones.
    static func page(_ page: ListingPage) -> String {
        var html = head(title: "Dogs: \(page.title(escaping: escape))", root: PageNames.root, generation: nil)
        html += "<header>\n<p><a href=\"\(PageNames.root)\(fileName)\">All dogs</a></p>\n<h1>\(page.title(escaping: escape))</h1>\n"
        let pictures = page.pictures
        html += "<p>\(IndexText.count(pictures.count))</p>\n</header>\n"
        html += grid(pictures.map { card($0, root: PageNames.root) })
        let links = page.links(.html, front: fileName).map { link in
            "<a href=\"\(escape(link.target))\"\(link.rel.map { " rel=\"\($0)\"" } ?? "")>\(link.text)</a>"
        }
        return html + "<nav aria-label=\"Pages\">\n<p>\(links.joined(separator: " · "))</p>\n</nav>\n</body>\n</html>\n"
    }

    /// Everything up to `<body>`; `root` leads from the page to the gallery folder.
    private static func head(title: String, root: String, generation: Int?) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(generation.map(GenerationStamp.comment) ?? PageMark.html)
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(title)</title>
        <link rel="alternate" type="application/atom+xml" title="Dogs" href="\(root)\(FeedIndex.fileName)">
        <style>\(style)</style>
        </head>
        <body>

        """
    }

    private static func grid(_ cards: [String]) -> String {
        cards.isEmpty ? "" : "<main>\n\(cards.joined())</main>\n"
    }

    /// A picture's card, its links led from the page by `root`.
    static func card(_ picture: Picture, root: String) -> String {
        let root = escape(root), file = escape(picture.file), name = escape(picture.name)
        let size = picture.pixels.map { ["\" width=\"", String($0.width), "\" height=\"", String($0.height)] } ?? []
        // Joined into one string made the card's size: cards are made on every core at once, and
        // every string an interpolation makes or grows on the way takes the allocator's lock.
        return (["<figure><a href=\"", root, file, "\"><img src=\"", root, file, "\" alt=\"", name] + size
            + ["\" loading=\"lazy\" decoding=\"async\"></a><figcaption>", name, "</figcaption></figure>\n"]).joined()
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }

    static let style = """
    :root{color-scheme:light dark;--bg:#f6f5f2;--fg:#1d1d1f;--card:#fff;--line:#0000001f;--muted:#5c5c60;--accent:#0a58ca;--empty:#e6e3dc}\
    @media (prefers-color-scheme:dark){:root{--bg:#121214;--fg:#f2f2f4;--card:#1f1f23;--line:#ffffff2e;--muted:#b4b4bb;--accent:#8ab4ff;--empty:#2c2c31}}\
    *{box-sizing:border-box}\
    body{margin:0 auto;max-width:90rem;padding:1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}\
    h1{margin:.25rem 0 0;font-size:2rem}\
    header p,li span{color:var(--muted)}header p{margin:.25rem 0 .5rem}\
    time{white-space:nowrap}\
    details{margin:0 0 1rem}summary{cursor:pointer;padding:.4rem 0;color:var(--muted)}\
    details ul{display:flex;flex-wrap:wrap;gap:0 1.25rem;margin:0;padding:0;list-style:none}\
    details a,nav a{display:inline-block;padding:.4rem 0}nav{margin:1rem 0}nav p{margin:0}\
    main{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1rem}\
    figure{margin:0;background:var(--card);border:1px solid var(--line);border-radius:.75rem;overflow:hidden}\
    figure a{display:block}\
    img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--empty);color:var(--fg)}\
    figcaption{padding:.5rem .75rem;font-weight:600;overflow-wrap:anywhere}\
    a{color:var(--accent)}figcaption,figure a{color:inherit}\
    a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    """

    /// `default-src 'none'` forbids scripts, fonts, frames and every remote load; the style block
    /// is allowed by its own hash, pictures only from the page's own folder.
    static let contentSecurityPolicy = [
        "default-src 'none'",
        "img-src 'self' file:",
        "style-src 'sha256-\(Data(styleHash).base64EncodedString())'",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    private static let styleHash: [UInt8] = {
        var hasher = SHA256()
        hasher.update(Array(style.utf8))
        return hasher.digest()
    }()
}
