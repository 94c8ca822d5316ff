/// Text both indexes (and the feed) share, so they always say the same.
package enum IndexText {
    /// "3 pictures", "1 picture".
    package static func count(_ number: Int) -> String {
        "\(number) picture\(number == 1 ? "" : "s")"
    }
}
