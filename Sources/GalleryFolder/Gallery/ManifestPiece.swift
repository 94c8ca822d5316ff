import DogModel
import Foundation
import Platform
import PureSupport

/// What a piece of the manifest's lines holds, read a chunk at a time: its reader's checks, its
/// outline, the identities of its pictures and removed sources and, when asked, the pictures and
/// the removed sources (which a hostile manifest could make many: a fetch keeps only their
/// identities, as it does the pictures'). Pieces read at once on every
/// core are joined in order (see `ManifestSnapshot.read`).
struct ManifestPiece: Sendable {
    private(set) var reader: ManifestReader
    private(set) var outline: GalleryOutline
    private(set) var identities: DigestSet
    private(set) var pictures: [Picture] = []
    private(set) var removedSources: [URL] = []
    private let keepsPictures: Bool

    /// - Parameter expectedPictures: room made for that many identities.
    init(_ reader: ManifestReader, keepingPictures: Bool, expectedPictures: Int = 0) {
        self.reader = reader
        identities = DigestSet(capacity: expectedPictures)
        outline = GalleryOutline(pageSize: reader.pageSize, siteURL: reader.siteURL, title: reader.title, generation: 0)
        keepsPictures = keepingPictures
    }

    /// Reads the lines in `range` of the file, which starts and ends with a whole line.
    mutating func read(_ descriptor: Int32, _ range: Range<Int>) throws(ManifestReadFailure) {
        var pending: [UInt8] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let chunk = try ManifestSnapshot.read(descriptor, at: offset, count: min(ManifestSnapshot.chunkSize, range.upperBound - offset))
            offset += chunk.count
            pending += chunk
            guard let lastBreak = pending.lastIndex(of: ManifestText.newline) else {
                guard pending.count <= ManifestSnapshot.maxLineBytes else {
                    throw .problem(ManifestProblem(line: reader.lineNumber + 1, reason: "longer than any line dogs writes"))
                }
                continue
            }
            do throws(ManifestProblem) {
                for line in ManifestText.lines(of: pending[...lastBreak]) {
                    guard line.count <= ManifestSnapshot.maxLineBytes else {
                        throw ManifestProblem(line: reader.lineNumber + 1, reason: "longer than any line dogs writes")
                    }
                    switch try reader.read(line) {
                    case let .picture(picture):
                        outline.take(picture)
                        identities.insert(picture.identity)
                        if keepsPictures { pictures.append(picture) }
                    case let .removed(source):
                        identities.insert(Picture.identity(of: source))
                        if keepsPictures { removedSources.append(source) }
                    case .header, .commit:
                        break
                    }
                }
            } catch {
                throw .problem(error)
            }
            pending.removeFirst(lastBreak + 1)
            guard pending.count <= ManifestSnapshot.maxLineBytes else {
                throw .problem(ManifestProblem(line: reader.lineNumber + 1, reason: "longer than any line dogs writes"))
            }
        }
    }

    /// Makes room for `count` pictures in all, so that joining pieces does not grow the array again and again.
    mutating func reservePictures(_ count: Int) {
        if keepsPictures { pictures.reserveCapacity(count) }
    }

    /// Joins the piece that comes next, unless its lines break a rule with these.
    mutating func append(_ later: consuming ManifestPiece) -> Bool {
        guard reader.append(later.reader) else { return false }
        outline.merge(later.outline)
        identities.formUnion(later.identities)
        pictures += later.pictures
        removedSources += later.removedSources
        return true
    }
}
