import DogModel
import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open gallery: locked, its manifest loaded and validated, what an interrupted run left cleared.
/// Only a session stages pictures, commits them or rewrites the pages, so none of that can happen
/// without the lock. Every file is reached through the folder's descriptor, never through a link.
public final class GallerySession: PictureStaging, Sendable {
    package let snapshot: ManifestSnapshot
    /// Files in `images/` that dogs did not make: left where they are.
    public let foreignFiles: [String]
    /// Those of `foreignFiles` that are new, or changed, since the run before this one: the ones
    /// a warning names, so that cron does not mail the same line every hour.
    public let newForeignFiles: [String]
    /// Pictures (`images/<name>`) that a run stopped during its commit had put in place but not
    /// recorded, deleted on opening on the word of that run's journal.
    public let removedLeftovers: [String]
    /// Pictures of a `manifest.json` upgraded to `manifest.jsonl` on opening, for a note.
    public let upgradedPictures: Int?
    /// Pictures whose files were found missing from `images/` on opening, oldest first: marked
    /// away, left off the pages and not fetched again until they are back (see `PictureAbsence`).
    public let awayPictures: [Picture]
    /// Pictures away whose files were back on opening, with their bytes: on the pages again.
    public let backPictures: [Picture]
    /// How many pictures the manifest lists when not one of them was in `images/` on opening:
    /// kept in the manifest, as `images/` is more likely away than emptied by hand.
    public let picturesNotFound: Int
    /// What the front files show, read with the manifest.
    var outline: GalleryOutline {
        snapshot.outline
    }

    /// Every stem in use in `images/`, dogs' or not (lower case), so a new picture never takes one.
    package var takenStems: TakenStems {
        snapshot.takenStems(besides: foreignFiles)
    }

    private let folder: Folder
    /// `images/`, for reading the pictures (see `GalleryVerifier`); written only through the session.
    package let images: Folder
    private let lock: GalleryLock
    /// The permissions of the gallery's pictures and of its manifest, which new files take, so that
    /// one run under a strict umask cannot lock the web server out of the gallery it publishes.
    private let pictureMode: mode_t?
    private let manifestMode: mode_t?

    /// What opening the gallery made, for a run that ends with nothing in it to take away again.
    struct MadeOnOpening: Sendable {
        /// The gallery folder and the folders above it that did not exist, deepest first.
        var folders: [String] = []
        var images = false
        var lock = false

        /// Takes away `images/` and the folders above it that opening made, each only while empty.
        func removeFolders(in folder: Folder) {
            if images { _ = folder.removeEmptySubfolder(GalleryLayout.imagesFolder) }
            for path in folders where rmdir(path) != 0 { break }
        }
    }

    private let made: MadeOnOpening
    /// Whole work (a commit, a picture put back, a temporary file made) runs in its section, so a
    /// process ending at once ends between two pieces of it, and tidies up after this session.
    private let abruptEnd: AbruptEnd

