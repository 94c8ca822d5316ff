import Foundation

/// One picture the gallery holds, as the manifest records it.
public struct Picture: Equatable, Hashable, Sendable {
    /// Its place in the order pictures arrived in the gallery: 1 for the first, never reused.
    /// Numbered pages are counted by it (see `Pagination`).
    public let number: Int
    /// Its place among the pictures of its breed, for the breed's pages.
    public let breedNumber: Int
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

    public init(
        source: URL, breed: String?, subBreed: String?, file: String, bytes: Int, sha256: String, added: Date,
        pixels: PixelSize? = nil, number: Int = 0, breedNumber: Int = 0
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
    }

    /// "Setter English", "Komondor", "Unknown": the caption people read.
    public var name: String { DogUI.displayName(breed: breed, subBreed: subBreed) }

    /// The breed's key in page names: `setter-english` for "Setter English".
    public var breedKey: String {
        let key = PictureNaming.sanitized(name)
        return key.isEmpty ? "unnamed" : key
    }

    /// The same picture with its places in the gallery's order and its breed's.
    func numbered(_ number: Int, inBreed breedNumber: Int) -> Picture {
        Picture(
            source: source, breed: breed, subBreed: subBreed, file: file, bytes: bytes, sha256: sha256, added: added, pixels: pixels,
            number: number, breedNumber: breedNumber
        )
    }

    /// The file name without folder and extension, as `PictureNaming` chose it.
    var stem: String { PictureNaming.stem(ofName: GalleryLayout.imageName(of: file)) }
}
