import DogModel
import ModelTestSupport
import Foundation
@testable import GalleryFolder
import Platform
import TestSupport

/// A gallery in `folder/gallery` of pug pictures `images/pug_<stem>.jpg` from `sourceHost`, each a whole JPEG as
/// its manifest entry records it, with its pages rendered: what a fetch would have left.
@discardableResult
package func makeSoundGallery(stems: [String], in folder: TemporaryDirectory, sourceHost: String = "images.dog.ceo") throws -> Manifest {
    let pictures = stems.map { stem in
        Picture(
            source: URL(string: "https://\(sourceHost)/breeds/pug/\(stem).jpg")!, breed: "pug", subBreed: nil, file: "images/pug_\(stem).jpg",
            bytes: jpegBytes.count, sha256: SHA256.hex(of: jpegBytes), added: Date(timeIntervalSince1970: 1_795_000_000)
        )
    }
    let manifest = Manifest(pictures: pictures)
    try GalleryOpener(root: folder.file("gallery")).open().commit([], manifest: .rewrite(manifest), rendered: GalleryPages.all(manifest))
    for picture in pictures { try jpegBytes.write(to: folder.file("gallery/\(picture.file)")) }
    return manifest
}
