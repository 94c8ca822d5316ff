import DogModel
import Platform

/// What `dogs verify` found in `images/` under a picture's name.
enum FoundFile: Equatable, Sendable {
    case absent
    /// A link, a folder or anything else that is not a regular file: never opened.
    case notAFile
    /// A regular file that could not be opened or read to its end.
    case unreadable
    /// A regular file, read to its end: its size, its SHA-256, the format its first bytes say,
    /// whether that format's end marker is there, and which file it was (a repair replaces only it).
    case file(bytes: Int, sha256: String, format: ImageFormat?, isComplete: Bool, status: FileStatus? = nil)

    /// Which file was read, for a regular file.
    var status: FileStatus? {
        if case let .file(_, _, _, _, status) = self { status } else { nil }
    }
}
