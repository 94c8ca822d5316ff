import Foundation

/// Text both indexes (and the feed) share, so they always say the same.
enum IndexText {
    /// "3 pictures", "1 picture".
    static func count(_ number: Int) -> String {
        "\(number) picture\(number == 1 ? "" : "s")"
    }

    /// When the newest picture was added: the indexes depend on the manifest alone, so
    /// rebuilding them gives the same bytes.
    static func lastUpdated(_ manifest: Manifest) -> Date? {
        manifest.pictures.map(\.added).max()
    }

    /// "2026-11-18 11:08 UTC", for people.
    static func display(_ date: Date) -> String {
        format(date, "yyyy-MM-dd HH:mm 'UTC'")
    }

    /// "2026-11-18T11:08:00Z", for machines (RFC 3339).
    static func timestamp(_ date: Date) -> String {
        format(date, "yyyy-MM-dd'T'HH:mm:ss'Z'")
    }

    /// "3 pictures · updated 2026-11-18 11:08 UTC", joined with the given separator.
    static func summary(_ manifest: Manifest, separator: String) -> String {
        ([count(manifest.pictures.count)] + (lastUpdated(manifest).map { ["updated \(display($0))"] } ?? []))
            .joined(separator: separator)
    }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
