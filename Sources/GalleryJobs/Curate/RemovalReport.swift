import DogModel
import Foundation
import GalleryFolder

/// What `dogs remove` removed, or with `--dry-run` would remove.
public struct RemovalReport: Equatable, Sendable {
    public let gallery: URL
    /// The pictures named, in the gallery's order: gone from the manifest, their sources remembered.
    public let removed: [Picture]
    /// Removed pictures whose file is still in `images/`: no longer the bytes dogs saved, so not its to delete.
    public let leftInPlace: [Picture]
    /// Pictures the gallery holds after the removal.
    public let galleryCount: Int
    /// Pages that could not be written; the next run writes them.
    public let indexProblems: [GalleryError]
}
