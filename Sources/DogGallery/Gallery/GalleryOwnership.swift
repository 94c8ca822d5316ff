/// Decides what in a folder belongs to dogs: whether a folder may become a gallery, and which files
/// in `images/` may be deleted when a gallery is opened. Everything else is someone else's.
enum GalleryOwnership {
    /// What stands at `images` in a folder.
    enum Images: Equatable {
        case absent
        case notAFolder
        case folder(names: [String])
    }

    /// What to do with the names in `images/` when a gallery is opened.
    struct Sweep: Equatable {
        /// dogs' temporary files: deleted if they are regular files.
        var temporaries: [String] = []
        /// Pictures a killed commit renamed in but never recorded: deleted if their bytes match.
        var unrecorded: [GalleryJournal.Entry] = []
        /// Not dogs' to touch: left where they are and named in a warning.
        var foreign: [String] = []
    }

    /// The names dogs writes that a folder without a dogs manifest already holds, which make it
    /// someone else's folder: its pages, or anything in `images/` beyond what an interrupted first
    /// run leaves (temporaries, and pictures its journal lists). Empty when dogs may make it a gallery.
    static func claimedNames(rootNames: Set<String>, images: Images, journaled: Set<String>) -> [String] {
        var found = (GalleryIndexes.frontFileNames + [PageNames.folder]).filter(rootNames.contains)
        switch images {
        case .absent:
            break
        case .notAFolder:
            found.append("\(GalleryLayout.imagesFolder) (not a folder)")
        case let .folder(names):
            let others = names.filter { !TemporaryName.isTemporary($0) && !journaled.contains(GalleryLayout.file(forImage: $0)) }
            if !others.isEmpty { found.append("\(GalleryLayout.imagesFolder)/ (\(others.count) \(others.count == 1 ? "entry" : "entries"))") }
        }
        return found
    }

    /// Sorts the names in `images/`: the manifest's pictures stay, dogs' leftovers go, the rest is foreign.
    static func sweep(imageNames: [String], manifestFiles: Set<String>, journal: [GalleryJournal.Entry]) -> Sweep {
        let journaled = Dictionary(journal.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var sweep = Sweep()
        // Sorted after filtering: a large gallery's images/ is nearly all the manifest's pictures.
        for name in imageNames.filter({ !manifestFiles.contains(GalleryLayout.file(forImage: $0)) }).sorted() {
            if TemporaryName.isTemporary(name) {
                sweep.temporaries.append(name)
            } else if let entry = journaled[GalleryLayout.file(forImage: name)] {
                sweep.unrecorded.append(entry)
            } else {
                sweep.foreign.append(name)
            }
        }
        return sweep
    }
}