    init(
        folder: Folder, images: Folder, lock: GalleryLock, snapshot: ManifestSnapshot, marking: Bool = true, made: MadeOnOpening = .init(),
        abruptEnd: AbruptEnd = AbruptEnd()
    ) throws(GalleryError) {
        self.folder = folder
        self.images = images
        self.lock = lock
        self.made = made
        self.abruptEnd = abruptEnd
        // Only the names the manifest does not list are kept: a large gallery's images/ is nearly
        // all its pictures. Those it lists are counted, to notice pictures deleted by hand.
        var present = 0
        let sweep = GalleryOwnership.sweep(
            unlisted: try GalleryStore.names(in: images) { name in
                guard GalleryOwnership.isListed(name, in: snapshot.files) else { return true }
                present += 1
                return false
            },
            journal: GalleryJournal.unfinished(in: folder)
        )
        for name in sweep.temporaries { _ = try? images.removeFile(name) }
        for name in try GalleryStore.names(in: folder) where TemporaryName.isTemporary(name) { _ = try? folder.removeFile(name) }
        if let pages = try? folder.subfolder(PageNames.folder) {
            for name in (try? pages.names()) ?? [] where TemporaryName.isTemporary(name) { _ = try? pages.removeFile(name) }
        }
        var foreign = sweep.foreign, leftovers: [String] = []
        for entry in sweep.unrecorded {
            if Self.removeIfUnchanged(entry, in: images) { leftovers.append(entry.file) } else { foreign.append(GalleryLayout.imageName(of: entry.file)) }
        }
        _ = try? folder.removeFile(GalleryJournal.fileName)
        images.sync()
        folder.sync()
        lock.clearMark()
        foreignFiles = foreign.sorted()
        newForeignFiles = foreignFiles.filter { name in
            guard let previousRun = lock.previousRun, let changed = images.changeTime(of: name) else { return true }
            return changed > previousRun
        }
        removedLeftovers = leftovers
        pictureMode = snapshot.outline.recent.reversed().lazy.compactMap { Self.permissions(of: $0.file, in: folder, images: images) }.first
        manifestMode = Self.permissions(of: Manifest.fileName, in: folder, images: images)
            ?? Self.permissions(of: LegacyManifest.fileName, in: folder, images: images)
        // The manifest is rewritten once, here, to upgrade a `manifest.json` or to mark pictures
        // away or back (deleting nothing): a new generation, so the pages are redone.
        var rewritten = snapshot.isLegacy ? snapshot.manifest : nil
        let listed = snapshot.files.count
        // Not one picture of the pages there: images/ emptied, moved away or not mounted, more
        // likely than every picture deleted by hand. None is marked away.
        let noneFound = marking && present == 0 && snapshot.outline.count > 0
        var changes: [String: Date?] = [:]
        if (marking && !noneFound && present < listed) || snapshot.outline.count < listed {
            let names = Set(try GalleryStore.names(in: images))
            let whole = try Self.wholeManifest(of: snapshot, in: folder)
            // In whole seconds, as the manifest records times.
            let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
            changes = PictureAbsence.changes(for: whole.pictures, present: names, marking: marking && !noneFound, now: now) { picture in
                Self.intact(GalleryJournal.Entry(file: picture.file, bytes: picture.bytes, sha256: picture.sha256), in: images) != nil
            }
            if !changes.isEmpty {
                var marked = (rewritten ?? whole).marking(changes)
                marked.generation += 1
                rewritten = marked
            }
        }
        let pictures = rewritten?.pictures ?? []
        awayPictures = pictures.filter { changes[$0.file] != nil && $0.away != nil }
        backPictures = pictures.filter { changes[$0.file] != nil && $0.away == nil }
        picturesNotFound = noneFound ? snapshot.outline.count : 0
        upgradedPictures = snapshot.isLegacy ? snapshot.outline.count : nil
        let rewrite = rewritten?.encoded()
        var opened = rewritten.map { ManifestSnapshot($0) } ?? snapshot
        if let rewrite { opened.committedLength = rewrite.count }
        // Once this opening is done, the manifest ends with its last commit.
        opened.fileLength = opened.committedLength
        self.snapshot = opened
        if let rewrite {
            // Atomically: manifest.jsonl takes its place (an upgrade never replaces one that
            // appeared meanwhile), then the old file goes.
            try place(rewrite, as: Manifest.fileName, replacing: !snapshot.isLegacy)
            if snapshot.isLegacy { _ = try? folder.removeFile(LegacyManifest.fileName) }
            folder.sync()
        } else {
            Self.removeSupersededLegacy(in: folder, manifestLength: snapshot.fileLength)
            if snapshot.committedLength < snapshot.fileLength {
                // An append cut short: its lines were never committed.
                try truncateManifest(from: snapshot.fileLength)
            }
        }
        abruptEnd.onEnd { [weak self] in self?.tidyUpForAbruptEnd() }
    }

    /// An upgrade stopped between placing `manifest.jsonl` and deleting `manifest.json` leaves
    /// both. The old file goes only if it is dogs' and upgrades to exactly the new one: any other
    /// `manifest.json` beside a gallery is someone's. One several times the new one's size is not
    /// the one it was upgraded from, and is not read.
    private static func removeSupersededLegacy(in folder: Folder, manifestLength: Int) {
        guard case let .file(status)? = try? folder.entry(LegacyManifest.fileName), status.size <= 4 * manifestLength,
              let legacy = (try? folder.read(LegacyManifest.fileName)).flatMap({ try? LegacyManifest.decode($0) }),
              legacy.encoded() == (try? folder.read(Manifest.fileName))
        else { return }
        _ = try? folder.removeFile(LegacyManifest.fileName)
        folder.sync()
    }

