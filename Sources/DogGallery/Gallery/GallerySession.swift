import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open gallery: locked, its manifest loaded and validated, what an interrupted run left cleared.
/// Only a session stages pictures, commits them or rewrites the pages, so none of that can happen
/// without the lock. Every file is reached through the folder's descriptor, never through a link.
public final class GallerySession: PictureStaging, Sendable {
    /// Tries at a temporary name before giving up: each clash means a file already has that name.
    static let temporaryAttempts = 64

    public let manifest: Manifest
    /// Files in `images/` that dogs did not make: left where they are, named in a warning.
    public let foreignFiles: [String]
    /// Every stem in use in `images/`, dogs' or not (lower case), so a new picture never takes one.
    public var takenStems: Set<String> {
        Set((manifest.pictures.map(\.stem) + foreignFiles.map(PictureNaming.stem(ofName:))).map { $0.lowercased() })
    }

    private let folder: Folder
    private let images: Folder
    private let lock: GalleryLock
    /// The permissions of the gallery's pictures and of its manifest, which new files take, so that
    /// one run under a strict umask cannot lock the web server out of the gallery it publishes.
    private let pictureMode: mode_t?
    private let manifestMode: mode_t?

    init(folder: Folder, images: Folder, lock: GalleryLock, manifest: Manifest) throws(GalleryError) {
        self.folder = folder
        self.images = images
        self.lock = lock
        self.manifest = manifest
        let sweep = GalleryOwnership.sweep(
            imageNames: try GalleryStore.names(in: images), manifestFiles: Set(manifest.pictures.map(\.file)), journal: Self.readJournal(in: folder)
        )
        for name in sweep.temporaries { _ = try? images.removeFile(name) }
        for name in try GalleryStore.names(in: folder) where TemporaryName.isTemporary(name) { _ = try? folder.removeFile(name) }
        var foreign = sweep.foreign
        for entry in sweep.unrecorded where !Self.removeIfUnchanged(entry, in: images) {
            foreign.append(GalleryLayout.imageName(of: entry.file))
        }
        _ = try? folder.removeFile(GalleryJournal.fileName)
        images.sync()
        folder.sync()
        foreignFiles = foreign.sorted()
        pictureMode = manifest.pictures.reversed().lazy.compactMap { Self.permissions(of: $0.file, in: folder, images: images) }.first
        manifestMode = Self.permissions(of: Manifest.fileName, in: folder, images: images)
    }

    // MARK: - Staging

    func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile {
        let (name, handle) = try Self.createTemporary(in: images)
        if let pictureMode { fchmod(handle.fileDescriptor, pictureMode) }
        return TemporaryFile(name: name, path: images.child(name), handle: handle)
    }

    public func discard(_ name: String) {
        _ = try? images.removeFile(name)
    }

    // MARK: - Committing

    /// Puts the staged pictures in place and records them, then rewrites the rendered files and
    /// deletes the pictures the manifest no longer lists (`dropped`).
    ///
    /// Everything is written and flushed first; then a journal records which files in `images/`
    /// this commit makes or deletes; then pictures (never replacing a file) and the manifest are
    /// renamed into place. Until the manifest's rename any failure puts the gallery back as it was
    /// and is thrown, and every file the run made is removed. After it, a rendered file that cannot
    /// be placed is returned (the next run renders it again), and a dropped picture whose bytes are
    /// no longer the ones recorded is left alone.
    @discardableResult
    public func commit(
        _ staged: [StagedPicture], manifest: Manifest, dropping dropped: [Picture] = [], rendered files: [RenderedFile]
    ) throws(GalleryError) -> [GalleryError] {
        // Every temporary file this commit writes in the gallery folder, for abandoning.
        var made: [String] = []
        func abandon() {
            for temporary in made { _ = try? folder.removeFile(temporary) }
            for picture in staged { discard(picture.temporaryName) }
        }
        let manifestTemporary: String
        var pages: [(temporary: String, name: String)] = []
        do throws(GalleryError) {
            guard lock.isStillInPlace else { throw .lockLost(path: folder.child(GalleryLock.fileName)) }
            manifestTemporary = try writeTemporary(encoding: manifest)
            made.append(manifestTemporary)
            // One at a time, so only one file's bytes are held besides the rendered text.
            for file in files {
                let temporary = try writeTemporary(Data(file.contents.utf8), toReplace: file.name)
                made.append(temporary)
                pages.append((temporary, file.name))
            }
            try place(GalleryJournal(staged.map(\.picture) + dropped).encoded(), as: GalleryJournal.fileName)
            folder.sync()
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
            try move(manifestTemporary, to: Manifest.fileName, in: folder, replacing: true)
        } catch {
            // Only names this commit has just created, each one refusing to replace anything.
            for name in placed { _ = try? images.removeFile(name) }
            abandon()
            _ = try? folder.removeFile(GalleryJournal.fileName)
            throw error
        }
        var problems: [GalleryError] = []
        for file in pages {
            do throws(GalleryError) {
                try move(file.temporary, to: file.name, in: folder, replacing: true)
            } catch {
                problems.append(error)
                _ = try? folder.removeFile(file.temporary)
            }
        }
        for picture in dropped {
            _ = Self.removeIfUnchanged(GalleryJournal.Entry(file: picture.file, bytes: picture.bytes, sha256: picture.sha256), in: images)
        }
        // The renames reach the disk only with their folders; the journal goes once they have.
        images.sync()
        folder.sync()
        _ = try? folder.removeFile(GalleryJournal.fileName)
        return problems
    }

