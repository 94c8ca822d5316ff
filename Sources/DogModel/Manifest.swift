import Foundation

/// The gallery's source of truth, whole in memory: every picture it holds, in the order they were
/// added, with what the pages are cut by. Kept on disk as `manifest.jsonl`, one line a picture, so
/// that a run adds its pictures by appending (see `ManifestLine`).
package struct Manifest: Equatable, Sendable {
    package static let fileName = "manifest.jsonl"

    package private(set) var pictures: [Picture]
    /// Where the gallery is published, remembered from `--site-url` so the feed's links stay absolute.
    package var siteURL: URL?
    /// The gallery's title on its front pages and in its feed, remembered from `--title`; nil for "Dogs".
    package var title: String?
    /// Pictures a numbered page holds; fixed when the gallery is made, so pages never shift.
    package let pageSize: Int
    /// How many commits made the manifest: the front pages carry the one they were rendered from.
    package var generation: Int
    /// The sources of pictures removed from the gallery, by `dogs remove` or by hand: no fetch
    /// brings them back.
    package private(set) var removedSources: [URL] = []

    /// A manifest of `pictures`, numbered in the order given.
    package init(pictures: [Picture] = [], siteURL: URL? = nil, pageSize: Int = PageSize.standard, generation: Int = 1) {
        self.pictures = []
        self.siteURL = siteURL
        self.pageSize = pageSize
        self.generation = generation
        append(pictures)
    }

    /// The manifest as read, its pictures numbered already.
    package init(numbered pictures: [Picture], siteURL: URL?, title: String? = nil, pageSize: Int, generation: Int, removedSources: [URL] = []) {
        self.pictures = pictures
        self.siteURL = siteURL
        self.title = title
        self.pageSize = pageSize
        self.generation = generation
        self.removedSources = removedSources
    }

    /// Adds pictures after the newest, numbered already (see `GalleryOutline.number`).
    package mutating func append(numbered newPictures: [Picture]) {
        pictures += newPictures
    }

    /// Numbers and appends in place, a picture at a time: a large manifest's pictures are
    /// megabytes, and are not copied to be numbered.
    private mutating func append(_ newPictures: [Picture]) {
        var numbering = PictureNumbering(pictures)
        pictures.reserveCapacity(pictures.count + newPictures.count)
        for picture in newPictures { pictures.append(numbering.next(for: picture)) }
    }

    /// Only the newest `count` pictures, and the older ones it drops (oldest first).
    /// Consuming: the pictures dropped go from the array in place, rather than the kept ones
    /// being copied beside it.
    package consuming func keepingNewest(_ count: Int?) -> (manifest: Manifest, dropped: [Picture]) {
        var kept = self
        guard let count, kept.pictures.count > count else { return (kept, []) }
        let dropping = kept.pictures.count - max(count, 0)
        let dropped = Array(kept.pictures.prefix(dropping))
        kept.pictures.removeFirst(dropping)
        return (kept, dropped)
    }

    /// With `dropped`, as `keepingNewest` gave them, in front again: the pictures it let go listed once more.
    package consuming func restoring(_ dropped: [Picture]) -> Manifest {
        var restored = self
        restored.pictures.insert(contentsOf: dropped, at: 0)
        return restored
    }

    /// Without the pictures whose files are among `files`, and the ones removed (in the
    /// manifest's order). Their sources are remembered, each once; the others keep their numbers.
    package func removing(files: Set<String>) -> (manifest: Manifest, removed: [Picture]) {
        var kept = self
        kept.pictures = pictures.filter { !files.contains($0.file) }
        let removed = pictures.filter { files.contains($0.file) }
        var remembered = Set(removedSources)
        kept.removedSources += removed.map(\.source).filter { remembered.insert($0).inserted }
        return (kept, removed)
    }

    /// The pictures the pages show: all but those away from `images/` (the very array, no copy,
    /// when none is away).
    package var shown: [Picture] {
        pictures.contains { $0.away != nil } ? pictures.filter { $0.away == nil } : pictures
    }

    /// With the pictures whose files are in `changes` away since the date given, or back for nil.
    /// Consuming: marked in place, not copied.
    package consuming func marking(_ changes: [String: Date?]) -> Manifest {
        var marked = self
        for index in marked.pictures.indices {
            if let away = changes[marked.pictures[index].file] { marked.pictures[index] = marked.pictures[index].marked(away: away) }
        }
        return marked
    }

    /// The whole file: its header, the removed sources, every picture, and the mark of its generation.
    package func encoded() -> Data {
        var data = Data()
        encoded { data += $0 }
        return data
    }

    /// The whole file handed to `write` a piece at a time, as it is made: a large gallery's is
    /// megabytes, and is written without being held. A piece is handed over at the end of the
    /// line that makes it `pieceBytes` long or more.
    package func encoded<Failure: Error>(pieceBytes: Int = Self.pieceBytes, _ write: (Data) throws(Failure) -> Void) throws(Failure) {
        let version = pictures.contains { $0.away != nil } ? ManifestLine.awayVersion
            : title != nil ? ManifestLine.titleVersion : removedSources.isEmpty ? ManifestLine.versions.lowerBound : ManifestLine.removalsVersion
        var piece = ManifestLine.header(pageSize: pageSize, siteURL: siteURL, title: title, version: version).text + "\n"
        func add(_ line: ManifestLine) throws(Failure) {
            piece += line.text + "\n"
            guard piece.utf8.count >= pieceBytes else { return }
            try write(Data(piece.utf8))
            piece = ""
        }
        for source in removedSources { try add(.removed(source)) }
        for picture in pictures { try add(.picture(picture)) }
        try add(.commit(generation: generation))
        if !piece.isEmpty { try write(Data(piece.utf8)) }
    }

    /// About as much of the file as `encoded(_:)` makes before handing it over.
    static let pieceBytes = 64 << 10

    /// What a commit appends: its pictures and the mark of its generation.
    package static func appendix(_ pictures: [Picture], generation: Int) -> Data {
        Data((pictures.map(ManifestLine.picture) + [.commit(generation: generation)]).map { $0.text + "\n" }.joined().utf8)
    }

    /// Reads and checks a whole `manifest.jsonl`; a tail after the last commit mark, which an
    /// append cut short leaves, is left out.
    package static func decode(_ data: Data) throws(ManifestProblem) -> Manifest {
        let bytes = Array(data)
        var reader = ManifestReader()
        var pictures: [Picture] = [], removedSources: [URL] = []
        for line in ManifestText.committedLines(of: bytes[...]) {
            switch try reader.read(line) {
            case let .picture(picture): pictures.append(picture)
            case let .removed(source): removedSources.append(source)
            case .header, .commit: break
            }
        }
        try reader.finish()
        return Manifest(
            numbered: pictures, siteURL: reader.siteURL, title: reader.title, pageSize: reader.pageSize, generation: reader.generation, removedSources: removedSources
        )
    }
}
