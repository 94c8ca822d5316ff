import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gallery folder on disk. Every file it writes goes to a temporary file first and is
/// renamed into place only when complete, so a reader or a crash never sees half a file.
public struct GalleryStore: Sendable {
    public static let imagesFolder = "images"
    /// Files still being written carry this prefix; whatever a killed run left is swept on the next.
    static let temporaryPrefix = ".dogs-tmp-"

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    private var images: URL { root.appendingPathComponent(Self.imagesFolder, isDirectory: true) }
    private var manifestURL: URL { root.appendingPathComponent(Manifest.fileName) }

    /// Creates the folders if needed and removes temporary files an interrupted run left behind.
    public func prepare() throws(GalleryError) {
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path: root.path, reason: Self.reason(error))
        }
        for folder in [root, images] {
            for name in Self.fileNames(in: folder) where name.hasPrefix(Self.temporaryPrefix) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    /// The gallery's manifest, or an empty one for a new gallery.
    public func loadManifest() throws(GalleryError) -> Manifest {
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return Manifest() }
        do {
            return try Manifest.decode(Data(contentsOf: manifestURL))
        } catch {
            throw .unreadableManifest(path: manifestURL.path, reason: Self.reason(error))
        }
    }

    /// Names (without extension) of the picture files present, so new ones never overwrite them.
    public func pictureStems() -> Set<String> {
        Set(Self.fileNames(in: images).map { ($0 as NSString).deletingPathExtension })
    }

    /// Saves a picture under `images/` and returns its path relative to the gallery.
    public func savePicture(_ data: Data, named fileName: String) throws(GalleryError) -> String {
        try writeAtomically(data, to: images.appendingPathComponent(fileName))
        return "\(Self.imagesFolder)/\(fileName)"
    }

    /// Writes the manifest, then the files rendered from it (file name → contents).
    public func commit(_ manifest: Manifest, rendered files: [(name: String, contents: String)]) throws(GalleryError) {
        let data: Data
        do {
            data = try manifest.encoded()
        } catch {
            throw .cannotWrite(path: manifestURL.path, reason: Self.reason(error))
        }
        try writeAtomically(data, to: manifestURL)
        for file in files {
            try writeAtomically(Data(file.contents.utf8), to: root.appendingPathComponent(file.name))
        }
    }

    private func writeAtomically(_ data: Data, to destination: URL) throws(GalleryError) {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: destination.path, reason: Self.reason(error))
        }
        // rename(2) replaces the destination in one step, which FileManager's move does not.
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: destination.path, reason: reason)
        }
    }

    private static func fileNames(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return TerminalText.oneLine(underlying?.localizedDescription ?? error.localizedDescription)
    }
}
