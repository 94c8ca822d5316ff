import Foundation

/// One picture the gallery holds, as the manifest records it. A large gallery holds tens of
/// thousands in memory at once, so each keeps little of its own: its link as text, and its
/// breed's names shared with every picture of the breed (see `BreedLabel`).
package struct Picture: Equatable, Hashable, Sendable {
    /// Its place in the order pictures arrived in the gallery: 1 for the first, never reused.
    /// Numbered pages are counted by it (see `Pagination`).
    package private(set) var number: Int
    /// Its place among the pictures of its breed, for the breed's pages.
    package private(set) var breedNumber: Int
    /// Where it was downloaded from, as its link: a URL costs several times its text (see `source`).
    package let link: String
    private let label: BreedLabel
    /// Relative to the gallery folder, with `/` separators: `images/komondor_n02105505_1657.jpg`.
    package let file: String
    package let bytes: Int
    package let sha256: String
    package let added: Date
    /// Read from the picture's header; absent when the header did not say.
    package let pixels: PixelSize?
    /// When its file was first found missing from `images/` by a run that changes the gallery;
    /// nil while it is there. A picture away is on no page until its file is back (see `PictureAbsence`).
    package private(set) var away: Date?
    package var breed: String? { label.breed }
    package var subBreed: String? { label.subBreed }
    /// "English Setter", "Komondor", "Unknown": the caption people read (see `BreedNames`).
    package var name: String { label.name }
    /// The breed's key in page names: `setter-english` (see `BreedLabel`).
    package var breedKey: String { label.key }

    package init(
        source: URL, breed: String?, subBreed: String?, file: String, bytes: Int, sha256: String, added: Date,
        pixels: PixelSize? = nil, number: Int = 0, breedNumber: Int = 0, away: Date? = nil
    ) {
        self.number = number
        self.breedNumber = breedNumber
        link = source.absoluteString
        label = BreedLabel.of(breed: breed, subBreed: subBreed)
        self.file = file
        self.bytes = bytes
        self.sha256 = sha256
        self.added = added
        self.pixels = pixels
        self.away = away
    }

    /// Where it was downloaded from.
    package var source: URL {
        // The text of a URL, which reads back as one.
        URL(string: link) ?? URL(fileURLWithPath: "/")
    }

    /// How the gallery knows it, whatever host served it (see `identity(of:)`).
    package var identity: String { Self.identity(of: source) }

    /// A picture is known by its path: dog.ceo and a mirror of it (another host or port) serve
    /// the same picture under the same `/breeds/<folder>/<file>`.
    package static func identity(of source: URL) -> String { source.path }

    /// The same picture, away since `date`, or back when `date` is nil.
    package func marked(away date: Date?) -> Picture {
        var marked = self
        marked.away = date
        return marked
    }

    /// The same picture with its places in the gallery's order and its breed's.
    func numbered(_ number: Int, inBreed breedNumber: Int) -> Picture {
        var numbered = self
        (numbered.number, numbered.breedNumber) = (number, breedNumber)
        return numbered
    }
}
