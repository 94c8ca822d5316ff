import DogModel
import Platform
import PureSupport

/// Why the gallery folder could not be used, each with a one-line message for a person.
package enum GalleryError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreate(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    /// The manifest is dogs' but damaged or tampered with: which entry and field, and why.
    case invalidManifest(path: String, problem: String)
    /// The manifest is dogs', in a version of the format that a newer dogs writes.
    case newerManifest(path: String, version: Int)
    /// The folder holds names dogs writes (a page, a non-empty `images/`) but no dogs manifest.
    case notAGallery(path: String, found: [String])
    /// A name dogs uses in the gallery is a symbolic link, which dogs never follows.
    case symbolicLink(path: String)
    /// `images/` is gone while the manifest lists pictures: likely not mounted, or moved away.
    case imagesMissing(path: String, pictures: Int)
    case busy(path: String)
    /// The file at the lock's name is not one dogs may write in: another file's name too, or another user's.
    case notDogsLock(path: String, reason: String)
    /// dogs runs as root in a gallery of another user's, where what it wrote would be root's.
    case othersGallery(path: String, owner: String)
    /// dogs runs as another user than the owner of a gallery not shared through a group.
    case notOwner(path: String, owner: String, user: String)
    /// dogs runs as a user outside the group the gallery is shared through.
    case notMember(path: String, owner: String, group: String, user: String)
    /// The lock file was removed or replaced while this run held it: another run may have started.
    case lockLost(path: String)
    /// No gallery there; `startsOne` when `dogs fetch` would start one there (the folder is new,
    /// empty, or holds only what may stand beside a gallery).
    case noGallery(path: String, startsOne: Bool = true)
    /// A new gallery would be made inside another, whose pages would then publish it as its own files.
    case insideGallery(path: String, gallery: String)

    package var description: String {
        switch self {
        case let .cannotCreate(path, reason):
            "cannot create the gallery folder \(path): \(reason)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .cannotRead(path, reason):
            "cannot read \(path): \(reason)"
        case let .invalidManifest(path, problem):
            "\(path) is damaged: \(problem); dogs changes nothing in the gallery until it is repaired or restored"
        case let .newerManifest(path, version):
            "\(path) was written by a newer version of dogs (its format is version \(version); dogs \(DogsVersion.current) reads up to "
                + "\(ManifestLine.newestVersion)); upgrade dogs to use this gallery"
        case let .notAGallery(path, found):
            "\(path) is not a dogs gallery: it holds \(ProseList.joined(found)) but no dogs manifest; "
                + "give --out a new or empty folder, such as \(path == "/" ? "" : path)/dogs"
        case let .symbolicLink(path):
            "\(path) is a symbolic link; dogs does not follow links inside a gallery"
        case let .imagesMissing(path, pictures):
            "\(path) is missing, though the manifest lists \(PageText.count(pictures)): is it on a volume that is not mounted, "
                + "or was it moved? dogs changes nothing until it is back"
        case let .busy(path):
            "another dogs run is updating \(path); try again when it has finished"
        case let .lockLost(path):
            "\(path) was removed or replaced during the run, so another run may be updating the gallery; nothing was changed"
        case let .insideGallery(path, gallery):
            "\(path) is inside the gallery \(gallery); dogs does not start a gallery inside another "
                + "(without --out, dogs uses the gallery you are in; give --out a folder outside it for a new one)"
        case let .notDogsLock(path, reason):
            "\(path) is not dogs' own lock: \(reason); dogs writes nothing in it (if it is dogs', remove it and run again)"
        case let .othersGallery(path, owner):
            "\(path) belongs to \(owner), and dogs runs as root: what it wrote there would be root's, not \(owner)'s; "
                + "run it as \(owner) (sudo -u \(owner) dogs ...)"
        case let .notOwner(path, owner, user):
            "\(path) belongs to \(owner), and dogs runs as \(user): what \(user) wrote there, \(owner)'s runs could not change; "
                + "run it as \(owner) (sudo -u \(owner) dogs ...), or share the gallery through a group (see the README)"
        case let .notMember(path, owner, group, user):
            "\(path) belongs to \(owner) and is shared through the group \(group), which \(user) is not in: what \(user) wrote there, "
                + "no member's run could change; run dogs as \(owner) or a member of \(group)"
        case let .noGallery(path, startsOne):
            "\(path) holds no gallery (no manifest.jsonl); " + (startsOne ? "'dogs fetch --out \(path)' starts one" : "give --out a gallery's folder")
        }
    }
}

extension GalleryError {
    /// A picture's file that could not be stored: the gallery cannot be written.
    package init(_ failure: StorageFailure) {
        self = .cannotWrite(path: failure.path, reason: failure.reason)
    }
}
