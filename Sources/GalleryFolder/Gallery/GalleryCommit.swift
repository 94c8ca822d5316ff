import DogModel
import Foundation
import Platform

/// One commit of a `OpenGallery`, in its three phases (the protocol is `OpenGallery.commit`'s):
/// `prepare` writes and flushes everything and journals what it will do in `images/`; `place`
/// renames the pictures into place and records them, the commit point; `finish` places the pages,
/// the front files last, and lets go of what the commit dropped.
struct GalleryCommit {
    private let disk: GalleryFileChanges
    private let lock: GalleryLock
    /// The manifest's length as opening read it, which an append checks is still its length.
    private let committedLength: Int
    private let pictures: [NumberedPicture]
    private let change: OpenGallery.ManifestChange
    private let dropped: DroppedPictures
    /// Names in `pages/` of the pages no picture is left on.
    private let deletingPages: [String]
    private var folder: Folder { disk.folder }
    private var images: Folder { disk.images }
    /// Every temporary file this commit writes, for abandoning.
    private var made: [(folder: Folder, name: String)] = []
    /// Whether `pages/` was there before: if not, abandoning takes away the one the commit made.
    private let pagesWereThere: Bool
    /// The manifest to rename into place, written in full: a rewrite's.
    private var manifestTemporary: String?
    /// The bytes of the manifest a rewrite wrote, or of what an append added.
    private var manifestBytes = 0
    /// The manifest as `finish` put it back, with the pictures it let go, when a page could not be placed.
    private var restored: (manifest: Manifest, bytes: Int)?
    /// The rendered files written, each to be renamed to its name once the commit point is passed.
    private var rendered: [(folder: Folder, temporary: String, name: String)] = []

    init(
        _ pictures: [NumberedPicture], manifest change: OpenGallery.ManifestChange, dropping dropped: DroppedPictures, deletingPages: [String],
        disk: GalleryFileChanges, lock: GalleryLock, committedLength: Int
    ) {
        self.pictures = pictures
        self.change = change
        self.dropped = dropped
        self.deletingPages = deletingPages
        self.disk = disk
        self.lock = lock
        self.committedLength = committedLength
        pagesWereThere = (try? disk.folder.entry(PageNames.folder)) != .some(nil)
    }

