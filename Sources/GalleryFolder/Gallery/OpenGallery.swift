import DogModel
import Foundation
import Platform
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open gallery: locked, its manifest loaded and validated, what an interrupted run left cleared.
/// Only an opened gallery stages pictures, commits them or rewrites the pages, so none of that can happen
/// without the lock. Every file is reached through the folder's descriptor, never through a link.
package final class OpenGallery: PictureStaging, Sendable {
    /// What opening read of the manifest, without its pictures (see `wholeManifest`), as each
    /// commit of this opened gallery has changed it since.
    package var snapshot: ManifestSnapshot { current.withLock { $0 } }
    let current: Mutex<ManifestSnapshot>
    /// The whole manifest, when opening kept it (and then as the last commit rewrote it), until
    /// the one caller that rewrites or renders it takes it: handed over, not copied, as a large
    /// gallery's pictures are megabytes.
    let kept: Mutex<Manifest?>
    /// Whether the run needs the whole manifest again after a commit (`--keep`), as opening kept it.
    let keepsWholeManifest: Bool
    /// Whether the pages are in step with the manifest: as the front files said on opening, then
    /// as each commit and `bringPagesInStep` left them.
    let inStep: Mutex<Bool>
    /// Files in `images/` that dogs did not make: left where they are.
    package let foreignFiles: [String]
    /// Those of `foreignFiles` that are new, or changed, since the run before this one: the ones
    /// a warning names, so that cron does not mail the same line every hour.
    package let newForeignFiles: [String]
    /// Pictures (`images/<name>`) that a run stopped during its commit had put in place but not
    /// recorded, deleted on opening on the word of that run's journal.
    let removedLeftovers: [String]
    /// Pictures of a `manifest.json` upgraded to `manifest.jsonl` on opening, for a note.
    let upgradedPictures: Int?
    /// Pictures whose files were found missing from `images/` on opening, oldest first: marked
    /// away, left off the pages and not fetched again until they are back (see `PictureAbsence`).
    let awayPictures: [Picture]
    /// Pictures away whose files were back on opening, with their bytes: on the pages again.
    let backPictures: [Picture]
    /// How many pictures the manifest lists when not one of them was in `images/` on opening:
    /// kept in the manifest, as `images/` is more likely away than emptied by hand.
    let picturesNotFound: Int
    /// What the front files show, read with the manifest.
    var outline: GalleryOutline {
        snapshot.outline
    }

    /// Every stem in use in `images/`, dogs' or not (lower case), so a new picture never takes one.
    package var takenStems: TakenStems {
        snapshot.takenStems(besides: foreignFiles)
    }

    let disk: GalleryFileChanges
    var folder: Folder { disk.folder }
    /// `images/`, for reading the pictures (see `GalleryVerifier`); written only through the opened gallery.
    package var images: Folder { disk.images }
    let lock: GalleryLock
    /// The permissions of the gallery's pictures, which new ones take (as new pages and manifests
    /// take the manifest's), so that one run under a strict umask cannot lock the web server out
    /// of the gallery it publishes.
    let pictureMode: mode_t?

    /// What opening the gallery made, for a run that ends with nothing in it to take away again.
    struct MadeOnOpening: Sendable {
        /// The gallery folder and the folders above it that did not exist, deepest first.
        var folders: [String] = []
        var images = false
        var lock = false

        /// Takes away `images/` and the folders above it that opening made, each only while empty.
        func removeFolders(in folder: Folder) {
            if images { folder.removeEmptySubfolder(GalleryLayout.imagesFolder) }
            for path in folders where rmdir(path) != 0 { break }
        }
    }

    private let made: MadeOnOpening
    /// Whole work (a commit, a picture put back, a temporary file made) runs in its section, so a
    /// process ending at once ends between two pieces of it, and tidies up after this opened gallery.
    let abruptEnd: AbruptEnd
    /// When pictures found missing are marked away for the pages, in whole seconds.
    let now: @Sendable () -> Date

    /// The gallery `GalleryRecovery` has put right, opened under its lock.
    init(
        files: GalleryFileChanges, lock: GalleryLock, recovered: RecoveredGallery, made: MadeOnOpening, abruptEnd: AbruptEnd, now: @escaping @Sendable () -> Date
    ) {
        disk = files
        self.lock = lock
        self.made = made
        self.abruptEnd = abruptEnd
        self.now = now
        var snapshot = recovered.snapshot
        kept = Mutex(snapshot.manifest)
        keepsWholeManifest = snapshot.pictures != nil
        snapshot.pictures = nil
        snapshot.removedSources = []
        current = Mutex(snapshot)
        inStep = Mutex(!Self.isStale(snapshot.outline.generation, in: files.folder))
        foreignFiles = recovered.foreignFiles
        newForeignFiles = recovered.newForeignFiles
        removedLeftovers = recovered.removedLeftovers
        upgradedPictures = recovered.upgradedPictures
        awayPictures = recovered.awayPictures
        backPictures = recovered.backPictures
        picturesNotFound = recovered.picturesNotFound
        pictureMode = recovered.pictureMode
        abruptEnd.onEnd { [weak self] in self?.tidyUpForAbruptEnd() }
    }

    /// The whole manifest, every picture in memory: for the runs that rewrite it or every page.
    /// The one opening kept is handed over the first time; after that, it is read again.
    package func wholeManifest() throws(GalleryError) -> Manifest {
        if let manifest = kept.withLock({ $0.take() }) { return manifest }
        return try disk.wholeManifest(of: snapshot)
    }

    /// Takes away what opening made (the lock file, an empty `images/`, the folders it created,
    /// each only while empty) when no manifest was ever written: a run that saved nothing into a
    /// folder that did not exist leaves no folder behind.
    package func removeWhatOpeningMade() {
        guard snapshot.outline.generation == 0 else { return }
        if made.lock { _ = try? folder.removeFile(GalleryLock.fileName) }
        made.removeFolders(in: folder)
    }

    /// What a process ending at once leaves of this opened gallery: none of this process's temporary
    /// files, and nothing of a gallery it began and never saved to. Runs between two pieces of
    /// whole work, so no file of anyone else's stands at a temporary name.
    private func tidyUpForAbruptEnd() {
        disk.removeTemporaries(where: TemporaryName.isThisProcess)
        if (try? folder.entry(Manifest.fileName)) == .some(nil) { removeWhatOpeningMade() }
    }
}
