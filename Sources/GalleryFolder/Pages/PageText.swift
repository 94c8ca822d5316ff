/// Text the HTML and Markdown pages (and the feed) share, so they always say the same.
package enum PageText {
    /// "3 pictures", "1 picture".
    package static func count(_ number: Int) -> String {
        "\(number) picture\(number == 1 ? "" : "s")"
    }
}
