import DogModel
import Foundation
import GalleryFolder

/// What `dogs verify --repair` did.
public struct RepairReport: Equatable, Sendable {
    /// A picture and why it was dropped from the manifest, or left as it was.
    public struct Entry: Equatable, Sendable {
        public let picture: Picture
        public let reason: String
    }

    public let gallery: URL
    /// Pictures the gallery holds afterwards.
    public let pictures: Int
    /// Downloaded again and put in place, byte for byte the pictures the manifest records.
    public let restored: [Picture]
    /// Restored in place of a file that was not the picture dogs saved, which was kept beside it.
    public let keptAside: [Entry]
    /// Dropped from the manifest; whatever is at their names is left alone.
    public let dropped: [Entry]
    /// Left as they were, for another try.
    public let left: [Entry]
    /// Names in `images/` the manifest does not list, sorted: left alone.
    public let unknownFiles: [String]
    /// Files that could not be written; the next run writes the pages again.
    public let problems: [GalleryError]

    /// Whether every picture the manifest lists is now sound.
    public var isRepaired: Bool { left.isEmpty && problems.isEmpty }
}
