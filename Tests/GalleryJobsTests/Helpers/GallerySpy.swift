import DogModel
import Foundation
@testable import GalleryFolder
import Synchronization

/// An opened gallery without a disk, for a job's own decisions: it hands out the manifest and
/// the answers it is given, and records what the job asked it to change.
final class OpenGallerySpy: GalleryUnitOfWork, Sendable {
    struct Removal: Equatable {
        let files: Set<String>
        let deletingFiles: Bool
    }

    private let manifest: Manifest
    private let change: OpenGallery.Change
    private let leftOff: [Picture]
    let newForeignFiles: [String]
    private let asked = Mutex<(removals: [Removal], renders: Int)>(([], 0))

    init(manifest: Manifest, change: OpenGallery.Change = OpenGallery.Change(count: 0, listed: 0), leftOff: [Picture] = [], newForeignFiles: [String] = []) {
        self.manifest = manifest
        self.change = change
        self.leftOff = leftOff
        self.newForeignFiles = newForeignFiles
    }

    var removals: [Removal] { asked.withLock { $0.removals } }
    var renders: Int { asked.withLock { $0.renders } }

    func wholeManifest() throws(GalleryError) -> Manifest { manifest }

    func remove(_ files: Set<String>, from _: consuming Manifest, deletingFiles: Bool) throws(GalleryError) -> OpenGallery.Change {
        asked.withLock { $0.removals.append(Removal(files: files, deletingFiles: deletingFiles)) }
        return change
    }

    func stillInImages(_: [Picture]) -> [Picture] { [] }

    func renderEveryPage() throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        asked.withLock { $0.renders += 1 }
        return (manifest, leftOff)
    }
}

/// Opens the gallery spy it is given, recording how it was asked to.
final class GalleryOpenerSpy: GalleryOpening {
    struct Opening: Equatable {
        let creatingIfMissing: Bool
        let keepingPictures: Bool
        let markingAway: Bool
    }

    let root = URL(fileURLWithPath: "/srv/dogs", isDirectory: true)
    let gallery: OpenGallerySpy
    private let opened = Mutex<[Opening]>([])

    init(_ gallery: OpenGallerySpy) {
        self.gallery = gallery
    }

    var openings: [Opening] { opened.withLock { $0 } }

    func open(creatingIfMissing: Bool, keepingPictures: Bool, markingAway: Bool) throws(GalleryError) -> OpenGallerySpy {
        opened.withLock { $0.append(Opening(creatingIfMissing: creatingIfMissing, keepingPictures: keepingPictures, markingAway: markingAway)) }
        return gallery
    }

    func readManifest() throws(GalleryError) -> Manifest {
        try gallery.wholeManifest()
    }
}
