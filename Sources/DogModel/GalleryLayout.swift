/// Where a gallery keeps its pictures, as the manifest records them: `images/<name>`.
package enum GalleryLayout {
    package static let imagesFolder = "images"

    /// `images/<name>`, as the manifest records a picture's file.
    package static func file(forImage name: String) -> String { "\(imagesFolder)/\(name)" }

    /// The name in `images/` of a manifest's `images/<name>`.
    package static func imageName(of file: String) -> String { String(file.dropFirst(imagesFolder.count + 1)) }
}
