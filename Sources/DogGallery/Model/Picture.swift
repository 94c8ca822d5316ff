import Foundation

/// One picture the gallery holds, as the manifest records it.
public struct Picture: Codable, Equatable, Hashable, Sendable {
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
        pixels: PixelSize? = nil
    ) {
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

    /// The file name without folder and extension, as `PictureNaming` chose it.
    var stem: String { PictureNaming.stem(ofName: GalleryLayout.imageName(of: file)) }
}
