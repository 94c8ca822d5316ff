import Foundation

/// One picture the gallery holds, as the manifest records it.
public struct Picture: Equatable, Hashable, Sendable {
    /// Its place in the order pictures arrived in the gallery: 1 for the first, never reused.
    /// Numbered pages are counted by it (see `Pagination`).
    public private(set) var number: Int
    /// Its place among the pictures of its breed, for the breed's pages.
    public private(set) var breedNumber: Int
    public let source: URL
    public let breed: String?
    public let subBreed: String?
    /// Relative to the gallery folder, with `/` separators: `images/komondor_n02105505_1657.jpg`.
    public let file: String
    public let bytes: Int
    public let sha256: String
    public let added: Date
    /// Read from the picture's header; absent when the header did not say.
    public let pixels: PixelSize?
    /// When its file was first found missing from `images/` by a run that changes the gallery;
    /// nil while it is there. A picture away is on no page until its file is back (see `PictureAbsence`).
    public private(set) var away: Date?
    /// "English Setter", "Komondor", "Unknown": the caption people read (see `BreedNames`).
    public let name: String
    /// The breed's key in page names: `setter-english`, from its folder's name "Setter English"
    /// (as `DogUI.name` gives it), so pages keep their names whatever a breed is called. Both are
    /// kept, not derived on each use, as every page and count of a large gallery asks for them.
    public let breedKey: String

    public init(
        source: URL, breed: String?, subBreed: String?, file: String, bytes: Int, sha256: String, added: Date,
        pixels: PixelSize? = nil, number: Int = 0, breedNumber: Int = 0, away: Date? = nil
    ) {
        self.number = number
        self.breedNumber = breedNumber
        self.source = source
        self.breed = breed
        self.subBreed = subBreed
        self.file = file
        self.bytes = bytes
        self.sha256 = sha256
        self.added = added
        self.pixels = pixels
        self.away = away
        let folderName = DogUI.displayName(breed: breed, subBreed: subBreed)
        let key = PictureNaming.sanitized(folderName)
        breedKey = key.isEmpty ? "unnamed" : key
        name = BreedNames.common(forKey: breedKey) ?? folderName
    }

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
