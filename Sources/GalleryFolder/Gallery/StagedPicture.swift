import DogModel
import Foundation

/// A complete, checked picture waiting in a temporary file until the gallery commits it.
package struct StagedPicture: Equatable, Sendable {
    /// The temporary file's name in `images/`.
    package let temporaryName: String
    package let picture: Picture

    package init(temporaryName: String, picture: Picture) {
        self.temporaryName = temporaryName
        self.picture = picture
    }
}

extension StagedPicture {
    /// What a downloaded file becomes: named from its plan and the format its bytes showed, and
    /// recorded as added at `added` in whole seconds, as the manifest keeps it, so the record in
    /// memory equals the one on disk.
    package init(_ file: DownloadedFile, as planned: PlannedDownload, added: Date) {
        self.init(temporaryName: file.temporaryName, picture: Picture(
            source: planned.dog.url, breed: planned.dog.breed, subBreed: planned.dog.subBreed,
            file: GalleryLayout.file(forImage: "\(planned.stem).\(file.format.fileExtension)"),
            bytes: file.bytes, sha256: file.sha256, added: Date(timeIntervalSince1970: added.timeIntervalSince1970.rounded(.down)),
            pixels: file.pixels
        ))
    }
}
