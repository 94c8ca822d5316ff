import DogModel

/// A picture as the listing pages show it, rendered once: every picture is on a numbered page
/// and on its breed's, both in `pages/`, so the two share one card and one pair of Markdown lines.
struct PageEntry: Sendable {
    /// The picture's `<figure>` card, linking from `pages/`.
    let html: String
    /// The picture's Markdown lines and the empty line after them, linking from `pages/`.
    let markdown: String

    init(_ picture: Picture) {
        html = HTMLIndex.card(picture, root: PageNames.root)
        markdown = MarkdownIndex.entry(picture, root: PageNames.root)
    }
}