    // MARK: - Pages

    /// Whether any of these files is missing or older than the manifest (see `PageFreshness`).
    public func isStale(_ names: [String]) -> Bool {
        func modified(_ name: String) -> Double? {
            guard case let .file(status)? = try? folder.entry(name) else { return nil }
            return status.modified
        }
        return PageFreshness.isStale(manifestModified: modified(Manifest.fileName), pagesModified: names.map(modified))
    }

    /// Writes the rendered files whose contents differ from what is on disk.
    public func refresh(_ files: [RenderedFile]) throws(GalleryError) {
        for file in files where (try? folder.read(file.name)) != Data(file.contents.utf8) {
            try place(Data(file.contents.utf8), as: file.name)
        }
        folder.sync()
    }

    // MARK: - Helpers

    /// Writes `data` to a new, flushed temporary file beside `name`, with the mode of the file it is
    /// to replace (or the manifest's, for a new one), so a power cut leaves the old file or the new.
    private func writeTemporary(encoding manifest: Manifest) throws(GalleryError) -> String {
        let data: Data
        do {
            data = try manifest.encoded()
        } catch {
            throw .cannotWrite(path: folder.child(Manifest.fileName), reason: TerminalText.oneLine(error.localizedDescription))
        }
        return try writeTemporary(data, toReplace: Manifest.fileName)
    }

    private func writeTemporary(_ data: Data, toReplace name: String) throws(GalleryError) -> String {
        let temporary: String, handle: FileHandle
        do {
            (temporary, handle) = try Self.createTemporary(in: folder)
        } catch {
            throw GalleryError(error)
        }
        let mode = Self.permissions(of: name, in: folder, images: images) ?? manifestMode
        do {
            if let mode { fchmod(handle.fileDescriptor, mode) }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            _ = try? folder.removeFile(temporary)
            throw .cannotWrite(path: folder.child(name), reason: FileSystemError.reason(of: error))
        }
        return temporary
    }

    /// Replaces the file `name` in the gallery folder with `data` in one step.
    private func place(_ data: Data, as name: String) throws(GalleryError) {
        let temporary = try writeTemporary(data, toReplace: name)
        do throws(GalleryError) {
            try move(temporary, to: name, in: folder, replacing: true)
        } catch {
            _ = try? folder.removeFile(temporary)
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
        var lastError = FileSystemError(path: folder.path, code: EEXIST)
        for _ in 1...temporaryAttempts {
            let name = TemporaryName.next()
            do {
                return (name, try folder.createFile(name))
            } catch {
                lastError = error
                guard error.code == EEXIST else { break }
            }
        }
        throw StorageFailure(path: folder.path, reason: lastError.reason)
    }

    /// Deletes a picture only when it is still the regular file dogs recorded, byte for byte, and
    /// the name still refers to the file that was read (not one put in its place meanwhile).
    private static func removeIfUnchanged(_ entry: GalleryJournal.Entry, in images: Folder) -> Bool {
        let name = GalleryLayout.imageName(of: entry.file)
        guard let handle = try? images.openFile(name),
              let digest = try? FileDigest(of: handle),
              digest.bytes == entry.bytes, digest.sha256 == entry.sha256,
              let read = try? FileStatus.of(handle, path: images.child(name)),
              case let .file(current)? = try? images.entry(name), current.isSameFile(as: read)
        else { return false }
        return (try? images.removeFile(name)) == true
    }

    /// The permissions of a regular file of the gallery (`images/<name>` or a name in the folder).
    private static func permissions(of file: String, in folder: Folder, images: Folder) -> mode_t? {
        let entry = file.hasPrefix(GalleryLayout.imagesFolder + "/") ? try? images.entry(GalleryLayout.imageName(of: file)) : try? folder.entry(file)
        guard case let .file(status)? = entry else { return nil }
        return status.permissions
    }

    static func readJournal(in folder: Folder) -> [GalleryJournal.Entry] {
        (try? folder.read(GalleryJournal.fileName)).flatMap(GalleryJournal.decode)?.entries ?? []
    }
}
