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
/// Only a session stages pictures, commits them or rewrites the pages, so none of that can happen
/// without the lock. Every file is reached through the folder's descriptor, never through a link.
package final class GallerySession: PictureStaging, Sendable {
    /// What opening read of the manifest, without its pictures (see `wholeManifest`), as each
    /// commit of the session has changed it since.
    package var snapshot: ManifestSnapshot { current.withLock { $0 } }
    private let current: Mutex<ManifestSnapshot>
    /// The whole manifest, when opening kept it (and then as the last commit rewrote it), until
    /// the one caller that rewrites or renders it takes it: handed over, not copied, as a large
    /// gallery's pictures are megabytes.
    private let kept: Mutex<Manifest?>
    /// Whether the run needs the whole manifest again after a commit (`--keep`), as opening kept it.
    private let keepsWholeManifest: Bool
    /// Whether the pages are in step with the manifest: as the front files said on opening, then
    /// as each commit and `bringPagesInStep` left them.
    private let inStep: Mutex<Bool>
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

    let disk: GalleryFiles
    private var folder: Folder { disk.folder }
    /// `images/`, for reading the pictures (see `GalleryVerifier`); written only through the session.
    package var images: Folder { disk.images }
    let lock: GalleryLock
    /// The permissions of the gallery's pictures, which new ones take (as new pages and manifests
    /// take the manifest's), so that one run under a strict umask cannot lock the web server out
    /// of the gallery it publishes.
    private let pictureMode: mode_t?

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
    /// process ending at once ends between two pieces of it, and tidies up after this session.
    private let abruptEnd: AbruptEnd

    /// A session over a gallery `GalleryRecovery` has put right, under its lock.
    init(files: GalleryFiles, lock: GalleryLock, recovered: RecoveredGallery, made: MadeOnOpening = .init(), abruptEnd: AbruptEnd = AbruptEnd()) {
        disk = files
        self.lock = lock
        self.made = made
        self.abruptEnd = abruptEnd
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

    /// What a process ending at once leaves of this session: none of this process's temporary
    /// files, and nothing of a gallery it began and never saved to. Runs between two pieces of
    /// whole work, so no file of anyone else's stands at a temporary name.
    private func tidyUpForAbruptEnd() {
        disk.removeTemporaries(where: TemporaryName.isThisProcess)
        if (try? folder.entry(Manifest.fileName)) == .some(nil) { removeWhatOpeningMade() }
    }

    // MARK: - Staging

    package func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile {
        try abruptEnd.waitsFor { () throws(StorageFailure) in
            let (name, handle) = try GalleryFiles.createTemporary(in: images)
            if let pictureMode { fchmod(handle.fileDescriptor, pictureMode) }
            return TemporaryFile(name: name, path: images.child(name), handle: handle)
        }
    }

    package func discard(_ name: String) {
        _ = try? images.removeFile(name)
    }

    // MARK: - Committing

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
            // The session goes on from the manifest as the commit left it, for a commit after it.
            current.withLock { commit.advance(&$0) }
            inStep.withLock { $0 = true }
            kept.withLock { $0 = keepsWholeManifest ? commit.writtenManifest : nil }
            return problems
        }
    }

    /// Puts a picture downloaded again at its name: onto a free name, or in place of the very file
    /// `damaged` (found damaged, and still that file), never of another file, a link or a folder put
    /// there meanwhile. Gives back why it could not be placed, its temporary file then removed.
    package func restore(_ picture: StagedPicture, replacing damaged: FileStatus? = nil) -> Restoration {
        abruptEnd.waitsFor { restoreWhole(picture, replacing: damaged) }
    }

    /// How `restore` put a picture back, or why it could not.
    package enum Restoration: Equatable, Sendable {
        case placed
        /// In place of a file that was not the picture dogs saved, kept beside it under this name.
        case placedKeeping(String)
        case refused(GalleryError)
    }

    private func restoreWhole(_ picture: StagedPicture, replacing damaged: FileStatus?) -> Restoration {
        let name = GalleryLayout.imageName(of: picture.picture.file)
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            try disk.flush([picture.temporaryName])
            var aside: String?, kept: String?
            if let damaged {
                do {
                    aside = try images.takeAside(name, ifSameFileAs: damaged)
                    // Only the picture dogs saved, gone bad (its recorded size) or cut short (the
                    // start of its bytes), is replaced; anything else is someone's, and kept.
                    if let found = aside, damaged.size != picture.picture.bytes, !images.isPrefix(found, of: picture.temporaryName) {
                        kept = try images.keepNumbered(found, as: name)
                        aside = nil
                    }
                } catch {
                    throw .cannotWrite(path: error.path, reason: error.reason)
                }
                guard aside != nil || kept != nil else { throw .cannotWrite(path: images.child(name), reason: "something else is at its name now") }
            }
            // The damaged file is dogs' own, checked once more: it goes whether or not the name stays free.
            defer { if let aside { _ = try? images.removeFile(aside) } }
            do {
                try images.move(picture.temporaryName, to: name, replacing: false)
            } catch {
                throw .cannotWrite(path: images.child(name), reason: error.code == EEXIST ? "something else is at its name now" : error.reason)
            }
            images.sync()
            return kept.map { .placedKeeping(GalleryLayout.file(forImage: $0)) } ?? .placed
        } catch {
            discard(picture.temporaryName)
            return .refused(error)
        }
    }

    /// Those of `pictures` whose file's name is still in `images/`, whatever is there now.
    package func stillInImages(_ pictures: [Picture]) -> [Picture] {
        pictures.filter { picture in
            do {
                return try images.entry(GalleryLayout.imageName(of: picture.file)) != nil
            } catch {
                return true
            }
        }
    }

    // MARK: - Pages

    /// Whether the pages are in step with the manifest: a change that finds them out of step
    /// renders every page.
    var pagesInStep: Bool {
        inStep.withLock { $0 }
    }

    /// Renders every page again when a run stopped between its manifest and its pages left them
    /// out of step (see `refreshEveryPage`); when that fails, the next change renders every page.
    package func bringPagesInStep(leavingOffMissing: Bool = false) throws(GalleryError) {
        guard !pagesInStep else { return }
        inStep.withLock { $0 = false }
        try refreshEveryPage(leavingOffMissing: leavingOffMissing)
        inStep.withLock { $0 = true }
    }

    /// Renders every page from the whole manifest and writes those that differ (`dogs index`),
    /// leaving off the pictures whose files are missing (see `refreshEveryPage`).
    package func renderEveryPage() throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        let rendered = try refreshEveryPage(leavingOffMissing: true)
        inStep.withLock { $0 = true }
        return rendered
    }

    /// Whether a commit stopped before placing all it rendered: a front file is missing or
    /// carries another generation than the manifest's, `generation`.
    private static func isStale(_ generation: Int, in folder: Folder) -> Bool {
        guard generation > 0 else { return false }
        return GalleryIndexes.frontFileNames.contains { name in
            (try? folder.readPrefix(name, upTo: PageMark.window)).map { GenerationStamp.generation(in: String(decoding: $0, as: UTF8.self)) } != generation
        }
    }

    /// The pages dogs made in `pages/` that are not among `files`: what no picture is on any more.
    func stalePages(besides files: some RenderedFileSequence) -> [String] {
        disk.existingPages.map { stalePages(in: $0, besides: files) } ?? []
    }

    private func stalePages(in pages: Folder, besides files: some RenderedFileSequence) -> [String] {
        guard let names = try? pages.names() else { return [] }
        let kept = Set(files.names)
        return names.filter { PageNames.isPageName($0) && !kept.contains("\(PageNames.folder)/\($0)") && GalleryFiles.isDogsPage($0, in: pages) }.sorted()
    }

    /// Renders every page from the whole manifest and writes those that differ: `dogs index`, and
    /// the repair of pages out of step with the manifest. With `leavingOffMissing` (`dogs index`,
    /// which marks nothing away in the manifest), pictures whose files are not in `images/` are
    /// left off the pages all the same, unless not one is there (a volume not mounted, more
    /// likely than every picture deleted). Gives back the manifest and the pictures left off.
    @discardableResult
    func refreshEveryPage(leavingOffMissing: Bool = false) throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        var manifest = try wholeManifest(), outline = self.outline, leftOff: [Picture] = []
        if leavingOffMissing {
            (manifest, leftOff) = try shownAsThere(manifest)
            if !leftOff.isEmpty { outline = GalleryOutline(manifest) }
        }
        try refresh(GalleryIndexes.all(manifest, outline: outline))
        return (manifest, leftOff)
    }

    /// `manifest` as its pages should show it: the pictures whose files are not in `images/`
    /// marked away (for the pages, not the manifest on disk), unless not one is there (a volume
    /// not mounted, more likely than every picture deleted). Gives back those it marked.
    func shownAsThere(_ manifest: consuming Manifest) throws(GalleryError) -> (manifest: Manifest, leftOff: [Picture]) {
        let present = Set(try GalleryFiles.names(in: images))
        let leftOff = manifest.shown.filter { !present.contains(GalleryLayout.imageName(of: $0.file)) }
        guard !leftOff.isEmpty, leftOff.count < manifest.shown.count else { return (manifest, []) }
        let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        return (manifest.marking(Dictionary(leftOff.map { ($0.file, now) }) { first, _ in first }), leftOff)
    }

    /// Writes the files whose contents differ from what is on disk, pages before front files, and
    /// deletes the pages no picture is on any more: `dogs index`, and the repair of a stopped commit.
    func refresh(_ files: some RenderedFileSequence) throws(GalleryError) {
        let pages = try disk.pagesFolder(for: files.names)
        for file in files {
            guard case let (target?, name) = disk.location(of: file.name, pages: pages), GalleryFiles.differs(file, from: name, in: target) else { continue }
            try disk.checkPlaceable(name, in: target)
            try disk.place(Data(file.contents.utf8), as: name, in: target)
        }
        if let pages = disk.existingPages {
            for name in stalePages(in: pages, besides: files) { _ = try? pages.removeFile(name) }
            pages.sync()
        }
        folder.sync()
    }
}