    /// Writes and flushes the manifest to rewrite, the rendered files that differ from what is on
    /// disk and the pictures, then the journal. On failure, every file the run made is removed.
    mutating func prepare(_ files: some RenderedFileSequence) throws(GalleryError) {
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            if case let .rewrite(manifest) = change {
                var written = 0
                let temporary = try disk.writeTemporary(toReplace: Manifest.fileName, in: folder) { handle throws(Errno) in
                    written = try GalleryFileChanges.write(manifest, to: handle)
                }
                made.append((folder, temporary))
                manifestTemporary = temporary
                manifestBytes = written
            }
            // Each written as it is rendered, so only a batch of pages is held.
            let pages = try disk.pagesFolder(for: files.names)
            for file in files {
                guard case let (target?, name) = disk.location(of: file.name, pages: pages), GalleryFileChanges.differs(file, from: name, in: target) else { continue }
                try disk.checkPlaceable(name, in: target)
                let temporary = try disk.writeTemporary(Data(file.contents.utf8), toReplace: name, in: target)
                made.append((target, temporary))
                rendered.append((target, temporary, name))
            }
            try disk.flush(pictures.map(\.temporaryName))
            try GalleryJournal.write(pictures.map(\.picture) + dropped.pictures, in: disk, markingIn: lock)
        } catch {
            abandon()
            throw error
        }
    }

    /// Renames the pictures into place, never replacing a file, and appends to the manifest or
    /// renames the new one into place. On failure, the gallery is put back as it was.
    mutating func place() throws(GalleryError) {
        var placed: [String] = []
        do throws(GalleryError) {
            for picture in pictures {
                let name = GalleryLayout.imageName(of: picture.picture.file)
                try disk.move(picture.temporaryName, to: name, in: images, replacing: false)
                placed.append(name)
            }
            switch change {
            case let .append(generation):
                let appendix = Manifest.appendix(pictures.map(\.picture), generation: generation)
                try disk.appendToManifest(appendix, committedLength: committedLength)
                manifestBytes = appendix.count
            case .rewrite:
                if let manifestTemporary { try disk.move(manifestTemporary, to: Manifest.fileName, in: folder, replacing: true) }
            }
        } catch {
            // Only names this commit has just created, each one refusing to replace anything.
            for name in placed { _ = try? images.removeFile(name) }
            abandon()
            _ = try? folder.removeFile(GalleryJournal.fileName)
            lock.clearMark()
            throw error
        }
    }

    /// Places the rendered files, front files last, deletes `deletingPages` and the pictures
    /// dropped, and the journal once every rename has reached the disk. Gives back the pages that
    /// could not be placed.
    mutating func finish() -> [GalleryError] {
        var problems: [GalleryError] = []
        var pageFailed = false
        for file in rendered {
            // A front file placed after a page that failed would say the pages are current.
            guard !pageFailed || file.folder !== folder else {
                _ = try? file.folder.removeFile(file.temporary)
                continue
            }
            do throws(GalleryError) {
                try disk.moveRendered(file.temporary, to: file.name, in: file.folder)
            } catch {
                problems.append(error)
                pageFailed = pageFailed || file.folder !== folder
                _ = try? file.folder.removeFile(file.temporary)
            }
        }
        if !pageFailed, !deletingPages.isEmpty, let pages = disk.existingPages {
            for name in deletingPages where PageNames.isPageName(name) && GalleryFileChanges.isDogsPage(name, in: pages) { _ = try? pages.removeFile(name) }
            pages.sync()
        }
        switch dropped {
        case let .letGo(pictures) where !problems.isEmpty && !pictures.isEmpty:
            // Pages that could not all be placed may still show them: they stay, and stay listed.
            if case let .rewrite(manifest) = change {
                do throws(GalleryError) {
                    let listed = manifest.restoring(pictures)
                    var written = 0
                    let temporary = try disk.writeTemporary(toReplace: Manifest.fileName, in: folder) { handle throws(Errno) in
                        written = try GalleryFileChanges.write(listed, to: handle)
                    }
                    try disk.move(temporary, to: Manifest.fileName, in: folder, replacing: true)
                    restored = (listed, written)
                } catch {
                    problems.append(error)
                }
            }
        case .letGo, .removed:
            for picture in dropped.pictures {
                _ = disk.removeIfUnchanged(GalleryJournal.Entry(file: picture.file, bytes: picture.bytes, sha256: picture.sha256))
            }
        }
        // The renames reach the disk only with their folders; the journal goes once they have.
        images.sync()
        disk.existingPages?.sync()
        folder.sync()
        _ = try? folder.removeFile(GalleryJournal.fileName)
        lock.clearMark()
        return problems
    }

    /// The manifest the commit wrote whole, as it stands once it is finished; nil for an append.
    var writtenManifest: Manifest? {
        guard case let .rewrite(manifest) = change else { return nil }
        return restored?.manifest ?? manifest
    }

    /// What the manifest read before the commit, `before`, is once it is finished. The pictures
    /// it drops are still met, as far as a next commit goes: their sources are not fetched again
    /// by the same opened gallery, nor their names taken while a file left at one may stand there.
    func advance(_ before: inout ManifestSnapshot) {
        switch change {
        case let .append(generation):
            before.append(pictures.map(\.picture), generation: generation, bytes: manifestBytes)
        case .rewrite:
            guard let written = writtenManifest else { return }
            var after = ManifestSnapshot(written: written, length: restored?.bytes ?? manifestBytes)
            _ = after.identities.formUnion(before.identities)
            _ = after.files.formUnion(before.files)
            before = after
        }
    }

    /// Removes every temporary file this commit wrote and the pictures, and `pages/` if it made it.
    private func abandon() {
        for temporary in made { _ = try? temporary.folder.removeFile(temporary.name) }
        for picture in pictures { _ = try? images.removeFile(picture.temporaryName) }
        if !pagesWereThere { folder.removeEmptySubfolder(PageNames.folder) }
    }
}

extension OpenGallery {
    /// How a commit records its pictures: appended to the manifest, or the manifest rewritten
    /// whole (when pictures are dropped or a setting changes), which then lists them.
    enum ManifestChange: Sendable {
        case append(generation: Int)
        case rewrite(Manifest)
    }
}
