import DogModel
import Foundation
import Platform
import PureSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run needs of the manifest, read in one pass a piece at a time: the outline the pages
/// are rendered from, every file and source it holds, and where its committed part ends.
package struct ManifestSnapshot: Sendable {
    static let chunkSize = 256 << 10
    static let maxLineBytes = ManifestLine.maxBytes
    /// Fewer bytes than any picture line dogs writes, to make room for a piece's files beforehand.
    static let shortestPictureLine = 200

    package var outline: GalleryOutline
    /// Every picture's file, `images/<name>`.
    var files: DigestSet
    /// Every picture's identity (see `Picture.identity(of:)`) and every removed source's, to skip
    /// what the gallery holds or held.
    package var identities: DigestSet
    /// The sources of the pictures removed from the gallery (see `Manifest.removedSources`), when
    /// the pictures were kept.
    var removedSources: [URL] = []
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

    /// What a whole manifest in memory holds: a `manifest.json` read whole, or one just rewritten;
    /// its pictures themselves only when `keepingPictures`.
    init(_ manifest: Manifest, keepingPictures: Bool = true) {
        self.init(pageSize: manifest.pageSize)
        outline = GalleryOutline(manifest)
        files = DigestSet(manifest.pictures.map(\.file))
        identities = DigestSet(manifest.pictures.map(\.identity) + manifest.removedSources.map(Picture.identity(of:)))
        removedSources = keepingPictures ? manifest.removedSources : []
        pictures = keepingPictures ? manifest.pictures : nil
    }

    /// What a whole manifest just written holds, `length` bytes long: its pictures left out.
    init(written manifest: Manifest, length: Int) {
        self.init(manifest, keepingPictures: false)
        committedLength = length
        fileLength = length
    }

    /// The manifest once `pictures`, numbered, and the mark of `generation` are appended to it,
    /// `bytes` in all.
    mutating func append(_ pictures: [Picture], generation: Int, bytes: Int) {
        for picture in pictures {
            outline.take(picture)
            _ = files.insert(picture.file)
            _ = identities.insert(picture.identity)
        }
        outline.generation = generation
        committedLength += bytes
        fileLength = committedLength
    }

    /// Every stem in use in `images/`: the manifest's pictures' and the `foreign` names'.
    package func takenStems(besides foreign: [String]) -> TakenStems {
        TakenStems(manifestFiles: files, otherNames: foreign)
    }

    /// The whole manifest, when its pictures were kept.
    package var manifest: Manifest? {
        pictures.map {
            Manifest(numbered: $0, siteURL: outline.siteURL, title: outline.title, pageSize: outline.pagination.size, generation: outline.generation, removedSources: removedSources)
        }
    }

    /// Reads the manifest open at `handle`: its first bytes, which tell whether it is dogs' at
    /// all (nothing more of someone else's file is read), then back from its end to the last
    /// commit mark, then forward to it, checking every line. The lines after the header are read
    /// in a piece for each of `lanes`, at once, a chunk at a time; where the pieces meet is
    /// checked as they are joined. Something wrong anywhere, the manifest is read again in one
    /// piece, which names the line. Only a run that renders every page or rewrites the manifest
    /// asks to keep every picture.
    static func read(
        _ handle: FileHandle, keepingPictures: Bool = false, lanes: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ManifestReadFailure) -> ManifestSnapshot {
        let descriptor = handle.fileDescriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
        let length = Int(status.st_size)
        // The header first: it says whose file this is, and every piece's pages are counted in its page size.
        let (head, headerEnd) = try header(descriptor, length: length)
        let committed = try committedEnd(descriptor, length: length)
        let ranges = try pieces(descriptor, from: headerEnd, to: committed, count: lanes)
        let pieces = ranges.mapOnEveryCore { range in
            Result { () throws(ManifestReadFailure) in
                let expected = range.count / Self.shortestPictureLine
                var piece = ManifestPiece(ManifestReader(continuing: head, expectedPictures: expected), keepingPictures: keepingPictures, expectedPictures: expected)
                try piece.read(descriptor, range)
                return piece
            }
        }
        var whole: ManifestPiece
        if let joined = try join(consume pieces) {
            whole = joined
        } else {
            whole = ManifestPiece(head, keepingPictures: keepingPictures)
            try whole.read(descriptor, headerEnd..<committed)
        }
        do {
            try whole.reader.finish()
        } catch {
            throw .problem(error)
        }
        var snapshot = ManifestSnapshot(pageSize: head.pageSize)
        snapshot.outline = whole.outline
        snapshot.outline.generation = whole.reader.generation
        snapshot.files = whole.reader.files
        snapshot.identities = whole.identities
        snapshot.removedSources = whole.removedSources
        snapshot.committedLength = committed
        snapshot.fileLength = length
        snapshot.pictures = keepingPictures ? whole.pictures : nil
        return snapshot
    }

    /// The header line's reader and where the line ends. A file that does not begin as every
    /// manifest dogs writes begins is someone else's.
    private static func header(_ descriptor: Int32, length: Int) throws(ManifestReadFailure) -> (ManifestReader, end: Int) {
        let start = try read(descriptor, at: 0, count: min(length, maxLineBytes))
        guard ManifestLine.isDogs(firstBytes: start) else { throw length == 0 ? .problem(ManifestProblem(reason: "it is empty")) : .notDogs }
        guard let lineBreak = start.firstIndex(of: ManifestText.newline) else {
            throw .problem(ManifestProblem(line: 1, reason: length > maxLineBytes ? "longer than any line dogs writes" : "it ends early"))
        }
        var reader = ManifestReader()
        do throws(ManifestProblem) {
            try reader.read(start[..<lineBreak])
        } catch {
            throw error.newerVersion.map { .newer(version: $0) } ?? .problem(error)
        }
        return (reader, lineBreak + 1)
    }

    /// The pieces joined in order; nil when one holds a problem or they break a rule where they
    /// meet. Each piece is let go once joined, and the pictures kept grow into room made for all
    /// of them at once: a large gallery's pictures are held about once, not twice or three times.
    private static func join(_ results: consuming [Result<ManifestPiece, ManifestReadFailure>]) throws(ManifestReadFailure) -> ManifestPiece? {
        var pieces: [ManifestPiece] = []
        for result in results {
            switch result {
            case .failure(.problem): return nil
            case let .failure(error): throw error
            case let .success(piece): pieces.append(piece)
            }
        }
        let pictures = pieces.reduce(0) { $0 + $1.pictures.count }
        pieces.reverse()
        guard var joined = pieces.popLast() else { return nil }
        joined.reservePictures(pictures)
        // Joined in place: a copy taken out and put back would copy every set and picture so far.
        while let piece = pieces.popLast() {
            guard joined.append(piece) else { return nil }
        }
        return joined
    }

    /// `from..<to` cut into about `count` ranges of whole lines.
    private static func pieces(_ descriptor: Int32, from start: Int, to end: Int, count: Int) throws(ManifestReadFailure) -> [Range<Int>] {
        var bounds = [start]
        for index in 1..<max(count, 1) {
            let target = start + (end - start) * index / count
            guard target > bounds.last! else { continue }
            let cut = try lineEnd(descriptor, from: target - 1, before: end)
            if cut > bounds.last!, cut < end { bounds.append(cut) }
        }
        bounds.append(end)
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }

    /// Just past the first line break at or after `offset`, which the manifest has before `end`.
    static func lineEnd(_ descriptor: Int32, from offset: Int, before end: Int) throws(ManifestReadFailure) -> Int {
        var start = offset
        while start < end {
            let bytes = try read(descriptor, at: start, count: min(maxLineBytes, end - start))
            if let found = bytes.firstIndex(of: ManifestText.newline) { return start + found + 1 }
            start += bytes.count
        }
        throw .problem(ManifestProblem(reason: "it changed while it was read"))
    }

    /// Where the last commit mark of the file open at `handle` ends.
    static func committedEnd(of handle: FileHandle) throws(ManifestReadFailure) -> Int {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { throw .system(errno) }
        return try committedEnd(handle.fileDescriptor, length: Int(status.st_size))
    }

    /// Where the last commit mark ends: looked for from the file's end back, as an append cut
    /// short leaves at most one run's lines after it, in windows of two lines' most that overlap
    /// by one, so that every line is whole in one of them and no more than one is held.
    private static func committedEnd(_ descriptor: Int32, length: Int) throws(ManifestReadFailure) -> Int {
        var end = length
        while end > 0 {
            let start = max(0, end - 2 * maxLineBytes)
            let bytes = try read(descriptor, at: start, count: end - start)
            if let found = ManifestText.committedEnd(of: bytes[...], isStart: start == 0) { return start + found }
            guard start > 0 else { break }
            end -= maxLineBytes
        }
        throw .problem(ManifestProblem(reason: length == 0 ? "it is empty" : "it holds no complete commit"))
    }

    static func read(_ descriptor: Int32, at offset: Int, count: Int) throws(ManifestReadFailure) -> [UInt8] {
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
enum ManifestReadFailure: Error, Sendable {
    case system(Int32)
    case problem(ManifestProblem)
    /// Some other program's file, from its first bytes.
    case notDogs
    /// A manifest written by a newer dogs, in this version of the format.
    case newer(version: Int)
}
