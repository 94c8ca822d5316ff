import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a program can be started by the user a schedule runs it as, as the kernel will judge
/// when cron or systemd starts it: there, a regular file, and executable by that user.
package enum ProgramFile {
    package enum Check: Equatable, Sendable {
        case runnable
        /// Nothing at the path, or a link to nothing.
        case missing
        /// A folder, a device, a pipe.
        case notAFile
        /// A file the user (named) has no execute permission for.
        case notPermitted(user: String)
        /// The path cannot be looked at by whoever asks (a folder on the way it may not enter):
        /// nothing can be told.
        case hidden
    }

    package static func check(_ path: String, runBy user: uid_t) -> Check {
        var status = stat()
        guard stat(path, &status) == 0 else { return [ENOENT, ENOTDIR].contains(errno) ? .missing : .hidden }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notAFile }
        let allowed = FilePermission.allows(
            .execute, mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid, to: user, in: Account.groups(of: user)
        )
        return allowed ? .runnable : .notPermitted(user: Account.userName(of: user))
    }
}
