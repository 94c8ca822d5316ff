import DogModel
import Foundation
import Platform
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way a change reaches the gallery's files (see `GalleryCommit`).
extension OpenGallery {
    /// Puts the numbered pictures in place and records them, then places the rendered files that
    /// differ from what is on disk, deletes the pages no picture is left on (`deletingPages`,
    /// names in `pages/`) and the pictures the manifest no longer lists (`dropped`).
    ///
    /// Everything is written and flushed first; then a journal records which files in `images/`
    /// this commit makes or deletes; then pictures are renamed into place (never replacing a
    /// file) and the manifest is appended to and flushed, or renamed into place. Until then any
    /// failure puts the gallery back as it was and is thrown, and every file the run made is
    /// removed. After it, the pages are placed and the front files last, as they carry the
    /// generation: a page that cannot be placed is returned, and the front files are left as they
    /// were, so the next run sees them stale and renders every page again. A page that placing
    /// would fail on for what stands at its name is refused before anything is committed. A
    /// dropped picture whose bytes are no longer the ones recorded is left alone; pictures let go
    /// stay, listed again, when a page could not be placed, as the pages there may still show them.
    @discardableResult
    func commit(
        _ pictures: [NumberedPicture], manifest change: ManifestChange, dropping dropped: DroppedPictures = .removed([]), rendered files: some RenderedFileSequence,
        deletingPages: [String] = []
    ) throws(GalleryError) -> [GalleryError] {
        try abruptEnd.waitsFor { () throws(GalleryError) in
            var commit = GalleryCommit(
                pictures, manifest: change, dropping: dropped, deletingPages: deletingPages, disk: disk, lock: lock, committedLength: snapshot.committedLength
            )
            try commit.prepare(files)
            try commit.place()
            let problems = commit.finish()
            // The opened gallery goes on from the manifest as the commit left it, for a commit after it.
            current.withLock { commit.advance(&$0) }
            inStep.withLock { $0 = true }
            kept.withLock { $0 = keepsWholeManifest ? commit.writtenManifest : nil }
            return problems
        }
    }
}
