import Foundation

/// Renders `index.html`: one self-contained page (inline CSS, no scripts, relative links) showing
/// every picture newest first with its breed. Everything from outside is escaped, and the page's
/// own Content-Security-Policy allows nothing but its style block and its own pictures, so even
/// an injected tag could neither run nor load anything.
public enum HTMLIndex {
    public static let fileName = "index.html"

    public static func render(_ manifest: Manifest) -> String {
        let pictures = manifest.newestFirst
        let sections = BreedSection.sections(of: pictures)
        // The newest picture of each breed carries the anchor the breed index links to.
        let anchors = Dictionary(sections.compactMap { section in section.pictures.first.map { ($0.file, section.anchor) } }) { first, _ in first }
        let updated = IndexText.lastUpdated(manifest).map {
            " · updated <time datetime=\"\(IndexText.timestamp($0))\">\(IndexText.display($0))</time>"
        } ?? ""

        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Dogs</title>
        <link rel="alternate" type="application/atom+xml" title="Dogs" href="\(FeedIndex.fileName)">
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>Dogs</h1>
        <p>\(IndexText.count(pictures.count))\(updated)</p>
        </header>

        """
        if !sections.isEmpty {
            html += "<nav aria-label=\"Breeds\">\n<ul>\n"
            for section in sections {
                html += "<li><a href=\"#\(section.anchor)\">\(escape(section.name))</a> <span>\(section.pictures.count)</span></li>\n"
            }
            html += "</ul>\n</nav>\n"
        }
        html += "<main>\n"
        for picture in pictures {
            let id = anchors[picture.file].map { " id=\"\($0)\"" } ?? ""
            let size = picture.pixels.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
            html += """
            <figure\(id)><a href="\(escape(picture.file))"><img src="\(escape(picture.file))" alt="\(escape(picture.name))"\(size) \
            loading="lazy" decoding="async"></a><figcaption>\(escape(picture.name))</figcaption></figure>

            """
        }
        if pictures.isEmpty {
            html += "<p>No pictures yet. Run <code>dogs fetch</code> to add some.</p>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }

    static let style = """
    :root{color-scheme:light dark;--bg:#f6f5f2;--fg:#1d1d1f;--card:#fff;--line:#0000001f;--muted:#5c5c60;--accent:#0a58ca;--empty:#e6e3dc}\
    @media (prefers-color-scheme:dark){:root{--bg:#121214;--fg:#f2f2f4;--card:#1f1f23;--line:#ffffff2e;--muted:#b4b4bb;--accent:#8ab4ff;--empty:#2c2c31}}\
    *{box-sizing:border-box}\
    body{margin:0 auto;max-width:90rem;padding:1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}\
    h1{margin:.25rem 0 0;font-size:2rem}\
    header p,nav span{color:var(--muted)}\
    time{white-space:nowrap}\
    nav ul{display:flex;flex-wrap:wrap;gap:0 1.25rem;margin:0 0 1rem;padding:0;list-style:none}\
    nav a{display:inline-block;padding:.4rem 0}\
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
