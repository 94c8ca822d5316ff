import Foundation

/// What a commit is about to do to `images/`, written and flushed before it renames a picture into
/// place or deletes one `--keep` dropped. A run killed part way leaves it behind as proof of which
/// files dogs made: the next run deletes those the manifest does not list, and only if their bytes
/// are still the ones recorded here. Nothing else in `images/` is ever deleted.
struct GalleryJournal: Codable, Equatable, Sendable {
    static let fileName = ".dogs-journal"

    struct Entry: Codable, Equatable, Hashable, Sendable {
        /// `images/<name>`, as the manifest records it.
        let file: String
        let bytes: Int
        let sha256: String
    }

    let entries: [Entry]

    init(_ pictures: [Picture]) {
        entries = pictures.map { Entry(file: $0.file, bytes: $0.bytes, sha256: $0.sha256) }
    }

    func encoded() -> Data {
        // Encoding plain strings and numbers cannot fail.
        Data("{\"entries\":".utf8) + ((try? JSONLines.array(entries, encoder: .dogs())) ?? Data("[]".utf8)) + Data("}".utf8)
    }

    /// The journal's entries, or nil when it is not one dogs wrote (then nothing is deleted on its word).
    static func decode(_ data: Data) -> GalleryJournal? {
        guard let journal = try? JSONDecoder().decode(GalleryJournal.self, from: data) else { return nil }
        let folder = GalleryLayout.file(forImage: "")
        let sound = journal.entries.allSatisfy { entry in
            entry.file.hasPrefix(folder) && PictureNaming.isPictureName(GalleryLayout.imageName(of: entry.file))
                && entry.bytes >= 0 && ManifestValidation.isSHA256(entry.sha256)
        }
        return sound ? journal : nil
    }
}
