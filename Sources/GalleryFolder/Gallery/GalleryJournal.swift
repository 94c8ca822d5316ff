import DogModel
import Foundation
import Platform
import PureSupport

/// What a commit is about to do to `images/`, written and flushed before it renames a picture into
/// place or deletes one `--keep` dropped. A run killed part way leaves it behind as proof of which
/// files dogs made: the next run deletes those the manifest does not list, and only if their bytes
/// are still the ones recorded here. Nothing else in `images/` is ever deleted.
///
/// A journal is acted on only when it is provably that of a run on this very gallery that did not
/// finish: it carries a mark the run wrote in the gallery's private lock file, which every run
/// that finishes clears, and the identity of the gallery folder, which a copy (`cp -a`, a restore)
/// does not have. A journal made by hand, or copied along with a gallery, deletes nothing.
struct GalleryJournal: Codable, Equatable, Sendable {
    static let fileName = ".dogs-journal"

    struct Entry: Codable, Equatable, Hashable, Sendable {
        /// `images/<name>`, as the manifest records it.
        let file: String
        let bytes: Int
        let sha256: String
    }

    /// The mark of the run that wrote it, also in the lock file while that run has not finished.
    let run: String
    /// The gallery folder it was written in (see `Folder.identity`).
    let folder: String
    let entries: [Entry]

    init(_ pictures: [Picture], run: String, folder: String) {
        self.run = run
        self.folder = folder
        entries = pictures.map { Entry(file: $0.file, bytes: $0.bytes, sha256: $0.sha256) }
    }

    /// Records, flushed, that this run is about to put `pictures` in `images/` or delete them
    /// there, tied to this run by a mark in `lock` and to this gallery by its folder's identity.
    static func write(_ pictures: [Picture], in disk: GalleryFileChanges, markingIn lock: GalleryLock) throws(GalleryError) {
        let run = newRun()
        try lock.mark(run)
        try disk.place(GalleryJournal(pictures, run: run, folder: disk.folder.identity ?? "").encoded(), as: fileName)
        disk.folder.sync()
    }

    /// A new run's mark: 128 random bits, which nothing outside the run can guess.
    static func newRun() -> String {
        Hex.lowercase((0..<16).map { _ in UInt8.random(in: .min ... .max) })
    }

    /// An entry a line, written as the manifest's lines are rather than through JSONEncoder,
    /// which builds a tree of every value first.
    func encoded() -> Data {
        let lines = entries.map { entry in
            FlatJSON.object([("file", .string(entry.file)), ("bytes", .integer(entry.bytes)), ("sha256", .string(entry.sha256))])
        }
        // The mark is hexadecimal and the folder digits and a colon: nothing in them to escape.
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
        return Data("{\"run\":\"\(run)\",\"folder\":\"\(folder)\",\"entries\":\(list)}".utf8)
    }

    /// The journal's entries, or nil when it is not one dogs wrote (then nothing is deleted on its word).
    static func decode(_ data: Data) -> GalleryJournal? {
        guard let journal = try? JSONDecoder().decode(GalleryJournal.self, from: data) else { return nil }
        let folder = GalleryLayout.file(forImage: "")
        let sound = journal.entries.allSatisfy { entry in
            entry.file.hasPrefix(folder) && PictureNaming.isPictureName(GalleryLayout.imageName(of: entry.file))
                && entry.bytes >= 0 && ManifestValidation.isSHA256(entry.sha256)
        }
        return sound && isRun(journal.run) ? journal : nil
    }

    /// The entries of the journal in `folder`, only when it belongs to a run on this gallery that
    /// did not finish: its mark is the one in the lock file, its folder this one. None otherwise.
    static func unfinished(in folder: Folder) -> [Entry] {
        guard let journal = (try? folder.read(fileName)).flatMap(decode), journal.run == GalleryLock.mark(in: folder),
              journal.folder == folder.identity
        else { return [] }
        return journal.entries
    }

    private static func isRun(_ text: String) -> Bool {
        text.count == 32 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
