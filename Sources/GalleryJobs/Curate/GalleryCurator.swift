import DogModel
import Foundation
import GalleryFolder
import Platform

/// `dogs remove`: takes pictures out of a gallery for good, in one commit. Each entry leaves the
/// manifest and its source is remembered, so no fetch brings it back; each file is deleted only
/// while it is the picture dogs saved; the pages are rendered again.
package struct GalleryCurator<Opener: GalleryOpening>: Sendable {
    private let opener: Opener
    /// Where a relative path on the command line starts.
    private let currentDirectory: String

    package init(opener: Opener, currentDirectory: String) {
        self.opener = opener
        self.currentDirectory = currentDirectory
    }

    /// Removes the pictures `names` name (see `PictureSelection`); a name that names none is
    /// thrown as `UnknownPictures`, before anything is written.
    package func remove(_ names: [String]) throws -> RemovalReport {
        let gallery = try opener.open(creatingIfMissing: false, keepingPictures: true, markingAway: true)
        let manifest = try gallery.wholeManifest()
        // A picture away from images/ is still the gallery's: removing it drops it for good.
        let chosen = try select(names, from: manifest.pictures, siteURL: manifest.siteURL)
        let change = try gallery.remove(Set(chosen.map(\.file)), from: manifest, deletingFiles: true)
        return RemovalReport(
            gallery: opener.root, removed: chosen, leftInPlace: gallery.stillInImages(change.removed), galleryCount: change.count, indexProblems: change.problems
        )
    }

    /// What `remove` would remove, reading only.
    package func preview(_ names: [String]) throws -> RemovalReport {
        let manifest = try opener.readManifest()
        let chosen = try select(names, from: manifest.pictures, siteURL: manifest.siteURL)
        return RemovalReport(gallery: opener.root, removed: chosen, leftInPlace: [], galleryCount: manifest.pictures.count - chosen.count, indexProblems: [])
    }

    private func select(_ names: [String], from pictures: [Picture], siteURL: URL?) throws(UnknownPictures) -> [Picture] {
        let images = opener.root.appendingPathComponent(GalleryLayout.imagesFolder).path
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let chosen = PictureSelection.pictures(named: names, in: pictures, siteURL: siteURL) { folder in
            FileStatus.areSameFile(URL(fileURLWithPath: folder, relativeTo: base).path, images)
        }
        guard chosen.unknown.isEmpty else { throw UnknownPictures(names: chosen.unknown, gallery: opener.root.path) }
        return chosen.pictures
    }
}
