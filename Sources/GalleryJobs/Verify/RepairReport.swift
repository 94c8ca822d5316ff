import DogModel
import Foundation
import GalleryFolder

/// What `dogs verify --repair` did.
package struct RepairReport: Equatable, Sendable {
    /// A picture and why it was dropped from the manifest, or left as it was.
    package struct Entry: Equatable, Sendable {
        package let picture: Picture
        package let reason: String
    }

    package let gallery: URL
    /// Pictures the gallery holds afterwards.
    package let pictures: Int
    /// Downloaded again and put in place, byte for byte the pictures the manifest records.
    package let restored: [Picture]
    /// Restored in place of a file that was not the picture dogs saved, which was kept beside it.
    package let keptAside: [Entry]
    /// Dropped from the manifest; whatever is at their names is left alone.
    package let dropped: [Entry]
    /// Left as they were, for another try.
    package let left: [Entry]
    /// Names in `images/` the manifest does not list, sorted: left alone.
    package let unknownFiles: [String]
    /// Files that could not be written; the next run writes the pages again.
    package let problems: [GalleryError]

    /// Whether every picture the manifest lists is now sound.
    package var isRepaired: Bool { left.isEmpty && problems.isEmpty }
}
