import DogModel
import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gallery's files, reached only through the descriptors of its folder and of `images/`:
/// every write, rename and deletion an opened gallery or its opening makes. Each acts on the file it
/// checked, never on whatever stands at a name by then, and replaces nothing that is not dogs'.
struct GalleryFileChanges: Sendable {
    let folder: Folder
    /// `images/`, where the pictures are.
    let images: Folder
    /// The manifest's permissions, which a new file the gallery writes takes (see `writeTemporary`).
    let manifestMode: mode_t?
    /// Makes a picture's bytes durable (see `flush`).
    private let flushToDisk: @Sendable (FileHandle) throws(Errno) -> Void

    init(folder: Folder, images: Folder, flushToDisk: @escaping @Sendable (FileHandle) throws(Errno) -> Void = { handle throws(Errno) in try handle.flushToDisk() }) {
        self.folder = folder
        self.images = images
        self.flushToDisk = flushToDisk
        manifestMode = Self.permissions(of: Manifest.fileName, in: folder) ?? Self.permissions(of: LegacyManifest.fileName, in: folder)
    }

    // MARK: - Reading

    /// The names in `folder` that `isWanted` keeps.
    static func names(in folder: Folder, where isWanted: (String) -> Bool = { _ in true }) throws(GalleryError) -> [String] {
        do {
            return try folder.names(where: isWanted)
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
    }

    /// The whole manifest of `snapshot`, read again, a piece at a time, when the snapshot did not
    /// keep its pictures; it must be the manifest the snapshot read, up to the same last commit.
    func wholeManifest(of snapshot: ManifestSnapshot) throws(GalleryError) -> Manifest {
        if let manifest = snapshot.manifest { return manifest }
        let path = folder.child(Manifest.fileName)
        let read: ManifestSnapshot
        do throws(ManifestReadFailure) {
            let handle: FileHandle
            do {
                handle = try folder.openFile(Manifest.fileName)
            } catch {
                throw .system(error.code)
            }
            read = try ManifestSnapshot.read(handle, keepingPictures: true)
        } catch {
            switch error {
            case let .system(code): throw .cannotRead(path: path, reason: FileSystemError(path: path, code: code).reason)
            case let .problem(problem): throw .invalidManifest(path: path, problem: problem.description)
            case .notDogs, .newer: throw .invalidManifest(path: path, problem: "it was replaced during the run")
            }
        }
        guard read.committedLength == snapshot.committedLength, let manifest = read.manifest else {
            throw .invalidManifest(path: path, problem: "it changed during the run")
        }
        return manifest
    }

    /// The file at the entry's name as read, when it is a regular file of the bytes recorded.
    func intact(_ entry: GalleryJournal.Entry) -> FileStatus? {
        let name = GalleryLayout.imageName(of: entry.file)
        guard let handle = try? images.openFile(name), let digest = try? FileDigest(of: handle),
              digest.bytes == entry.bytes, digest.sha256 == entry.sha256
        else { return nil }
        return try? FileStatus.of(handle, path: images.child(name))
    }

    /// The permissions of a regular file of the gallery (`images/<name>` or a name in the folder).
    func permissions(of file: String) -> mode_t? {
        guard file.hasPrefix(GalleryLayout.imagesFolder + "/") else { return Self.permissions(of: file, in: folder) }
        return Self.permissions(of: GalleryLayout.imageName(of: file), in: images)
    }

    private static func permissions(of name: String, in folder: Folder) -> mode_t? {
        guard case let .file(status)? = try? folder.entry(name) else { return nil }
        return status.permissions
    }

    // MARK: - Pages

    /// The folder a rendered file goes in (the gallery's, or `pages` for `pages/<name>`) and its
    /// name there; no folder for a page when there is no `pages/`.
    func location(of file: String, pages: Folder?) -> (Folder?, String) {
        guard PageNames.isInPages(file) else { return (folder, file) }
        return (pages, String(file.dropFirst(PageNames.folder.count + 1)))
    }

    /// `pages/`, made if missing, when any of the files `names` goes there: then every file has its folder.
    func pagesFolder(for names: [String]) throws(GalleryError) -> Folder? {
        names.contains(where: PageNames.isInPages) ? try pagesFolder() : nil
    }

    /// `pages/`, made when missing; a link there is refused.
    func pagesFolder() throws(GalleryError) -> Folder {
        do {
            try folder.makeSubfolder(PageNames.folder)
            return try folder.subfolder(PageNames.folder)
        } catch {
            let path = folder.child(PageNames.folder)
            throw (try? folder.entry(PageNames.folder)) == .link ? .symbolicLink(path: path) : .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// `pages/` when it is there, a folder and not a link; nil otherwise.
    var existingPages: Folder? {
        try? folder.subfolder(PageNames.folder)
    }

    /// Whether `file` differs from the file `name` in `target`; one of another size differs
    /// without being read.
    static func differs(_ file: RenderedFile, from name: String, in target: Folder) -> Bool {
        guard case let .file(status)? = try? target.entry(name), status.size == file.contents.utf8.count, let data = try? target.read(name) else { return true }
        return !file.isContents(of: data)
    }

    /// Whether the page `name` is one dogs made: a regular file that carries the page mark.
    static func isDogsPage(_ name: String, in pages: Folder) -> Bool {
        (try? pages.readPrefix(name, upTo: PageMark.window)).map(PageMark.isMarked) == true
    }

    // MARK: - Writing

    /// Writes `manifest` whole to `handle`, a piece at a time; how many bytes it wrote.
    @discardableResult
    static func write(_ manifest: Manifest, to handle: FileHandle) throws(Errno) -> Int {
        var written = 0
        try manifest.encoded { piece throws(Errno) in
            try handle.writeAll(piece)
            written += piece.count
        }
        return written
    }

    static func createTemporary(in folder: Folder) throws(StorageFailure) -> (name: String, handle: FileHandle) {
        do {
            return try folder.createTemporaryFile()
        } catch {
            throw StorageFailure(path: folder.path, reason: error.reason)
        }
    }

    /// Writes `data` to a new, flushed temporary file beside `name` in `target` (see `writeTemporary(toReplace:in:writing:)`).
    func writeTemporary(_ data: Data, toReplace name: String, in target: Folder) throws(GalleryError) -> String {
        try writeTemporary(toReplace: name, in: target) { handle throws(Errno) in try handle.writeAll(data) }
    }

    /// Writes what `contents` writes to a new, flushed temporary file beside `name` in `target`,
    /// with the mode of the file it is to replace (or the manifest's, for a new one), so a power
    /// cut leaves the old file or the new. In a folder shared through its group, the group gets
    /// the owner's access too, whatever the file replaced had (an earlier dogs left some private).
    func writeTemporary(toReplace name: String, in target: Folder, writing contents: (FileHandle) throws(Errno) -> Void) throws(GalleryError) -> String {
        let temporary: String, handle: FileHandle
        do {
            (temporary, handle) = try Self.createTemporary(in: target)
        } catch {
            throw GalleryError(error)
        }
        let existing: mode_t? = if case let .file(status)? = try? target.entry(name) { status.permissions } else { nil }
        do throws(Errno) {
            if let mode = existing ?? manifestMode { fchmod(handle.fileDescriptor, target.sharing?.mode(for: mode, isFolder: false) ?? mode) }
            try contents(handle)
            try handle.flushToDisk()
        } catch {
            _ = try? target.removeFile(temporary)
            throw .cannotWrite(path: target.child(name), reason: FileSystemError(path: target.child(name), error).reason)
        }
        return temporary
    }

    /// Replaces the file `name` in `target` (the gallery folder unless given) with `data` in one step.
    func place(_ data: Data, as name: String, in target: Folder? = nil, replacing: Bool = true) throws(GalleryError) {
        try place(as: name, in: target, replacing: replacing) { handle throws(Errno) in try handle.writeAll(data) }
    }

    /// Replaces the file `name` in `target` (the gallery folder unless given) with what `contents`
    /// writes, in one step.
    func place(
        as name: String, in target: Folder? = nil, replacing: Bool = true, writing contents: (FileHandle) throws(Errno) -> Void
    ) throws(GalleryError) {
        let target = target ?? folder
        let temporary = try writeTemporary(toReplace: name, in: target, writing: contents)
        do throws(GalleryError) {
            try moveRendered(temporary, to: name, in: target, replacing: replacing)
        } catch {
            _ = try? target.removeFile(temporary)
            throw error
        }
    }

    /// Makes the bytes of the temporary files `names` in `images/` durable, before anything names
    /// them. A commit flushes its pictures together rather than each as it arrives: no download
    /// waits on the disk, and once the first flush has committed the file system's journal the
    /// others find little left to write. Each is flushed on its own, not the whole file system
    /// (syncfs): that would flush, and report the write-back errors of, every other program's
    /// writes there, for a gain on a busy disk too small to measure clearly (BENCHMARKS.md).
    func flush(_ names: [String]) throws(GalleryError) {
        for name in names {
            let path = images.child(name)
            do throws(FileSystemError) {
                let handle = try images.openFile(name)
                do throws(Errno) { try flushToDisk(handle) } catch { throw FileSystemError(path: path, error) }
            } catch {
                throw .cannotWrite(path: path, reason: error.reason)
            }
        }
    }

    func move(_ name: String, to newName: String, in folder: Folder, replacing: Bool) throws(GalleryError) {
        do {
            try folder.move(name, to: newName, replacing: replacing)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.code == EEXIST ? "a file of that name is already there" : error.reason)
        }
    }

    /// Refuses, before anything is committed, a file that placing a rendered file at `name` in
    /// `target` would fail on, so that a run that cannot write its pages changes nothing, as one
    /// that cannot write its pictures does: a folder or anything but a regular file there, a page
    /// of someone else's in `pages/`, a file made unchangeable (chattr +i) or read-only, or one
    /// another user owns in a sticky folder.
    func checkPlaceable(_ name: String, in target: Folder) throws(GalleryError) {
        let path = target.child(name)
        let reason: String
        // Nothing there, or nothing that can be looked at: placing decides.
        switch try? target.entry(name) {
        case nil:
            return
        case let .file(status)?:
            if target !== folder, !Self.isDogsPage(name, in: target) {
                reason = "a file dogs did not make is there"
            } else if target.isUnchangeable(name) {
                reason = "it is made unchangeable (chattr +i), so nothing can take its place"
            } else if status.permissions & 0o200 == 0 {
                // Renaming over it would work; a page made read-only is one its owner wants left as it is.
                reason = "it is read-only; make it writable (chmod u+w) for dogs to update it"
            } else if target.isKeptBySticky(status) {
                reason = "it belongs to another user, in a folder where only a file's owner may replace it (sticky)"
            } else {
                return
            }
        case .folder?: reason = "a folder is there"
        case .link?: reason = "a symbolic link is there"
        case .other?: reason = "something that is not a file is there"
        }
        throw .cannotWrite(path: path, reason: reason)
    }

    /// Renames a temporary file over `name`: in the gallery folder, over dogs' own name; in
    /// `pages/`, only over a page dogs made, and onto a free name only while it stays free, so a
    /// page of someone else's, or one put there meanwhile, is never replaced.
    func moveRendered(_ temporary: String, to name: String, in target: Folder, replacing: Bool = true) throws(GalleryError) {
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

    /// Adds `data` at the end of the manifest's committed part (`committedLength` bytes, the
    /// whole file) and flushes it: the commit point. A failure cuts the manifest back to where it
    /// was. A manifest with another name too is not written in but replaced (see `replaceManifest`).
    func appendToManifest(_ data: Data, committedLength: Int) throws(GalleryError) {
        let path = folder.child(Manifest.fileName)
        let (handle, mustReplace) = try manifestForWriting(length: committedLength, committedLength: committedLength)
        guard !mustReplace else { return try replaceManifest(keeping: committedLength, of: handle, adding: data) }
        do throws(Errno) {
            try handle.rewind(to: committedLength)
            try handle.writeAll(data)
            try handle.flushToDisk()
        } catch {
            ftruncate(handle.fileDescriptor, off_t(committedLength))
            throw .cannotWrite(path: path, reason: FileSystemError(path: path, error).reason)
        }
    }

    /// Cuts off what an append that was stopped left after the last commit mark.
    func truncateManifest(from length: Int, to committedLength: Int) throws(GalleryError) {
        let (handle, mustReplace) = try manifestForWriting(length: length, committedLength: committedLength)
        guard !mustReplace else { return try replaceManifest(keeping: committedLength, of: handle, adding: Data()) }
        guard ftruncate(handle.fileDescriptor, off_t(committedLength)) == 0, fsync(handle.fileDescriptor) == 0 else {
            throw .cannotWrite(path: folder.child(Manifest.fileName), reason: FileSystemError(path: folder.child(Manifest.fileName)).reason)
        }
    }

    /// The manifest open for writing, only while it is as this run read it: `length` bytes, its
    /// last commit ending at `committedLength`. A manifest something else wrote to or put in its
    /// place meanwhile is not written into at an offset that no longer means anything. Also tells
    /// whether the file has another name (a hard link), so that writing in it would change that
    /// too, or may not be written in by this member of the group the gallery is shared through:
    /// then it is replaced.
    private func manifestForWriting(length: Int, committedLength: Int) throws(GalleryError) -> (handle: FileHandle, mustReplace: Bool) {
        let path = folder.child(Manifest.fileName)
        let handle: FileHandle, status: FileStatus, writable: Bool
        do throws(FileSystemError) {
            do {
                (handle, writable) = (try folder.openFile(Manifest.fileName, writable: true), true)
            } catch where error.code == EACCES && folder.sharing != nil {
                // Another member's, which this one may not write in: replaced, it is the group's.
                (handle, writable) = (try folder.openFile(Manifest.fileName), false)
            }
            status = try FileStatus.of(handle, path: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        guard status.size == length, (try? ManifestSnapshot.committedEnd(of: handle)) == committedLength else {
            throw .cannotWrite(path: path, reason: "it was changed by something else during the run")
        }
        return (handle, status.links > 1 || !writable)
    }

    /// Puts a new file in the manifest's place: its first `committedLength` bytes, copied a piece at
    /// a time, then `data`. For a manifest that is also another file's name (a backup made with
    /// `cp -al` keeps each generation so): the other keeps what it held, and the gallery's manifest
    /// has one name again, so the next run appends to it.
    private func replaceManifest(keeping committedLength: Int, of handle: FileHandle, adding data: Data) throws(GalleryError) {
        let temporary = try writeTemporary(toReplace: Manifest.fileName, in: folder) { copy throws(Errno) in
            try handle.rewind()
            var left = committedLength
            while left > 0 {
                let piece = try handle.readChunk(upTo: min(left, 1 << 20))
                guard !piece.isEmpty else { throw Errno(EIO) }
                try copy.writeAll(piece)
                left -= piece.count
            }
            try copy.writeAll(data)
        }
        try move(temporary, to: Manifest.fileName, in: folder, replacing: true)
    }

    // MARK: - Removing

    /// Deletes a picture only when it is still the regular file dogs recorded, byte for byte; what
    /// is deleted is the very file that was read, never one put at its name meanwhile.
    func removeIfUnchanged(_ entry: GalleryJournal.Entry) -> Bool {
        guard let read = intact(entry) else { return false }
        return (try? images.removeFile(GalleryLayout.imageName(of: entry.file), ifSameFileAs: read)) == true
    }

    /// Deletes the temporary files in the gallery folder, `pages/` and (unless told not to, for a
    /// caller that has listed it already) `images/` that `isTemporary` names.
    func removeTemporaries(where isTemporary: (String) -> Bool, inImages: Bool = true) {
        for folder in (inImages ? [images] : []) + [folder] + (existingPages.map { [$0] } ?? []) {
            for name in (try? folder.names(where: isTemporary)) ?? [] { _ = try? folder.removeFile(name) }
        }
    }
}
