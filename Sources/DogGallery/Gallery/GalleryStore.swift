import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gallery folder on disk. Every file goes to a temporary file first and is renamed into
/// place only when complete, so a reader or a crash never sees half a file, and whatever a
/// killed run left behind is cleaned up by the next one.
public struct GalleryStore: Sendable {
    public static let imagesFolder = "images"
    static let temporaryPrefix = ".dogs-tmp-"

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    private var images: URL { root.appendingPathComponent(Self.imagesFolder, isDirectory: true) }
    private var manifestURL: URL { root.appendingPathComponent(Manifest.fileName) }

    public var exists: Bool { FileManager.default.fileExists(atPath: manifestURL.path) }

    /// Creates the gallery folder if needed and takes its lock; a second run gets `.busy`.
    public func lock() throws(GalleryError) -> GalleryLock {
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path: root.path, reason: Self.reason(error))
        }
        return try GalleryLock(folder: root)
    }

    /// Loads the manifest (empty for a new gallery), then removes what an interrupted run left:
    /// temporary files, and pictures renamed into place whose manifest was never written.
    /// Call it holding the lock.
    public func prepare() throws(GalleryError) -> Manifest {
        let manifest = try loadManifest()
        let recorded = Set(manifest.pictures.map(\.file))
        for name in Self.fileNames(in: root) where name.hasPrefix(Self.temporaryPrefix) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
        for name in Self.fileNames(in: images) where name.hasPrefix(Self.temporaryPrefix) || !recorded.contains("\(Self.imagesFolder)/\(name)") {
            try? FileManager.default.removeItem(at: images.appendingPathComponent(name))
        }
        return manifest
    }

    /// The manifest as it is on disk, or an empty one; reads only, for a dry run.
    public func loadManifest() throws(GalleryError) -> Manifest {
        guard exists else { return Manifest() }
        do {
            return try Manifest.decode(Data(contentsOf: manifestURL))
        } catch {
            throw .unreadableManifest(path: manifestURL.path, reason: Self.reason(error))
        }
    }

    /// A fresh temporary file name in the pictures folder, for a download to stream into.
    public func temporaryFile() -> URL {
        images.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
    }

    /// Renames the staged pictures (flushed by the downloader) into place, then the manifest, then
    /// the files rendered from it. Everything is written and flushed first, so the switch from the old gallery to the new is
    /// a handful of renames. If a picture or the manifest cannot be put in place, the gallery is
    /// left as it was and the error thrown. A rendered file that cannot be placed does not undo
    /// the commit (the next run renders it again); those failures are returned. Pictures the
    /// manifest no longer lists (`dropped`) are deleted last.
    @discardableResult
    public func commit(
        _ staged: [StagedPicture], manifest: Manifest, dropping dropped: [Picture] = [], rendered files: [RenderedFile]
    ) throws(GalleryError) -> [GalleryError] {
        let manifestData: Data
        do {
            manifestData = try manifest.encoded()
        } catch {
            for picture in staged { try? FileManager.default.removeItem(at: picture.temporaryFile) }
            throw .cannotWrite(path: manifestURL.path, reason: Self.reason(error))
        }
        let prepared = try writeFlushedTemporaries([(manifestData, manifestURL)] + files.map { (Data($0.contents.utf8), root.appendingPathComponent($0.name)) })
        var placed: [URL] = []
        do throws(GalleryError) {
            for picture in staged {
                let destination = root.appendingPathComponent(picture.picture.file)
                try Self.move(picture.temporaryFile, to: destination)
                placed.append(destination)
            }
            try Self.move(prepared[0].temporary, to: prepared[0].destination)
        } catch {
            for file in placed + staged.map(\.temporaryFile) + prepared.map(\.temporary) {
                try? FileManager.default.removeItem(at: file)
            }
            throw error
        }
        var problems: [GalleryError] = []
        for file in prepared.dropFirst() {
            do throws(GalleryError) {
                try place([file])
            } catch {
                problems.append(error)
            }
        }
        for picture in dropped {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(picture.file))
        }
        // The renames themselves reach the disk only with their folders.
        Self.flushFolder(images)
        Self.flushFolder(root)
        return problems
    }

    /// Whether any of these files is missing or older than the manifest: what a run killed between
    /// writing the manifest and writing the files rendered from it leaves behind.
    public func isStale(_ names: [String]) -> Bool {
        let modified = { (url: URL) in (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date }
        guard let manifestDate = modified(manifestURL) else { return false }
        return names.contains { name in modified(root.appendingPathComponent(name)).map { $0 < manifestDate } ?? true }
    }

    /// Writes the rendered files whose contents differ from what is on disk.
    public func refresh(_ files: [RenderedFile]) throws(GalleryError) {
        let stale = files.filter { (try? Data(contentsOf: root.appendingPathComponent($0.name))) != Data($0.contents.utf8) }
        try place(writeFlushedTemporaries(stale.map { (Data($0.contents.utf8), root.appendingPathComponent($0.name)) }))
    }

    private typealias PreparedFile = (temporary: URL, destination: URL)

    /// Writes each file's data to a flushed temporary file beside its destination, so a power
    /// cut leaves the old file or the new, never an empty one.
    private func writeFlushedTemporaries(_ files: [(data: Data, destination: URL)]) throws(GalleryError) -> [PreparedFile] {
        var prepared: [PreparedFile] = []
        for file in files {
            let temporary = file.destination.deletingLastPathComponent().appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
            do {
                try file.data.write(to: temporary)
                try FileFlush.flush(temporary)
                prepared.append((temporary, file.destination))
            } catch {
                for file in prepared.map(\.temporary) + [temporary] { try? FileManager.default.removeItem(at: file) }
                throw .cannotWrite(path: file.destination.path, reason: Self.reason(error))
            }
        }
        return prepared
    }

    private func place(_ files: [PreparedFile]) throws(GalleryError) {
        do throws(GalleryError) {
            for file in files { try Self.move(file.temporary, to: file.destination) }
        } catch {
            for file in files { try? FileManager.default.removeItem(at: file.temporary) }
            throw error
        }
    }

    /// rename(2) replaces the destination in one step, which FileManager's move does not.
    private static func move(_ source: URL, to destination: URL) throws(GalleryError) {
        guard rename(source.path, destination.path) == 0 else {
            throw .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    private static func flushFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func fileNames(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return TerminalText.oneLine(underlying?.localizedDescription ?? error.localizedDescription)
    }
}