    /// The whole manifest, every picture in memory: for the runs that rewrite it or every page.
    public func wholeManifest() throws(GalleryError) -> Manifest {
        try Self.wholeManifest(of: snapshot, in: folder)
    }

    private static func wholeManifest(of snapshot: ManifestSnapshot, in folder: Folder) throws(GalleryError) -> Manifest {
        if let manifest = snapshot.manifest { return manifest }
        let path = folder.child(Manifest.fileName)
        let data: Data
        do {
            data = try folder.read(Manifest.fileName)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        do {
            return try Manifest.decode(data.prefix(snapshot.committedLength))
        } catch {
            throw .invalidManifest(path: path, problem: error.description)
        }
    }

    /// Takes away what opening made (the lock file, an empty `images/`, the folders it created,
    /// each only while empty) when no manifest was ever written: a run that saved nothing into a
    /// folder that did not exist leaves no folder behind.
    public func removeWhatOpeningMade() {
        guard snapshot.outline.generation == 0 else { return }
        if made.lock { _ = try? folder.removeFile(GalleryLock.fileName) }
        made.removeFolders(in: folder)
    }

    /// What a process ending at once leaves of this session: none of this process's temporary
    /// files, and nothing of a gallery it began and never saved to. Runs between two pieces of
    /// whole work, so no file of anyone else's stands at a temporary name.
    private func tidyUpForAbruptEnd() {
        for folder in [images, folder] + [try? folder.subfolder(PageNames.folder)].compactMap({ $0 }) {
            for name in (try? folder.names(where: TemporaryName.isThisProcess)) ?? [] { _ = try? folder.removeFile(name) }
        }
        if (try? folder.entry(Manifest.fileName)) == .some(nil) { removeWhatOpeningMade() }
    }

    // MARK: - Staging

    package func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile {
        try abruptEnd.whole { () throws(StorageFailure) in
            let (name, handle) = try Self.createTemporary(in: images)
            if let pictureMode { fchmod(handle.fileDescriptor, pictureMode) }
            return TemporaryFile(name: name, path: images.child(name), handle: handle)
        }
    }

    public func discard(_ name: String) {
        _ = try? images.removeFile(name)
    }

    // MARK: - Committing

    /// How a commit records its pictures: appended to the manifest, or the manifest rewritten
    /// whole (when pictures are dropped or a setting changes).
    public enum ManifestChange: Sendable {
        case append([Picture], generation: Int)
        case rewrite(Manifest)
    }

    /// Puts the staged pictures in place and records them, then places the rendered files,
    /// deletes the pages no picture is left on (`deletingPages`, names in `pages/`) and the
    /// pictures the manifest no longer lists (`dropped`).
    ///
    /// Everything is written and flushed first; then a journal records which files in `images/`
    /// this commit makes or deletes; then pictures are renamed into place (never replacing a
    /// file) and the manifest is appended to and flushed, or renamed into place. Until then any
    /// failure puts the gallery back as it was and is thrown, and every file the run made is
    /// removed. After it, the pages are placed and the front files last, as they carry the
    /// generation: a page that cannot be placed is returned, and the front files are left as they
    /// were, so the next run sees them stale and renders every page again. A dropped picture whose
    /// bytes are no longer the ones recorded is left alone.
    @discardableResult
    public func commit(
        _ staged: [StagedPicture], manifest change: ManifestChange, dropping dropped: [Picture] = [], rendered files: [RenderedFile],
        deletingPages: [String] = []
    ) throws(GalleryError) -> [GalleryError] {
        try abruptEnd.whole { () throws(GalleryError) in
            try commitWhole(staged, manifest: change, dropping: dropped, rendered: files, deletingPages: deletingPages)
        }
    }

    private func commitWhole(
        _ staged: [StagedPicture], manifest change: ManifestChange, dropping dropped: [Picture], rendered files: [RenderedFile], deletingPages: [String]
    ) throws(GalleryError) -> [GalleryError] {
        // Every temporary file this commit writes, for abandoning, and `pages/` if it made it.
        var made: [(folder: Folder, name: String)] = []
        let pagesWereThere = (try? folder.entry(PageNames.folder)) != .some(nil)
        func abandon() {
            for temporary in made { _ = try? temporary.folder.removeFile(temporary.name) }
            for picture in staged { discard(picture.temporaryName) }
            if !pagesWereThere { folder.removeEmptySubfolder(PageNames.folder) }
        }
        var manifestTemporary: String?
        var rendered: [(folder: Folder, temporary: String, name: String)] = []
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            if case let .rewrite(manifest) = change {
                let temporary = try writeTemporary(manifest.encoded(), toReplace: Manifest.fileName, in: folder)
                made.append((folder, temporary))
                manifestTemporary = temporary
            }
            // One at a time, so only one file's bytes are held besides the rendered text.
            let pages = try pagesFolder(for: files)
            for file in files {
                guard case let (target?, name) = location(of: file.name, pages: pages) else { continue }
                let temporary = try writeTemporary(Data(file.contents.utf8), toReplace: name, in: target)
                made.append((target, temporary))
                rendered.append((target, temporary, name))
            }
            try flush(staged)
            try writeJournal(staged.map(\.picture) + dropped)
        } catch {
            abandon()
            throw error
        }
        var placed: [String] = []
        do throws(GalleryError) {
            for picture in staged {
                let name = GalleryLayout.imageName(of: picture.picture.file)
                try move(picture.temporaryName, to: name, in: images, replacing: false)
                placed.append(name)
            }
            switch change {
            case let .append(pictures, generation):
                try appendToManifest(Manifest.appendix(pictures, generation: generation))
            case .rewrite:
                if let manifestTemporary { try move(manifestTemporary, to: Manifest.fileName, in: folder, replacing: true) }
            }
        } catch {
            // Only names this commit has just created, each one refusing to replace anything.
            for name in placed { _ = try? images.removeFile(name) }
            abandon()
            _ = try? folder.removeFile(GalleryJournal.fileName)
            lock.clearMark()
            throw error
        }
        var problems: [GalleryError] = []
        var pageFailed = false
        for file in rendered {
            // A front file placed after a page that failed would say the pages are current.
            guard !pageFailed || file.folder !== folder else {
                _ = try? file.folder.removeFile(file.temporary)
                continue
            }
            do throws(GalleryError) {
                try moveRendered(file.temporary, to: file.name, in: file.folder)
            } catch {
                problems.append(error)
                pageFailed = pageFailed || file.folder !== folder
                _ = try? file.folder.removeFile(file.temporary)
            }
        }
        if !pageFailed, !deletingPages.isEmpty, let pages = try? pagesFolder(creating: false) {
            for name in deletingPages where PageNames.isPageName(name) && Self.isDogsPage(name, in: pages) { _ = try? pages.removeFile(name) }
            pages.sync()
        }
        for picture in dropped {
            _ = Self.removeIfUnchanged(GalleryJournal.Entry(file: picture.file, bytes: picture.bytes, sha256: picture.sha256), in: images)
        }
        // The renames reach the disk only with their folders; the journal goes once they have.
        images.sync()
        (try? pagesFolder(creating: false))?.sync()
        folder.sync()
        _ = try? folder.removeFile(GalleryJournal.fileName)
        lock.clearMark()
        return problems
    }

