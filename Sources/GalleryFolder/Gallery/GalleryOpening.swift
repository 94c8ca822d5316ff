import DogModel
import Foundation

/// What a job needs of a gallery's folder: to open it as one unit of work under its lock, and to
/// read its manifest without the lock. `GalleryOpener` is the real one; a test gives a job a fake,
/// to hold the job's own decisions to account without a disk.
package protocol GalleryOpening: Sendable {
    associatedtype Opened: GalleryUnitOfWork
    /// The gallery's folder.
    var root: URL { get }
    func open(creatingIfMissing: Bool, keepingPictures: Bool, markingAway: Bool) throws(GalleryError) -> Opened
    /// The manifest as it is; none there is `GalleryError.noGallery`.
    func readManifest() throws(GalleryError) -> Manifest
}

/// What a job asks of an opened gallery that changes it whole: each change numbered, rendered
/// and committed by the gallery's own rules (see `OpenGallery`).
package protocol GalleryUnitOfWork: AnyObject, Sendable {
    /// The files in `images/` that dogs did not make, new since the run before.
    var newForeignFiles: [String] { get }
    func wholeManifest() throws(GalleryError) -> Manifest
    func remove(_ files: Set<String>, from manifest: consuming Manifest, deletingFiles: Bool) throws(GalleryError) -> OpenGallery.Change
    /// Of `pictures`, those whose files are still in `images/`.
    func stillInImages(_ pictures: [Picture]) -> [Picture]
    func renderEveryPage() throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture])
}

extension GalleryOpener: GalleryOpening {
    package func readManifest() throws(GalleryError) -> Manifest {
        guard let manifest = try loadSnapshot(keepingPictures: true).manifest else { throw noGallery() }
        return manifest
    }
}

extension OpenGallery: GalleryUnitOfWork {}
