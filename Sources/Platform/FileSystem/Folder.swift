import FileSystemCalls
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder opened once and reached only through its descriptor. Every name is looked up inside
/// it without following symbolic links, so a link planted in the folder never redirects a read,
/// a write or a deletion, and the folder cannot be swapped for another behind dogs' back.
package final class Folder: Sendable {
    /// What stands at a name, as `lstat` sees it.
    package enum Entry: Equatable, Sendable {
        case file(FileStatus)
        case folder
        case link
        case other
    }

    /// For messages: the path the folder was opened at.
    package let path: String
    private let descriptor: Int32
    /// The group the folder is shared through, as it was when opened: what is made in it is
    /// that group's (see `GroupSharing`).
    package let sharing: GroupSharing?

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
        var status = stat()
        sharing = fstat(descriptor, &status) == 0 ? GroupSharing(folderMode: status.st_mode, group: status.st_gid) : nil
    }

    /// Opens the folder at `path`, following a link there (the user chose that path), but none below it.
    package convenience init(opening path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor != -1 else { throw FileSystemError(path: path) }
        self.init(path: path, descriptor: descriptor)
    }

    deinit {
        close(descriptor)
    }

    /// What `stat` says of the folder itself, nil when it cannot say.
    package var status: FileStatus? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
    }

    /// Which folder this is, as "device:inode": the same after a rename, another for a copy.
    package var identity: String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino)"
    }

    /// The folder `name` inside this one; a symbolic link there fails with `ELOOP` or `ENOTDIR`.
    package func subfolder(_ name: String) throws(FileSystemError) -> Folder {
        let descriptor = openat(self.descriptor, try checked(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor != -1 else { throw FileSystemError(path: child(name)) }
        return Folder(path: child(name), descriptor: descriptor)
    }

    /// Creates the folder `name`, and reports whether it did; one already there is fine.
    @discardableResult
    package func makeSubfolder(_ name: String) throws(FileSystemError) -> Bool {
        guard mkdirat(descriptor, try checked(name), 0o777) == 0 else {
            guard errno == EEXIST else { throw FileSystemError(path: child(name)) }
            return false
        }
        share([name])
        return true
    }

    /// Gives the files and folders at `names` the folder's shared group and access (see
    /// `GroupSharing`), each reached without following a link; nothing when it is not shared,
    /// and nothing this user may not change.
    package func share(_ names: [String]) {
        guard let sharing else { return }
        for name in names {
            guard let name = try? checked(name) else { continue }
            let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard opened != -1 else { continue }
            var status = stat()
            if fstat(opened, &status) == 0, [S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) { sharing.apply(to: opened) }
            close(opened)
        }
    }

    /// Whether the file `name` is made unchangeable (immutable or append-only), so that nothing
    /// can be put in its place; false when that cannot be told.
    package func isUnchangeable(_ name: String) -> Bool {
        (try? checked(name)).map { dogs_is_unchangeable(descriptor, $0) == 1 } ?? false
    }

    /// Whether `file`, in this folder, is kept from this process by the folder's sticky bit: only
    /// the file's owner, the folder's or root may put something in its place.
    package func isKeptBySticky(_ file: FileStatus) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        return Self.isKeptBySticky(fileOwner: file.owner, folderOwner: status.st_uid, folderMode: status.st_mode, user: geteuid())
    }

    /// Whether the sticky bit of a folder with this owner and mode keeps `user` from putting
    /// something in place of a file with this owner.
    static func isKeptBySticky(fileOwner: uid_t, folderOwner: uid_t, folderMode: mode_t, user: uid_t) -> Bool {
        folderMode & S_ISVTX != 0 && user != 0 && fileOwner != user && folderOwner != user
    }

    /// What stands at `name`, or nil when nothing does.

    package func entry(_ name: String) throws(FileSystemError) -> Entry? {
        var status = stat()
        guard fstatat(descriptor, try checked(name), &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError(path: child(name))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(FileStatus(status))
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// When what stands at `name` (a file, a folder, a link) last changed, its contents or its
    /// status (ctime, in nanoseconds); nil when nothing is there or it cannot be seen.
    package func changeTime(of name: String) -> Int64? {
        var status = stat()
        guard let name = try? checked(name), fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(status).changed
    }

    /// The names in the folder that `isWanted`, without `.` and `..`; the others are never kept.
    /// A listing cut short by an error is an error, never taken for the whole folder.
    package func names(where isWanted: (String) -> Bool = { _ in true }) throws(FileSystemError) -> [String] {
        // fdopendir takes the descriptor it is given, so it gets a copy.
        let copy = dup(descriptor)
        guard copy != -1 else { throw FileSystemError(path: path) }
        guard let stream = fdopendir(copy) else {
            let error = FileSystemError(path: path)
            close(copy)
            throw error
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while true {
            // readdir tells its end from an error only by errno.
            errno = 0
            guard let entry = readdir(stream) else {
                guard errno == 0 else { throw FileSystemError(path: path) }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != "..", isWanted(name) { names.append(name) }
        }
    }

    /// Creates `name`, which must not exist yet, open for reading and writing.
    /// The mode is subject to the umask, as for any new file.
    package func createFile(_ name: String, mode: mode_t = 0o666) throws(FileSystemError) -> FileHandle {
        let descriptor = openat(self.descriptor, try checked(name), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor != -1 else { throw FileSystemError(path: child(name)) }
        sharing?.apply(to: descriptor)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Creates a file at a new temporary name of dogs', open for reading and writing, and gives
    /// the name: a name already taken (by a killed run, say) is passed over for the next.
    package func createTemporaryFile(mode: mode_t = 0o666) throws(FileSystemError) -> (name: String, handle: FileHandle) {
        var lastError = FileSystemError(path: path, code: EEXIST)
        for _ in 1...Self.temporaryAttempts {
            let name = TemporaryName.next()
            do {
                return (name, try createFile(name, mode: mode))
            } catch {
                lastError = error
                guard error.code == EEXIST else { break }
            }
        }
        throw lastError
    }

    /// Puts `data` at `name` in one step: written and flushed to a temporary file of `mode`, then
    /// renamed over whatever is at the name (a link there is replaced, never followed), so a
    /// reader or a crash sees the old file or the new. In a folder shared through a group, the
    /// new file is the group's, with the group's access (see `GroupSharing`). Elsewhere, when
    /// `keeping` is the file it replaces, the new one has that file's group, its mode within
    /// `mode`'s bits and the group's (a group a reader was given stays given), and its owner where
    /// dogs may give it (as root); a group this user is not in cannot be kept, and its access is
    /// then given to no other: the group is given back, when it had any access. Unless
    /// `replacing`, a file at the name by then stays, and the placing fails with `EEXIST`.
    @discardableResult
    package func replaceFile(
        _ name: String, with data: Data, mode: mode_t, keeping replaced: FileStatus? = nil, replacing: Bool = true
    ) throws(FileSystemError) -> gid_t? {
        let (temporary, handle) = try createTemporaryFile(mode: mode)
        defer { try? handle.close() }
        var lostGroup: gid_t?
        do throws(Errno) {
            if let sharing {
                fchmod(handle.fileDescriptor, sharing.mode(for: mode, isFolder: false))
            } else if let replaced {
                // An owner dogs may not give is left as created: the file is still dogs'.
                let kept = fchown(handle.fileDescriptor, geteuid() == 0 ? replaced.owner : uid_t.max, replaced.group) == 0
                fchmod(handle.fileDescriptor, replaced.permissions & (mode | (kept ? (mode & 0o700) >> 3 : 0)))
                if !kept, replaced.permissions & 0o070 != 0 { lostGroup = replaced.group }
            } else {
                fchmod(handle.fileDescriptor, mode)
            }
            try handle.writeAll(data)
            try handle.flushToDisk()
        } catch {
            _ = try? removeFile(temporary)
            throw FileSystemError(path: child(name), error)
        }
        do {
            try move(temporary, to: name, replacing: replacing)
        } catch {
            _ = try? removeFile(temporary)
            throw error
        }
        return lostGroup
    }

    /// Opens the existing regular file `name`; a link there fails with `ELOOP`.
    package func openFile(_ name: String, writable: Bool = false) throws(FileSystemError) -> FileHandle {
        // O_NONBLOCK: opening a FIFO planted under a gallery name must not hang the run.
        let descriptor = openat(self.descriptor, try checked(name), (writable ? O_RDWR : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor != -1 else { throw FileSystemError(path: child(name)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard case .file = try FileStatus.of(handle, path: child(name)).kind else {
            throw FileSystemError(path: child(name), code: EINVAL)
        }
        return handle
    }

    /// The whole contents of the regular file `name`.
    package func read(_ name: String) throws(FileSystemError) -> Data {
        try Self.readToEnd(openFile(name), path: child(name))
    }

    /// At most `count` bytes from the start of the regular file `name`: a look into a file of any size.
    package func readPrefix(_ name: String, upTo count: Int) throws(FileSystemError) -> Data {
        let handle = try openFile(name)
        do {
            return try handle.readChunk(upTo: count)
        } catch {
            throw FileSystemError(path: child(name), error)
        }
    }

    package static func readToEnd(_ handle: FileHandle, path: String) throws(FileSystemError) -> Data {
        do {
            return try handle.readAll()
        } catch {
            throw FileSystemError(path: path, error)
        }
    }

    /// Renames `name` to `newName`. Without `replacing`, a name already taken fails with `EEXIST`
    /// rather than replacing whatever is there.
    package func move(_ name: String, to newName: String, replacing: Bool) throws(FileSystemError) {
        let (name, newName) = (try checked(name), try checked(newName))
        let moved = replacing
            ? renameat(descriptor, name, descriptor, newName)
            : dogs_rename_exclusive(descriptor, name, descriptor, newName)
        guard moved == 0 else { throw FileSystemError(path: child(newName)) }
    }

    /// Deletes `name` if it is a regular file, and reports whether it did. Never a folder
    /// (unlinkat refuses one), never what a link points to (unlinkat removes the link itself).
    @discardableResult
    package func removeFile(_ name: String) throws(FileSystemError) -> Bool {
        guard case .file = try entry(name) else { return false }
        guard unlinkat(descriptor, name, 0) == 0 else {
            if errno == ENOENT { return false }
            throw FileSystemError(path: child(name))
        }
        return true
    }

    /// Deletes `name` only if it is the file `expected` (same device and inode), and reports
    /// whether it did. Another program may put another file at the name at any moment, so the
    /// name is not unlinked on the word of an earlier check: the file is first moved aside (see
    /// `takeAside`), and only the file found there is deleted.
    package func removeFile(_ name: String, ifSameFileAs expected: FileStatus) throws(FileSystemError) -> Bool {
        guard let aside = try takeAside(name, ifSameFileAs: expected) else { return false }
        return try removeFile(aside)
    }

    /// Moves whatever is at `name` to a new temporary name of dogs' and gives that name, if it is
    /// the file `expected`; anything else is put back where it was, or, when a third file took the
    /// name meanwhile, beside it as `<name>.~N~` (as `mv --backup=numbered` does), never deleted.
    /// Nil when it was not that file, or nothing was there.
    package func takeAside(_ name: String, ifSameFileAs expected: FileStatus) throws(FileSystemError) -> String? {
        try takeAside(name) { aside in
            guard case let .file(found)? = try? entry(aside) else { return false }
            return found.isSameFile(as: expected)
        }
    }

    /// `takeAside` for whatever `isExpected` accepts, judged under the temporary name, where no
    /// other program looks for it.
    func takeAside(_ name: String, if isExpected: (String) -> Bool) throws(FileSystemError) -> String? {
        for _ in 1...Self.temporaryAttempts {
            let aside = TemporaryName.next()
            do {
                try move(name, to: aside, replacing: false)
            } catch where error.code == EEXIST {
                continue
            } catch where error.code == ENOENT {
                return nil
            }
            if isExpected(aside) { return aside }
            try putBack(aside, as: name)
            return nil
        }
        throw FileSystemError(path: child(name), code: EEXIST)
    }

    /// Renames the file `name` to the first free name of `base.~1~`, `base.~2~`, … (as `mv
    /// --backup=numbered` names what it keeps); gives back the name it now has.
    package func keepNumbered(_ name: String, as base: String) throws(FileSystemError) -> String {
        for candidate in (1...Self.temporaryAttempts).map({ "\(base).~\($0)~" }) {
            do {
                try move(name, to: candidate, replacing: false)
                return candidate
            } catch where error.code == EEXIST {
                continue
            }
        }
        throw FileSystemError(path: child(base), code: EEXIST)
    }

    /// Whether the bytes of the file `name` are the first bytes of the file `other`, both read a
    /// piece at a time; false when either cannot be read.
    package func isPrefix(_ name: String, of other: String) -> Bool {
        guard let first = try? openFile(name), let second = try? openFile(other) else { return false }
        while true {
            guard let piece = try? first.readChunk(upTo: 1 << 16) else { return false }
            guard !piece.isEmpty else { return true }
            guard let same = try? second.readChunk(upTo: piece.count), same == piece else { return false }
        }
    }

    /// Tries at a temporary name before giving up: each clash means a file already has that name.
    static let temporaryAttempts = 64

    private func putBack(_ aside: String, as name: String) throws(FileSystemError) {
        var error = FileSystemError(path: child(name), code: EEXIST)
        for candidate in [name] + (1...Self.temporaryAttempts).map({ "\(name).~\($0)~" }) {
            do {
                return try move(aside, to: candidate, replacing: false)
            } catch let failure where failure.code == EEXIST {
                error = failure
            }
        }
        throw error
    }

    /// Deletes the symbolic link `name` if it leads to `target` or to a path ending in `/target`:
    /// the link read and deleted in this folder, never through a link on the way to it. Like a
    /// file, it is first taken aside, so that a link another program puts at the name is never
    /// deleted on the word of the one read before. Anything else at the name is not even moved,
    /// and stays as it is. True when a link was deleted.
    @discardableResult
    package func removeLink(_ name: String, leadingTo target: String) throws(FileSystemError) -> Bool {
        guard case .link? = try entry(name) else { return false }
        let leadsToTarget = { (aside: String) in
            SymbolicLink.destination(of: aside, in: self.descriptor).map { $0 == target || $0.hasSuffix("/" + target) } ?? false
        }
        guard let aside = try takeAside(name, if: leadsToTarget) else { return false }
        guard unlinkat(descriptor, aside, 0) == 0 else {
            let failure = FileSystemError(path: child(name))
            try? putBack(aside, as: name)
            throw failure
        }
        return true
    }

    /// Deletes the folder `name` if it is empty (rmdir refuses one that is not, and a link);
    /// best effort, as tidying up after a run.
    package func removeEmptySubfolder(_ name: String) {
        guard case .folder? = try? entry(name), let name = try? checked(name) else { return }
        unlinkat(descriptor, name, AT_REMOVEDIR)
    }

    /// Makes the folder's renames and deletions durable; best effort.
    package func sync() {
        fsync(descriptor)
    }

    /// A name for one entry of this folder. `O_NOFOLLOW` guards only a path's last part, so a
    /// name with a slash, or `..`, could reach outside the folder: it is refused, whoever built it.
    private func checked(_ name: String) throws(FileSystemError) -> String {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.utf8.contains(0) else {
            throw FileSystemError(path: child(name), code: EINVAL)
        }
        return name
    }

    package func child(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }
}
