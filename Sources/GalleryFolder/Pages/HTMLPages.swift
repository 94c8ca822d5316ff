import DogModel
import Foundation
import Platform
import PureSupport

/// Renders `index.html` and the numbered pages: self-contained (inline CSS, relative links),
/// pictures first, newest first, each with its breed, and each opening large in its own view (see
/// `PictureView`). Everything from outside is escaped, and the page's own Content-Security-Policy
/// allows nothing but its style block, its few lines of script for the keys, and its own
/// pictures, so even an injected tag could neither run nor load anything.
package enum HTMLPages {
    package static let fileName = "index.html"

    /// The front page: the way to older pages and the breeds first, then the newest pictures,
    /// the breeds folded so the first row of pictures shows without scrolling at any gallery size.
    static func front(_ outline: GalleryOutline) -> String {
        let pictures = outline.frontPictures
        let updated = outline.lastAdded.map {
            " · updated <time datetime=\"\(UTCTime.timestamp($0))\">\(UTCTime.display($0))</time>"
        } ?? ""
        let title = escape(outline.shownTitle)
        let older = Pagination.olderThanFront(in: outline.pages)
        let pageLinks = [
            older.map { "<a href=\"\(PageNames.path(page: $0, format: .html))\" rel=\"prev\">Older pictures</a>" },
            outline.pages.min().flatMap { oldest in older == nil ? nil : "<a href=\"\(PageNames.path(page: oldest, format: .html))\">Oldest</a>" },
        ].compactMap { $0 }
        var html = head(title: title, root: "", generation: outline.generation)
        html += "<header>\n<h1>\(title)</h1>\n<p>\(PageText.count(outline.count))\(updated)</p>\n"
        html += navigation("Pages", pageLinks + (outline.breeds.isEmpty ? [] : ["<a href=\"#breeds\">Breeds</a>"])) + "</header>\n"
        if !outline.breeds.isEmpty {
            html += "<nav id=\"breeds\" aria-label=\"Breeds\">\n<details>\n<summary>\(outline.breeds.count) breed\(outline.breeds.count == 1 ? "" : "s")</summary>\n<ul>\n"
            for (key, breed) in outline.breeds.sorted(by: { ($0.value.name, $0.key) < ($1.value.name, $1.key) }) {
                let newest = breed.pages.max() ?? 1
                html += "<li><a href=\"\(escape(PageNames.path(page: newest, breed: key, format: .html)))\">\(escape(breed.name))</a> <span>\(breed.count)</span></li>\n"
            }
            html += "</ul>\n</details>\n</nav>\n"
        }
        let edges = PictureView.Edges(newer: nil, older: older.map { PageNames.path(page: $0, format: .html) })
        html += main(pictures, edges: edges, root: "", pages: PageNames.folder + "/", pagination: outline.pagination)
        if let older {
            html += "<nav aria-label=\"More pages\">\n<p><a href=\"\(PageNames.path(page: older, format: .html))\">Older pictures</a></p>\n"
            html += "<details>\n<summary>All \(outline.pages.count) pages</summary>\n<ul>\n"
            for page in outline.pages.sorted(by: >) {
                html += "<li><a href=\"\(PageNames.path(page: page, format: .html))\">\(page)</a></li>\n"
            }
            html += "</ul>\n</details>\n</nav>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// A numbered page, in `pages/`: the way to newer and older pages, its pictures, newest first,
    /// then the same links again. First and last are not among them: the newest and the oldest
    /// page change as the gallery grows and `--keep` trims it, and a page changes only with its
    /// neighbours (see `Pagination`); the front page, which every run writes, links to both.
    static func page(_ page: ListingPage) -> String {
        var html = head(title: "Dogs: \(page.title(escaping: escape))", root: PageNames.root, generation: nil)
        let links = page.links(.html, front: fileName).map { link in
            "<a href=\"\(escape(link.target))\"\(link.rel.map { " rel=\"\($0)\"" } ?? "")>\(link.text)</a>"
        } + ["<a href=\"\(PageNames.root)\(fileName)#breeds\">Breeds</a>"]
        html += "<header>\n<h1>\(page.title(escaping: escape))</h1>\n"
        let pictures = page.pictures
        html += "<p>\(PageText.count(pictures.count))</p>\n" + navigation("Pages", links) + "</header>\n"
        let sibling = { (number: Int) in page.name(number, .html) }
        html += main(pictures, edges: PictureView.Edges(newer: page.newer.map(sibling), older: page.older.map(sibling)), root: PageNames.root, pages: "", pagination: page.pagination)
        return html + navigation("More pages", links) + "</body>\n</html>\n"
    }

    /// `<nav>` of `links`, a dot apart, named for assistive technology by `label`.
    private static func navigation(_ label: String, _ links: [String]) -> String {
        links.isEmpty ? "" : "<nav aria-label=\"\(label)\">\n<p>\(links.joined(separator: " · "))</p>\n</nav>\n"
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
        <link rel="alternate" type="application/atom+xml" title="Dogs" href="\(root)\(AtomFeed.fileName)">
        <style>\(style)</style>
        <script>\(script)</script>
        </head>
        <body>

        """
    }

    /// The cards, then each picture's view, hidden until it is opened.
    private static func main(_ pictures: [Picture], edges: PictureView.Edges, root: String, pages: String, pagination: Pagination) -> String {
        guard !pictures.isEmpty else { return "<main>\n<p>No pictures yet. Run <code>dogs fetch</code> to add some.</p>\n</main>\n" }
        return "<main>\n<div class=\"grid\">\n\(pictures.map { card($0, root: root) }.joined())</div>\n"
            + PictureView.views(pictures, edges: edges, root: root, pages: pages, pagination: pagination) + "</main>\n"
    }

    /// A picture's card, opening its view; the picture's own links led from the page by `root`.
    static func card(_ picture: Picture, root: String) -> String {
        let root = escape(root), file = escape(picture.file), name = escape(picture.name)
        let size = picture.pixels.map { ["\" width=\"", String($0.width), "\" height=\"", String($0.height)] } ?? []
        // Joined into one string made the card's size: cards are made on every core at once, and
        // every string an interpolation makes or grows on the way takes the allocator's lock.
        return (["<figure id=\"", PictureView.cardID(picture), "\"><a href=\"#", PictureView.id(picture), "\"><img src=\"", root, file, "\" alt=\"", name] + size
            + ["\" loading=\"lazy\" decoding=\"async\"></a><figcaption>", name, "</figcaption></figure>\n"]).joined()
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }

    static let style = """
    :root{color-scheme:light dark;--bg:#f6f5f2;--fg:#1d1d1f;--card:#fff;--line:#0000001f;--muted:#5c5c60;--accent:#0a58ca;--empty:#e6e3dc;scrollbar-gutter:stable}\
    @media (prefers-color-scheme:dark){:root{--bg:#121214;--fg:#f2f2f4;--card:#1f1f23;--line:#ffffff2e;--muted:#b4b4bb;--accent:#8ab4ff;--empty:#2c2c31}}\
    *{box-sizing:border-box}\
    body{margin:0 auto;max-width:90rem;padding:1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}\
    h1{margin:.25rem 0 0;font-size:2rem}\
    header p,li span{color:var(--muted)}header p{margin:.25rem 0 .5rem}\
    time{white-space:nowrap}\
    details{margin:0 0 1rem}summary{cursor:pointer;padding:.4rem 0;color:var(--muted)}\
    details ul{display:flex;flex-wrap:wrap;gap:0 1.25rem;margin:0;padding:0;list-style:none}\
    details a,nav a{display:inline-block;padding:.4rem 0}nav{margin:.5rem 0}nav p{margin:0}\
    .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1rem}\
    figure{margin:0;background:var(--card);border:1px solid var(--line);border-radius:.75rem;overflow:hidden}\
    figure a{display:block}\
    img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--empty);color:var(--fg)}\
    figcaption{padding:.5rem .75rem;font-weight:600;overflow-wrap:anywhere}\
    a{color:var(--accent)}figcaption,figure a{color:inherit}\
    a:focus-visible,.view:focus-visible{outline:3px solid var(--accent);outline-offset:2px}\
    .view{display:none;position:fixed;inset:0;z-index:1;overflow:auto;padding:.75rem;background:var(--bg);touch-action:pan-y pinch-zoom;overscroll-behavior:contain;\
    grid-template-rows:auto minmax(0,1fr) auto auto;justify-items:center;align-items:center;gap:.5rem;text-align:center}\
    .view:target,:target .view{display:grid}\
    .view h2{margin:0;font-size:1.25rem}.view p{margin:0}\
    .view img{width:auto;height:auto;max-width:100%;max-height:calc(100vh - 11rem);aspect-ratio:auto;object-fit:contain;border-radius:.5rem}\
    .steps{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem}\
    .steps a,.steps span{min-width:6.5rem;padding:.7rem 1rem;border:1px solid var(--line);border-radius:.5rem;background:var(--card);text-decoration:none}\
    .steps span{color:var(--muted)}
    """

    /// With scripts on: the arrow keys and a finger's swipe step (left and right) and close
    /// (Escape, a swipe down), stepping replacing the history entry; focus moves into a view as
    /// it opens, and the neighbouring pictures load before a step lands on them. Close, Escape,
    /// Back and a phone's back gesture all return to the card of the picture last viewed, in view
    /// and focused. A page opened at a view (a step across a page's edge, a link) puts the
    /// view's card under it in the history first, so that this holds on every page without the
    /// pages sharing anything (opened from disk, they share no storage); once it has loaded, as an
    /// entry pushed before only replaces the current one. "Breeds" opens the
    /// breeds' list. A swipe leaves a pinch, a zoomed-in pan and the view's scrolling alone.
    /// Without scripts, the links do all but swipe.
    static let script = """
    (()=>{const shown=()=>{const t=location.hash.length>1&&document.getElementById(decodeURIComponent(location.hash.slice(1)));\
    return t?t.closest(".view")||t.querySelector(".view"):null};let opened=false,last=null,touch=null;\
    const go=a=>{if(a.dataset.key==="close"&&opened)history.back();else location.replace(a.href)};\
    addEventListener("click",e=>{const a=e.target.closest("a");if(!a)return;\
    if(a.closest("figure"))opened=true;else if(a.dataset.key&&a.closest(".view")){e.preventDefault();go(a)}});\
    addEventListener("keydown",e=>{const v=shown(),k={ArrowLeft:"prev",ArrowRight:"next",Escape:"close"}[e.key];\
    if(!v||!k||e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;const a=v.querySelector('[data-key="'+k+'"]');if(a){e.preventDefault();go(a)}});\
    addEventListener("touchstart",e=>{const v=shown();touch=v&&e.touches.length===1&&v.contains(e.target)\
    ?{x:e.touches[0].clientX,y:e.touches[0].clientY,top:v.scrollTop}:null},{passive:true});\
    addEventListener("touchmove",e=>{if(e.touches.length>1)touch=null},{passive:true});\
    addEventListener("touchend",e=>{const v=shown(),t=touch;touch=null;\
    if(!v||!t||e.touches.length||(window.visualViewport&&visualViewport.scale>1.01))return;\
    const x=e.changedTouches[0].clientX-t.x,y=e.changedTouches[0].clientY-t.y;\
    const k=Math.abs(x)>50&&Math.abs(x)>2*Math.abs(y)?(x<0?"next":"prev"):y>80&&y>2*Math.abs(x)&&t.top<=0&&v.scrollTop<=0?"close":null;\
    const a=k&&v.querySelector('a[data-key="'+k+'"]');if(a)go(a)});\
    const settle=arrived=>{const v=shown();\
    if(v){const n=v.id.slice(1);if(arrived){history.replaceState(null,"","#c"+n);opened=true;location.hash="v"+n;return}\
    last="c"+n;v.focus();\
    for(const a of v.querySelectorAll(".steps a[data-key]")){const t=a.pathname===location.pathname&&a.hash&&document.getElementById(a.hash.slice(1));\
    const i=t&&t.querySelector("img");if(i)i.loading="eager"}return}\
    opened=false;const f=last&&document.getElementById(last);\
    if(f){history.replaceState(null,"","#"+last);f.scrollIntoView({block:"center"});f.querySelector("a").focus({preventScroll:true})}last=null;\
    if(location.hash==="#breeds"){const d=document.querySelector("#breeds details");if(d)d.open=true}};\
    const returned=()=>{const n=performance.getEntriesByType("navigation")[0];return !!n&&n.type==="back_forward"};\
    addEventListener("hashchange",()=>settle(false));addEventListener("DOMContentLoaded",()=>settle(false));\
    addEventListener("load",()=>setTimeout(()=>{if(!returned())settle(true)}))})();
    """

    /// `default-src 'none'` forbids other scripts, fonts, frames and every remote load; the style
    /// block and the script are allowed by their own hashes, pictures only from the page's own folder.
    static let contentSecurityPolicy = [
        "default-src 'none'",
        "img-src 'self' file:",
        "style-src \(hash(of: style))",
        "script-src \(hash(of: script))",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    /// `'sha256-…'`: how a Content-Security-Policy allows one inline block, and no other.
    private static func hash(of block: String) -> String {
        var hasher = SHA256()
        hasher.update(Array(block.utf8))
        return "'sha256-\(Data(hasher.digest()).base64EncodedString())'"
    }
}
