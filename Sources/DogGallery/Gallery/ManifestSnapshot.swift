import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run needs of the manifest, read in one pass a piece at a time: the outline the pages
/// are rendered from, every file and source it holds, and where its committed part ends.
struct ManifestSnapshot: Sendable {
    static let chunkSize = 1 << 20

    var outline: GalleryOutline
    /// Every picture's file, `images/<name>`.
    var files: DigestSet
    /// Every picture's identity (see `GalleryPlan.identity`), to skip what the gallery holds.
    var identities: DigestSet
    /// Bytes of `manifest.jsonl` up to its last commit mark, and in all.
    var committedLength: Int
    var fileLength: Int
    /// Every picture, oldest first, when the reader asked to keep them (or the manifest is a
    /// `manifest.json`, which is read whole anyway).
    var pictures: [Picture]?
    /// Read from a `manifest.json` that is to be upgraded.
    var isLegacy = false
    /// The file read, so a run can tell that the manifest it appends to is still that file.
    var file: FileStatus?

    /// A gallery with no manifest yet.
    init(pageSize: Int) {
        outline = GalleryOutline(pageSize: pageSize, siteURL: nil, generation: 0)
        files = []
        identities = []
        committedLength = 0
        fileLength = 0
    }

    init(legacy manifest: Manifest) {
        self.init(pageSize: manifest.pageSize)
        outline = GalleryOutline(manifest)
        files = DigestSet(manifest.pictures.map(\.file))
        identities = DigestSet(manifest.pictures.map { GalleryPlan.identity($0.source) })
        pictures = manifest.pictures
        isLegacy = true
    }

    /// Every stem in use in `images/`: the manifest's pictures' and the `foreign` names'.
    func takenStems(besides foreign: [String]) -> TakenStems {
        TakenStems(manifestFiles: files, otherNames: foreign)
    }

    /// The whole manifest, when its pictures were kept.
    var manifest: Manifest? {
        pictures.map { Manifest(numbered: $0, siteURL: outline.siteURL, pageSize: outline.pagination.size, generation: outline.generation) }
    }

    /// Reads the manifest open at `handle`: first back from its end to the last commit mark,
    /// then forward to it, a chunk at a time, checking every line. Only a run that renders every
    /// page or rewrites the manifest asks to keep every picture.
    static func read(_ handle: FileHandle, keepingPictures: Bool = false) throws(ManifestReadFailure) -> ManifestSnapshot {
        let descriptor = handle.fileDescriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
        let length = Int(status.st_size)
        let committed = try committedEnd(descriptor, length: length)
        var reader = ManifestReader()
        var snapshot = ManifestSnapshot(pageSize: PageSize.standard)
        var pending: [UInt8] = []
        var offset = 0
        var outline: GalleryOutline?
        var identities = DigestSet()
        var pictures: [Picture] = []
        while offset < committed {
            let chunk = try read(descriptor, at: offset, count: min(chunkSize, committed - offset))
            offset += chunk.count
            pending += chunk
            guard let lastBreak = pending.lastIndex(of: ManifestText.newline) else { continue }
            do throws(ManifestProblem) {
                // Parsing is most of the work, and each line's is its own: on every core, with
                // the digest of a picture's identity.
                for (parsed, identity) in ManifestText.lines(of: pending[...lastBreak]).parallelMap(parseWithIdentity) {
                    guard let picture = try reader.accept(parsed) else { continue }
                    if outline == nil { outline = GalleryOutline(pageSize: reader.pageSize, siteURL: reader.siteURL, generation: 0) }
                    outline?.take(picture)
                    if let identity { identities.insert(identity) }
                    if keepingPictures { pictures.append(picture) }
                }
            } catch {
                throw .problem(error)
            }
            pending.removeFirst(lastBreak + 1)
        }
        do {
            try reader.finish()
        } catch {
            throw .problem(error)
        }
        snapshot.outline = outline ?? GalleryOutline(pageSize: reader.pageSize, siteURL: reader.siteURL, generation: 0)
        snapshot.outline.generation = reader.generation
        snapshot.files = reader.files
        snapshot.identities = identities
        snapshot.committedLength = committed
        snapshot.fileLength = length
        snapshot.pictures = keepingPictures ? pictures : nil
        return snapshot
    }

    @Sendable
    private static func parseWithIdentity(_ bytes: ArraySlice<UInt8>) -> (Result<ManifestLine, ManifestProblem>, DigestSet.Digest?) {
        let parsed = ManifestReader.parse(bytes)
        guard case let .success(.picture(picture)) = parsed else { return (parsed, nil) }
        return (parsed, DigestSet.Digest(GalleryPlan.identity(picture.source)))
    }

    /// Where the last commit mark of the file open at `handle` ends.
    static func committedEnd(of handle: FileHandle) throws(ManifestReadFailure) -> Int {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { throw .system(errno) }
        return try committedEnd(handle.fileDescriptor, length: Int(status.st_size))
    }

    /// Where the last commit mark ends: looked for in ever larger pieces of the file's end, as
    /// an append cut short leaves at most one run's lines after it.
    private static func committedEnd(_ descriptor: Int32, length: Int) throws(ManifestReadFailure) -> Int {
        var window = min(length, 64 << 10)
        while window > 0 {
            let bytes = try read(descriptor, at: length - window, count: window)
            if let end = ManifestText.committedEnd(of: bytes[...], isStart: window == length) { return length - window + end }
            if window == length { break }
            window = min(length, window * 4)
        }
        throw .problem(ManifestProblem(reason: length == 0 ? "it is empty" : "it holds no complete commit"))
    }

    private static func read(_ descriptor: Int32, at offset: Int, count: Int) throws(ManifestReadFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw got == 0 ? .problem(ManifestProblem(reason: "it changed while it was read")) : .system(errno) }
            done += got
        }
        return bytes
    }
}

/// Why a manifest could not be read: the file system's error, or what is wrong with it.
enum ManifestReadFailure: Error {
    case system(Int32)
    case problem(ManifestProblem)
    /// Valid JSON, but some other program's `manifest.json`.
    case notDogs
}
