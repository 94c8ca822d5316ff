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