    /// Makes the staged pictures' bytes durable before anything names them. Flushed together here
    /// rather than each as it arrives: no download waits on the disk, and once the first flush has
    /// committed the file system's journal the others find little left to write.
    private func flush(_ staged: [StagedPicture]) throws(GalleryError) {
        for picture in staged {
            let path = images.child(picture.temporaryName)
            do throws(FileSystemError) {
                let handle = try images.openFile(picture.temporaryName)
                do throws(Errno) { try handle.flushToDisk() } catch { throw FileSystemError(path: path, error) }
            } catch {
                throw .cannotWrite(path: path, reason: error.reason)
            }
        }
    }

    /// Records, flushed, that this run is about to put `pictures` in `images/` or delete them there,
    /// tied to this run and this gallery (see `GalleryJournal`).
    func writeJournal(_ pictures: [Picture]) throws(GalleryError) {
        let run = GalleryJournal.newRun()
        try lock.mark(run)
        try place(GalleryJournal(pictures, run: run, folder: folder.identity ?? "").encoded(), as: GalleryJournal.fileName)
        folder.sync()
    }

    /// Puts a picture downloaded again at its name: onto a free name, or in place of the very file
    /// `damaged` (found damaged, and still that file), never of another file, a link or a folder put
    /// there meanwhile. Gives back why it could not be placed, its temporary file then removed.
    package func restore(_ picture: StagedPicture, replacing damaged: FileStatus? = nil) -> GalleryError? {
        abruptEnd.whole { restoreWhole(picture, replacing: damaged) }
    }

