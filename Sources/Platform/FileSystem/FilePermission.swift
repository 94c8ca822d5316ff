import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a user may do to a file, decided as the kernel decides it from the file's bits: the
/// owner's bits for its owner, the group's for a member of its group, the others' for anyone
/// else, each class alone (an owner without the bit is refused, whatever the others may).
package enum FilePermission {
    package enum Access: mode_t, Sendable {
        case read = 4, write = 2, execute = 1
    }

    /// - Parameters:
    ///   - user: who asks; root may read and write anything, and run a file anyone may run.
    ///   - groups: every group `user` is in.
    package static func allows(_ access: Access, mode: mode_t, owner: uid_t, group: gid_t, to user: uid_t, in groups: [gid_t]) -> Bool {
        if user == 0 { return access != .execute || mode & 0o111 != 0 }
        let shift: mode_t = user == owner ? 6 : groups.contains(group) ? 3 : 0
        return (mode >> shift) & access.rawValue != 0
    }
}
