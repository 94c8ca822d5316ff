import DogModel
import Platform
import PureSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides what in a folder belongs to dogs: whether a folder may become a gallery, and which files
/// in `images/` may be deleted when a gallery is opened. Everything else is someone else's.
enum GalleryOwnership {
    /// dogs' own names in the gallery folder that a gallery is refused for holding as a link: its
    /// manifest, its folders, the lock and the record of runs.
    static let linkFreeNames = [Manifest.fileName, LegacyManifest.fileName, GalleryLayout.imagesFolder, PageNames.folder, GalleryLock.fileName, RunRecordsText.fileName]

    /// Why a user may not change a gallery: what it wrote there, the gallery's own runs could not
    /// change (a lock, a record of runs private to its writer).
    enum Stranger: Equatable {
        /// Root, in a gallery of another user's: every file it wrote would be root's.
        case root
        /// Not in the group the gallery is shared through.
        case notMember
        /// Another user, in a gallery not shared through a group.
        case notOwner
    }

    /// Who may change a gallery whose folder has this owner and mode: its owner, and, in a gallery
    /// shared through its group (see `GroupSharing`), any member (`isMember`: `user` is in the
    /// folder's group); root only in a gallery of root's.
    static func stranger(folderOwner: uid_t, folderMode: mode_t, user: uid_t, isMember: Bool) -> Stranger? {
        guard folderOwner != user else { return nil }
        guard user != 0 else { return .root }
        guard GroupSharing(folderMode: folderMode, group: 0) != nil else { return .notOwner }
        return isMember ? nil : .notMember
    }

    /// Why this process may not change the gallery in `folder` (at `path`), one line naming its
    /// owner; nil when it may.
    static func refusal(of folder: Folder, path: String) -> GalleryError? {
        guard let status = folder.status else { return nil }
        let owner = Account.userName(of: status.owner), user = Account.userName(of: geteuid())
        switch stranger(folderOwner: status.owner, folderMode: status.permissions, user: geteuid(), isMember: Account.isMember(of: status.group)) {
        case nil: return nil
        case .root: return .othersGallery(path: path, owner: owner)
        case .notOwner: return .notOwner(path: path, owner: owner, user: user)
        case .notMember: return .notMember(path: path, owner: owner, group: Account.groupName(of: status.group), user: user)
        }
    }

    /// What stands at `images` or `pages` in a folder.
    enum Contents: Equatable {
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

    /// What a folder without a dogs manifest already holds that makes it someone else's folder:
    /// dogs' front files, anything in `images/` or `pages/` beyond what an interrupted first run
    /// leaves (temporaries, and pictures its journal lists), and, for a gallery to be made there,
    /// anything else not hidden (as `git clone` wants a folder empty; hidden files such as
    /// `.htaccess`, and `lost+found`, are allowed). Empty when dogs may make it a gallery.
    static func claimedNames(rootNames: Set<String>, images: Contents, pages: Contents, journaled: Set<String>, creating: Bool = true) -> [String] {
        let others = creating ? rootNames.filter { !$0.hasPrefix(".") && $0 != "lost+found" && !dogsNames.contains($0) }.sorted() : []
        return GalleryPages.frontFileNames.filter(rootNames.contains)
            + (others.count <= shownOthers ? others : others.prefix(shownOthers - 1) + ["\(others.count - shownOthers + 1) more"])
            + claimed(GalleryLayout.imagesFolder, images) { journaled.contains(GalleryLayout.file(forImage: $0)) }
            + claimed(PageNames.folder, pages) { _ in false }
    }

    /// The names dogs writes in a gallery folder that are not hidden.
    private static let dogsNames = Set(GalleryPages.frontFileNames + [Manifest.fileName, LegacyManifest.fileName, GalleryLayout.imagesFolder, PageNames.folder])
    /// How many of someone else's names a refusal lists before it counts the rest.
    private static let shownOthers = 3

    /// The folder `name` as found, if it holds anything but dogs' temporaries and `isLeftover` names.
    private static func claimed(_ name: String, _ contents: Contents, isLeftover: (String) -> Bool) -> [String] {
        switch contents {
        case .absent:
            return []
        case .notAFolder:
            return ["\(name) (not a folder)"]
        case let .folder(names):
            let others = names.filter { !TemporaryName.isTemporary($0) && !isLeftover($0) }
            return others.isEmpty ? [] : ["\(name)/ (\(others.count) \(others.count == 1 ? "entry" : "entries"))"]
        }
    }

    /// Whether `name` in `images/` is one of the manifest's pictures, which stay.
    static func isListed(_ name: String, in manifestFiles: DigestSet) -> Bool {
        manifestFiles.contains(GalleryLayout.file(forImage: name))
    }

    /// Sorts the names in `images/` that the manifest does not list (see `isListed`): dogs'
    /// leftovers go, the rest is foreign.
    static func sweep(unlisted names: [String], journal: [GalleryJournal.Entry]) -> Sweep {
        let journaled = Dictionary(journal.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var sweep = Sweep()
        for name in names.sorted() {
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
