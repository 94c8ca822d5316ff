import DogModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gallery as opening left it (see `GalleryRecovery`), and what opening found there.
struct RecoveredGallery: Sendable {
    /// The manifest as it is now: upgraded, marked or cut back to its last commit.
    var snapshot: ManifestSnapshot
    /// Files in `images/` that dogs did not make, sorted.
    var foreignFiles: [String] = []
    /// Those of `foreignFiles` new or changed since the run before.
    var newForeignFiles: [String] = []
    /// Pictures a stopped commit had put in place but not recorded, deleted.
    var removedLeftovers: [String] = []
    /// Pictures of a `manifest.json` upgraded to `manifest.jsonl`.
    var upgradedPictures: Int?
    /// Pictures found missing, marked away.
    var awayPictures: [Picture] = []
    /// Pictures away whose files were back.
    var backPictures: [Picture] = []
    /// Pictures listed when not one of them was in `images/`.
    var picturesNotFound = 0
    /// The permissions of the newest picture, which new pictures take.
    var pictureMode: mode_t?
}
