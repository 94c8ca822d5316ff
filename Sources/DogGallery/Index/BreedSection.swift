import Foundation

/// The pictures of one breed, as both indexes group them.
struct BreedSection: Equatable {
    let name: String
    let pictures: [Picture]

    /// A fragment identifier safe in HTML and Markdown alike.
    var anchor: String { "breed-" + PictureNaming.sanitized(name) }

    /// Sections in alphabetical order, each keeping the order of `pictures` (newest first).
    static func sections(of pictures: [Picture]) -> [BreedSection] {
        Dictionary(grouping: pictures, by: \.name)
            .map { BreedSection(name: $0.key, pictures: $0.value) }
            .sorted { $0.name < $1.name }
    }
}

enum IndexText {
    /// "3 pictures", "1 picture".
    static func count(_ number: Int) -> String {
        "\(number) picture\(number == 1 ? "" : "s")"
    }

    /// When the newest picture was added, in UTC, so the text depends on the manifest alone.
    static func updated(_ manifest: Manifest) -> String? {
        guard let newest = manifest.pictures.map(\.added).max() else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: newest)
    }
}
