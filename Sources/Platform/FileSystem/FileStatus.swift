import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file that dogs needs: whether it is a regular file, who may read it, and which file
/// it is (device and inode), to tell whether a name still refers to the file dogs holds open.
package struct FileStatus: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case file, other }

    let kind: Kind
    /// The permission bits only.
    package let permissions: mode_t
    package let owner: uid_t
    package let group: gid_t
    /// How many names the file has: more than one, and writing in it writes in another's file too.
    package let links: Int
    let device: UInt64
    let inode: UInt64
    package let size: Int
    /// When its contents or status last changed (ctime, in nanoseconds): a file written in place
    /// at the same size is another file for a reader that holds what it read.
    let changed: Int64
    /// When its contents last changed (mtime, in nanoseconds).
    package let modified: Int64

    init(_ status: stat) {
        kind = status.st_mode & S_IFMT == S_IFREG ? .file : .other
        permissions = status.st_mode & 0o777
        owner = status.st_uid
        group = status.st_gid
        links = Int(status.st_nlink)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        #if canImport(Darwin)
        changed = Self.nanoseconds(status.st_ctimespec)
        modified = Self.nanoseconds(status.st_mtimespec)
        #else
        changed = Self.nanoseconds(status.st_ctim)
        modified = Self.nanoseconds(status.st_mtim)
        #endif
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    package static func of(_ handle: FileHandle, path: String) throws(FileSystemError) -> FileStatus {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { throw FileSystemError(path: path) }
        return FileStatus(status)
    }

    /// Whether it is a regular file (no folder, link, device or pipe).
    package var isRegularFile: Bool { kind == .file }

    /// Whether both paths reach one file or folder, whatever links and `..` lie on the way.
    package static func areSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        return stat(path, &first) == 0 && stat(other, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Whether both describe one file on disk.
    package func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}
