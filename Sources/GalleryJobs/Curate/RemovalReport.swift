import DogModel
import Foundation
import GalleryFolder

/// What `dogs remove` removed, or with `--dry-run` would remove.
package struct RemovalReport: Equatable, Sendable {
    package let gallery: URL
    /// The pictures named, in the gallery's order: gone from the manifest, their sources remembered.
    package let removed: [Picture]
    /// Removed pictures whose file is still in `images/`: no longer the bytes dogs saved, so not its to delete.
    package let leftInPlace: [Picture]
    /// Pictures the gallery holds after the removal.
    package let galleryCount: Int
    /// Pages that could not be written; the next run writes them.
    package let indexProblems: [GalleryError]
}