    private func restoreWhole(_ picture: StagedPicture, replacing damaged: FileStatus?) -> GalleryError? {
        let name = GalleryLayout.imageName(of: picture.picture.file)
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            try flush([picture])
            var aside: String?
            if let damaged {
                do {
                    aside = try images.takeAside(name, ifSameFileAs: damaged)
                } catch {
                    throw .cannotWrite(path: error.path, reason: error.reason)
                }
                guard aside != nil else { throw .cannotWrite(path: images.child(name), reason: "something else is at its name now") }
            }
            // The damaged file is dogs' own, checked once more: it goes whether or not the name stays free.
            defer { if let aside { _ = try? images.removeFile(aside) } }
            do {
                try images.move(picture.temporaryName, to: name, replacing: false)
            } catch {
                throw .cannotWrite(path: images.child(name), reason: error.code == EEXIST ? "something else is at its name now" : error.reason)
            }
            images.sync()
            return nil
        } catch {
            discard(picture.temporaryName)
            return error
        }
    }

    /// Those of `pictures` whose file's name is still in `images/`, whatever is there now.
    public func stillInImages(_ pictures: [Picture]) -> [Picture] {
        pictures.filter { picture in
            do {
                return try images.entry(GalleryLayout.imageName(of: picture.file)) != nil
            } catch {
                return true
            }
        }
    }

    // MARK: - Pages

    /// Whether a commit stopped before placing all it rendered: a front file is missing or
    /// carries another generation than the manifest's.
    public var isStale: Bool {
        guard snapshot.outline.generation > 0 else { return false }
        return GalleryIndexes.frontFileNames.contains { name in
            (try? folder.readPrefix(name, upTo: PageMark.window)).map { GenerationStamp.generation(in: String(decoding: $0, as: UTF8.self)) }
                != snapshot.outline.generation
        }
    }

    /// The files among `files` whose contents differ from what is on disk; a file of another size
    /// differs without being read. Reads only: `pages/` is not made here.
    public func changed(_ files: [RenderedFile]) -> [RenderedFile] {
        let pages = try? pagesFolder(creating: false)
        return files.filter { file in
            let (target, name) = location(of: file.name, pages: pages)
            guard let target, case let .file(status)? = try? target.entry(name), status.size == file.contents.utf8.count,
                  let data = try? target.read(name)
            else { return true }
            return !file.isContents(of: data)
        }
    }

    /// The pages dogs made in `pages/` that are not among `files`: what no picture is on any more.
    public func stalePages(besides files: [RenderedFile]) -> [String] {
        guard let pages = try? pagesFolder(creating: false), let names = try? pages.names() else { return [] }
        let kept = Set(files.map(\.name))
        return names.filter { PageNames.isPageName($0) && !kept.contains("\(PageNames.folder)/\($0)") && Self.isDogsPage($0, in: pages) }.sorted()
    }

    /// Renders every page from the whole manifest and writes those that differ: `dogs index`, and
    /// the repair of pages out of step with the manifest. Gives back the manifest rendered.
    @discardableResult
    public func refreshEveryPage() throws(GalleryError) -> Manifest {
        let manifest = try wholeManifest()
        try refresh(GalleryIndexes.all(manifest, outline: outline))
        return manifest
    }

    /// Writes the files whose contents differ from what is on disk, pages before front files, and
    /// deletes the pages no picture is on any more: `dogs index`, and the repair of a stopped commit.
    public func refresh(_ files: [RenderedFile]) throws(GalleryError) {
        let changedFiles = changed(files)
        let pages = try pagesFolder(for: changedFiles)
        for file in changedFiles {
            guard case let (target?, name) = location(of: file.name, pages: pages) else { continue }
            try place(Data(file.contents.utf8), as: name, in: target)
        }
        let stale = stalePages(besides: files)
        if !stale.isEmpty, let pages = try pagesFolder(creating: false) {
            for name in stale where Self.isDogsPage(name, in: pages) { _ = try? pages.removeFile(name) }
        }
        (try? pagesFolder(creating: false))?.sync()
        folder.sync()
    }

    // MARK: - Helpers

    /// The folder a rendered file goes in (the gallery's, or `pages` for `pages/<name>`) and its
    /// name there; no folder for a page when there is no `pages/`.
    private func location(of file: String, pages: Folder?) -> (Folder?, String) {
        guard PageNames.isInPages(file) else { return (folder, file) }
        return (pages, String(file.dropFirst(PageNames.folder.count + 1)))
    }

    /// `pages/`, made if missing, when any of `files` goes there: then every file has its folder.
    private func pagesFolder(for files: [RenderedFile]) throws(GalleryError) -> Folder? {
        files.contains { PageNames.isInPages($0.name) } ? try pagesFolder() : nil
    }

    /// `pages/`, made when missing unless `creating` is false; a link there is refused.
    private func pagesFolder(creating: Bool = true) throws(GalleryError) -> Folder? {
        do {
            if creating { try folder.makeSubfolder(PageNames.folder) }
            return try folder.subfolder(PageNames.folder)
        } catch where error.code == ENOENT && !creating {
            return nil
        } catch {
            let path = folder.child(PageNames.folder)
            throw (try? folder.entry(PageNames.folder)) == .link ? .symbolicLink(path: path) : .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Whether the page `name` is one dogs made: a regular file that carries the page mark.
    private static func isDogsPage(_ name: String, in pages: Folder) -> Bool {
        (try? pages.readPrefix(name, upTo: PageMark.window)).map(PageMark.isMarked) == true
    }

    /// Renames a temporary file over `name`: in the gallery folder, over dogs' own name; in
    /// `pages/`, only over a page dogs made, and onto a free name only while it stays free, so a
    /// page of someone else's, or one put there meanwhile, is never replaced.
    private func moveRendered(_ temporary: String, to name: String, in target: Folder, replacing: Bool = true) throws(GalleryError) {
        guard target !== folder else { return try move(temporary, to: name, in: target, replacing: replacing) }
        let entry: Folder.Entry??
        do {
            entry = try target.entry(name)
        } catch {
            entry = nil
        }
        switch entry {
        case .some(.none):
            try move(temporary, to: name, in: target, replacing: false)
        case .some(.file?) where Self.isDogsPage(name, in: target):
            try move(temporary, to: name, in: target, replacing: true)
        default:
            throw .cannotWrite(path: target.child(name), reason: "a file dogs did not make is there")
        }
    }

    /// Adds `data` at the end of the manifest's committed part and flushes it: the commit point.
    /// A failure cuts the manifest back to where it was.
    private func appendToManifest(_ data: Data) throws(GalleryError) {
        let path = folder.child(Manifest.fileName)
        let handle = try manifestForWriting(length: snapshot.committedLength)
        do throws(Errno) {
            try handle.rewind(to: snapshot.committedLength)
            try handle.writeAll(data)
            try handle.flushToDisk()
        } catch {
            ftruncate(handle.fileDescriptor, off_t(snapshot.committedLength))
            throw .cannotWrite(path: path, reason: FileSystemError(path: path, error).reason)
        }
    }

    /// Cuts off what an append that was stopped left after the last commit mark.
    private func truncateManifest(from length: Int) throws(GalleryError) {
        let handle = try manifestForWriting(length: length)
        guard ftruncate(handle.fileDescriptor, off_t(snapshot.committedLength)) == 0, fsync(handle.fileDescriptor) == 0 else {
            throw .cannotWrite(path: folder.child(Manifest.fileName), reason: FileSystemError(path: folder.child(Manifest.fileName)).reason)
        }
    }

    /// The manifest open for writing, only while it is as this run read it: `length` bytes, its
    /// last commit ending where the snapshot's does. A manifest something else wrote to or put
    /// in its place meanwhile is not written into at an offset that no longer means anything.
    private func manifestForWriting(length: Int) throws(GalleryError) -> FileHandle {
        let path = folder.child(Manifest.fileName)
        let handle: FileHandle, status: FileStatus
        do throws(FileSystemError) {
            handle = try folder.openFile(Manifest.fileName, writable: true)
            status = try FileStatus.of(handle, path: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        guard status.size == length, (try? ManifestSnapshot.committedEnd(of: handle)) == snapshot.committedLength else {
            throw .cannotWrite(path: path, reason: "it was changed by something else during the run")
        }
        return handle
    }

    /// Writes `data` to a new, flushed temporary file beside `name` in `target`, with the mode of
    /// the file it is to replace (or the manifest's, for a new one), so a power cut leaves the old
    /// file or the new.
    private func writeTemporary(_ data: Data, toReplace name: String, in target: Folder) throws(GalleryError) -> String {
        let temporary: String, handle: FileHandle
        do {
            (temporary, handle) = try Self.createTemporary(in: target)
        } catch {
            throw GalleryError(error)
        }
        let existing: mode_t? = if case let .file(status)? = try? target.entry(name) { status.permissions } else { nil }
        do throws(Errno) {
            if let mode = existing ?? manifestMode { fchmod(handle.fileDescriptor, mode) }
            try handle.writeAll(data)
            try handle.flushToDisk()
        } catch {
            _ = try? target.removeFile(temporary)
            throw .cannotWrite(path: target.child(name), reason: FileSystemError(path: target.child(name), error).reason)
        }
        return temporary
    }

    /// Replaces the file `name` in `target` (the gallery folder unless given) with `data` in one step.
    private func place(_ data: Data, as name: String, in target: Folder? = nil, replacing: Bool = true) throws(GalleryError) {
        let target = target ?? folder
        let temporary = try writeTemporary(data, toReplace: name, in: target)
        do throws(GalleryError) {
            try moveRendered(temporary, to: name, in: target, replacing: replacing)
        } catch {
            _ = try? target.removeFile(temporary)
            throw error
        }
    }

    private func move(_ name: String, to newName: String, in folder: Folder, replacing: Bool) throws(GalleryError) {
        do {
            try folder.move(name, to: newName, replacing: replacing)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.code == EEXIST ? "a file of that name is already there" : error.reason)
        }
    }

    private static func createTemporary(in folder: Folder) throws(StorageFailure) -> (name: String, handle: FileHandle) {
        do {
            return try folder.createTemporaryFile()
        } catch {
            throw StorageFailure(path: folder.path, reason: error.reason)
        }
    }

    /// Deletes a picture only when it is still the regular file dogs recorded, byte for byte; what
    /// is deleted is the very file that was read, never one put at its name meanwhile.
    static func removeIfUnchanged(_ entry: GalleryJournal.Entry, in images: Folder) -> Bool {
        guard let read = intact(entry, in: images) else { return false }
        return (try? images.removeFile(GalleryLayout.imageName(of: entry.file), ifSameFileAs: read)) == true
    }

    /// The file at the entry's name as read, when it is a regular file of the bytes recorded.
    private static func intact(_ entry: GalleryJournal.Entry, in images: Folder) -> FileStatus? {
        let name = GalleryLayout.imageName(of: entry.file)
        guard let handle = try? images.openFile(name), let digest = try? FileDigest(of: handle),
              digest.bytes == entry.bytes, digest.sha256 == entry.sha256
        else { return nil }
        return try? FileStatus.of(handle, path: images.child(name))
    }

    /// The permissions of a regular file of the gallery (`images/<name>` or a name in the folder).
    private static func permissions(of file: String, in folder: Folder, images: Folder) -> mode_t? {
        let entry = file.hasPrefix(GalleryLayout.imagesFolder + "/") ? try? images.entry(GalleryLayout.imageName(of: file)) : try? folder.entry(file)
        guard case let .file(status)? = entry else { return nil }
        return status.permissions
    }

}
