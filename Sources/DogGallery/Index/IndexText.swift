/// Text both indexes (and the feed) share, so they always say the same.
enum IndexText {
    /// "3 pictures", "1 picture".
    static func count(_ number: Int) -> String {
        "\(number) picture\(number == 1 ? "" : "s")"
    }
}
