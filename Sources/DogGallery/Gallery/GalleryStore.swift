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

    private func loadManifest() throws(GalleryError) -> Manifest {
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

    /// Renames the staged pictures into place, then writes the manifest and the files rendered
    /// from it. If the pictures or the manifest cannot be written, the gallery is left as it was.
    public func commit(_ staged: [StagedPicture], manifest: Manifest, rendered files: [RenderedFile]) throws(GalleryError) {
        let data: Data
        do {
            data = try manifest.encoded()
        } catch {
            throw .cannotWrite(path: manifestURL.path, reason: Self.reason(error))
        }
        var placed: [URL] = []
        do throws(GalleryError) {
            for picture in staged {
                let destination = root.appendingPathComponent(picture.picture.file)
                try Self.move(picture.temporaryFile, to: destination)
                placed.append(destination)
            }
            try writeAtomically(data, to: manifestURL)
        } catch {
            for file in placed + staged.map(\.temporaryFile) { try? FileManager.default.removeItem(at: file) }
            throw error
        }
        try write(files)
    }

    /// Writes the rendered files whose contents differ from what is on disk.
    public func refresh(_ files: [RenderedFile]) throws(GalleryError) {
        let stale = files.filter { (try? Data(contentsOf: root.appendingPathComponent($0.name))) != Data($0.contents.utf8) }
        try write(stale)
    }

    private func write(_ files: [RenderedFile]) throws(GalleryError) {
        for file in files {
            try writeAtomically(Data(file.contents.utf8), to: root.appendingPathComponent(file.name))
        }
    }

    private func writeAtomically(_ data: Data, to destination: URL) throws(GalleryError) {
        let temporary = destination.deletingLastPathComponent().appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
        do {
            try data.write(to: temporary)
            try Self.synchronize(temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: destination.path, reason: Self.reason(error))
        }
        do {
            try Self.move(temporary, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// rename(2) replaces the destination in one step, which FileManager's move does not.
    private static func move(_ source: URL, to destination: URL) throws(GalleryError) {
        guard rename(source.path, destination.path) == 0 else {
            throw .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Flushes a small file to the disk before it replaces the old one, so a power cut
    /// leaves the old manifest or the new, never an empty one.
    private static func synchronize(_ file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.synchronize()
    }

    private static func fileNames(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return TerminalText.oneLine(underlying?.localizedDescription ?? error.localizedDescription)
    }
}
