import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gallery folder on disk, before a run opens it. dogs owns only its own names there: the
/// manifest, the pages, the feed, the lock, the journal, its temporary files and the pictures it
/// made. A folder that holds dogs' names but no dogs manifest is someone else's and is refused
/// before anything is written; a symbolic link where dogs keeps a file or a folder is refused too.
public struct GalleryStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Opens the gallery for a run that changes it: creates the folder if needed (unless
    /// `creatingIfMissing` is false, as for `dogs index`), refuses a folder dogs did not make,
    /// takes the lock, loads and validates the manifest, and clears what an interrupted run left.
    public func open(creatingIfMissing: Bool = true) throws(GalleryError) -> GallerySession {
        var opened = try openFolder()
        if opened == nil, creatingIfMissing {
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreate(path: root.path, reason: FileSystemError.reason(of: error))
            }
            opened = try openFolder()
        }
        guard let folder = opened else { throw .noGallery(path: root.path) }
        // Everything is checked before the first write, the lock file included.
        let before = try inspect(folder)
        guard before != nil || creatingIfMissing else { throw .noGallery(path: root.path) }
        do {
            try folder.makeSubfolder(GalleryLayout.imagesFolder)
        } catch {
            throw .cannotCreate(path: error.path, reason: error.reason)
        }
        let images = try openImages(in: folder)
        let lock = try GalleryLock(in: folder)
        // A run that finished while this one waited for the lock may have replaced the manifest.
        let manifest = if let before, before.isCurrent(in: folder) { before.manifest } else { try readManifest(in: folder)?.manifest }
        return try GallerySession(folder: folder, images: images, lock: lock, manifest: manifest ?? Manifest())
    }

    /// The manifest as it is on disk, or an empty one, after the same checks as `open`; reads
    /// only, for a dry run.
    public func loadManifest() throws(GalleryError) -> Manifest {
        guard let folder = try openFolder() else { return Manifest() }
        return try inspect(folder)?.manifest ?? Manifest()
    }

    /// The gallery folder, following a link there (people publish `/var/www/dogs` → `/srv/dogs`);
    /// nil when it does not exist.
    private func openFolder() throws(GalleryError) -> Folder? {
        do {
            return try Folder(opening: root.path)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw error.code == ENOTDIR ? .cannotCreate(path: root.path, reason: "it is a file, not a folder") : .cannotRead(path: root.path, reason: error.reason)
        }
    }

    /// Checks, reading only, that the folder is a gallery or may become one; returns its
    /// validated manifest, or nil when it has none yet.
    private func inspect(_ folder: Folder) throws(GalleryError) -> ReadManifest? {
        let manifest = try entry(Manifest.fileName, in: folder)
        let images = try entry(GalleryLayout.imagesFolder, in: folder)
        for (name, found) in [(Manifest.fileName, manifest), (GalleryLayout.imagesFolder, images), (GalleryLock.fileName, try entry(GalleryLock.fileName, in: folder))] where found == .link {
            throw .symbolicLink(path: folder.child(name))
        }
        if manifest != nil { return try readManifest(in: folder) }
        let listing: GalleryOwnership.Images = switch images {
        case nil: .absent
        case .folder?: .folder(names: try Self.names(in: openImages(in: folder)))
        default: .notAFolder
        }
        let claimed = GalleryOwnership.claimedNames(
            rootNames: Set(try Self.names(in: folder)), images: listing, journaled: Set(GallerySession.readJournal(in: folder).map(\.file))
        )
        guard claimed.isEmpty else { throw .notAGallery(path: root.path, found: claimed) }
        return nil
    }

    /// A manifest as read, with the file it was read from.
    struct ReadManifest {
        let manifest: Manifest
        let file: FileStatus

        /// Whether the manifest on disk is still the file read: every commit replaces it with a new one.
        func isCurrent(in folder: Folder) -> Bool {
            guard case let .file(current)? = try? folder.entry(Manifest.fileName) else { return false }
            return current == file
        }
    }

    /// The validated manifest, nil when there is none. `open` reads it again after taking the lock,
    /// by when a link may have taken its place. A `manifest.json` that is valid JSON but
    /// not shaped like dogs' belongs to someone else, and the folder is not a gallery.
    func readManifest(in folder: Folder) throws(GalleryError) -> ReadManifest? {
        let path = folder.child(Manifest.fileName)
        let data: Data
        let status: FileStatus
        do {
            let handle = try folder.openFile(Manifest.fileName)
            status = try FileStatus.of(handle, path: path)
            data = try Folder.readToEnd(handle, path: path)
        } catch where error.code == ENOENT {
            return nil
        } catch {
            throw error.code == ELOOP ? .symbolicLink(path: path) : .cannotRead(path: path, reason: error.reason)
        }
        do {
            return ReadManifest(manifest: try Manifest.decode(data), file: status)
        } catch {
            if !Manifest.isShapedLikeOne(data), (try? JSONSerialization.jsonObject(with: data)) != nil {
                throw .notAGallery(path: root.path, found: ["a \(Manifest.fileName) that dogs did not write"])
            }
            throw .invalidManifest(path: path, problem: error.description)
        }
    }

    private func openImages(in folder: Folder) throws(GalleryError) -> Folder {
        do {
            return try folder.subfolder(GalleryLayout.imagesFolder)
        } catch {
            let path = folder.child(GalleryLayout.imagesFolder)
            throw [ELOOP, ENOTDIR].contains(error.code) && (try? folder.entry(GalleryLayout.imagesFolder)) == .link
                ? .symbolicLink(path: path)
                : .cannotCreate(path: path, reason: error.code == ENOTDIR ? "it is not a folder" : error.reason)
        }
    }

    private func entry(_ name: String, in folder: Folder) throws(GalleryError) -> Folder.Entry? {
        do {
            return try folder.entry(name)
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
    }

    static func names(in folder: Folder) throws(GalleryError) -> [String] {
        do {
            return try folder.names()
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
    }
}
