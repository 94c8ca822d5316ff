#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder shared through its group: its group may write in it and others may not (as a team's
/// gallery, `www-data:www-data` mode 2775). Whatever is made in it is the folder's group's, with
/// the group's access where the owner has it, so that a member's run leaves nothing another
/// member cannot change.
package struct GroupSharing: Equatable, Sendable {
    package let group: gid_t

    /// The sharing of a folder with this mode and group; nil when it is not shared so.
    package init?(folderMode: mode_t, group: gid_t) {
        guard folderMode & 0o020 != 0, folderMode & 0o002 == 0 else { return nil }
        self.group = group
    }

    /// The mode a file or folder made in the shared folder gets: the owner's read and write (and,
    /// for a folder, entry) for the group too, every other bit as it was.
    package func mode(for mode: mode_t, isFolder: Bool) -> mode_t {
        mode | ((mode & (isFolder ? 0o700 : 0o600)) >> 3)
    }

    /// Gives the open file or folder at `descriptor` the shared group and access; what cannot be
    /// given (a group this user is not in) is left as it is.
    func apply(to descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        if status.st_gid != group { _ = fchown(descriptor, uid_t.max, group) }
        let current = status.st_mode & 0o7777, wanted = mode(for: current, isFolder: status.st_mode & S_IFMT == S_IFDIR)
        if wanted != current { _ = fchmod(descriptor, wanted) }
    }
}
