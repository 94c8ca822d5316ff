/// Renders `index.html`: one self-contained page (inline CSS, no scripts, relative links)
/// showing every picture newest first with its breed. Everything from outside is escaped.
public enum HTMLIndex {
    public static let fileName = "index.html"

    public static func render(_ manifest: Manifest) -> String {
        let pictures = manifest.newestFirst
        let sections = BreedSection.sections(of: pictures)
        // The newest picture of each breed carries the anchor the breed index links to.
        let anchors = Dictionary(uniqueKeysWithValues: sections.compactMap { section in
            section.pictures.first.map { ($0.file, section.anchor) }
        })
        let summary = [IndexText.count(pictures.count), IndexText.updated(manifest).map { "updated \($0)" }]
            .compactMap { $0 }.joined(separator: " · ")

        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Dogs</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>Dogs</h1>
        <p>\(escape(summary))</p>
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
            html += """
            <figure\(id)><a href="\(escape(picture.file))"><img src="\(escape(picture.file))" alt="\(escape(picture.name))"></a>\
            <figcaption>\(escape(picture.name))</figcaption></figure>

            """
        }
        if pictures.isEmpty {
            html += "<p>No pictures yet. Run <code>dogs fetch</code> to add some.</p>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// Escapes text for HTML text and quoted attribute values alike.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let style = """
    :root{color-scheme:light dark;--bg:#fafafa;--fg:#222;--card:#fff;--muted:#666}\
    @media (prefers-color-scheme:dark){:root{--bg:#111;--fg:#eee;--card:#1d1d1d;--muted:#aaa}}\
    body{margin:0;padding:1rem;font-family:system-ui,sans-serif;background:var(--bg);color:var(--fg)}\
    header p,nav span{color:var(--muted)}\
    nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;list-style:none}\
    main{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}\
    figure{margin:0;background:var(--card);border-radius:.5rem;overflow:hidden;box-shadow:0 1px 3px #0003}\
    img{display:block;width:100%;height:12rem;object-fit:cover}\
    figcaption{padding:.5rem .75rem;font-weight:600}\
    a{color:inherit}a:focus-visible{outline:3px solid #48f;outline-offset:2px}
    """
}
