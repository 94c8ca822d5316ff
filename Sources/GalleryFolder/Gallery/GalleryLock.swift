import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the gallery's lock file, held while a run changes the gallery.
/// The kernel drops it when the process ends, however it ends, so a killed run never blocks the next.
/// The file is private to its owner, or in a gallery shared through a group to that group (no
/// one else can open it to hold the lock forever), is never reached through a link, and is
/// written in only while it is dogs' own: this user's, or the group's in a shared gallery.
final class GalleryLock: Sendable {
    static let fileName = ".dogs.lock"
    /// Tries at taking a lock whose file is replaced under it each time, before giving up as busy.
    static let attempts = 5

    private let folder: Folder
    private let handle: FileHandle
    private let status: FileStatus
    /// A lock of dogs' that a backup made with hard links shares, held (never written) while a
    /// new one takes its name, so that a run that opened it meanwhile finds the gallery busy.
    private let shared: FileHandle?
    /// When the run before this one took the lock (nanoseconds since 1970), kept as the lock
    /// file's modification time; nil for the first run. Files in `images/` that changed since are new.
    let previousRun: Int64?
    /// When this run took it, which the lock file keeps as its modification time for the next.
    private let taken: timespec

    init(in folder: Folder) throws(GalleryError) {
        let path = folder.child(Self.fileName)
        for _ in 1...Self.attempts {
            let handle: FileHandle, created: Bool
            do {
                (handle, created) = try Self.openOrCreate(in: folder)
            } catch {
                if error.code == ELOOP { throw .symbolicLink(path: path) }
                // A lock only another member may open, as an earlier dogs left it in a shared gallery.
                if error.code == EACCES, folder.sharing != nil, case let .file(status)? = try? folder.entry(Self.fileName) {
                    throw .notDogsLock(path: path, reason: "only \(Account.userName(of: status.owner)) may open it, as an earlier dogs left it; in a gallery shared "
                        + "through a group, the lock is the group's, and \(Account.userName(of: status.owner)) or root may delete this one while no dogs run is using it")
                }
                throw .cannotWrite(path: path, reason: error.reason)
            }
            // Nothing is written in a file that is not provably dogs' own: this user's, or the shared group's.
            let opened = try? FileStatus.of(handle, path: path)
            if let refusal = Self.refusal(of: opened, sharing: folder.sharing, contents: { try? handle.readChunk(upTo: 64) }) {
                throw .notDogsLock(path: path, reason: refusal)
            }
            try Self.take(handle, path: path, in: folder)
            // The file locked must still be the one at the lock's name: a run that removed or
            // replaced it meanwhile would let the next run lock another file beside this one.
            guard let locked = try? FileStatus.of(handle, path: path), Self.stands(locked, in: folder) else { continue }
            var (own, shared): (FileHandle, FileHandle?) = (handle, nil)
            if locked.links > 1 {
                own = try Self.replacement(in: folder)
                shared = handle
            }
            guard let status = try? FileStatus.of(own, path: path), Self.stands(status, in: folder) else { continue }
            // The owner's alone, or in a shared gallery the group's too, whoever made it.
            if status.owner == geteuid() {
                fchmod(own.fileDescriptor, folder.sharing?.mode(for: 0o600, isFolder: false) ?? 0o600)
                if let sharing = folder.sharing, status.group != sharing.group { _ = fchown(own.fileDescriptor, uid_t.max, sharing.group) }
            }
            self.folder = folder
            self.handle = own
            self.shared = shared
            self.status = status
            previousRun = created ? nil : locked.modified
            // Now, by the clock that stamps the files this time is compared with: a finer one
            // runs ahead of it, and would take a file put in images/ just after for one from before.
            futimens(own.fileDescriptor, nil)
            let stamped = (try? FileStatus.of(own, path: path))?.modified ?? 0
            taken = timespec(tv_sec: Int(stamped / 1_000_000_000), tv_nsec: Int(stamped % 1_000_000_000))
            return
        }
        throw .busy(path: folder.path)
    }

    /// Lets go of the lock itself rather than leave it to the descriptor's close: a child process
    /// started meanwhile holds a copy of the descriptor until it runs its program, and the lock
    /// belongs to the open file, which that copy keeps open.
    deinit {
        flock(handle.fileDescriptor, LOCK_UN)
        if let shared { flock(shared.fileDescriptor, LOCK_UN) }
    }

    /// Whether the lock's name still refers to the file this lock holds. A run checks it before it
    /// commits, so that a lock file removed during the run cannot let two runs commit.
    var isStillInPlace: Bool { Self.stands(status, in: folder) }

    /// Writes a run's mark in the lock file, flushed, before its journal is written (see `GalleryJournal`).
    func mark(_ run: String) throws(GalleryError) {
        let data = Data(run.utf8)
        let written = data.withUnsafeBytes { pwrite(handle.fileDescriptor, $0.baseAddress, $0.count, 0) }
        guard ftruncate(handle.fileDescriptor, off_t(data.count)) == 0, written == data.count, fsync(handle.fileDescriptor) == 0 else {
            let path = folder.child(Self.fileName)
            throw .cannotWrite(path: path, reason: FileSystemError(path: path).reason)
        }
        keepTakenTime()
    }

    /// Clears the mark once the run's journal is gone: a journal is then nobody's.
    func clearMark() {
        ftruncate(handle.fileDescriptor, 0)
        keepTakenTime()
    }

    /// Sets the lock file's modification time to when this run took the lock: writing the mark
    /// would move it, and the next run would take files put in `images/` meanwhile for old ones.
    private func keepTakenTime() {
        let times = [taken, taken]
        _ = times.withUnsafeBufferPointer { futimens(handle.fileDescriptor, $0.baseAddress) }
    }

    /// The mark of the run that wrote the lock file last and did not finish, if any.
    static func mark(in folder: Folder) -> String? {
        guard let data = try? folder.readPrefix(fileName, upTo: 64), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Why the file opened as the lock is not dogs' to take, or nil when it is: its owner runs
    /// dogs, or, in a gallery shared through a group (`sharing`), it is that group's, which may
    /// read and write it, and dogs runs as a member; and with another name (a hard link) it holds
    /// nothing but what dogs writes in a lock (a backup made with `cp -al` shares the lock too).
    /// `contents` is read only then.
    static func refusal(of status: FileStatus?, sharing: GroupSharing?, user: uid_t = geteuid(), isMember: (gid_t) -> Bool = Account.isMember, contents: () -> Data?) -> String? {
        guard let status else { return "it cannot be looked at" }
        let groups = sharing.map { status.group == $0.group && status.permissions & 0o060 == 0o060 && isMember($0.group) } ?? false
        if status.owner != user, !groups {
            return "it belongs to \(Account.userName(of: status.owner)), not to \(Account.userName(of: user)), who runs dogs"
                + (sharing.map { " (in a gallery shared through a group, a lock of dogs' is that group's: \(Account.groupName(of: $0.group)), mode 660)" } ?? "")
        }
        if status.links > 1, !(contents().map(isLockContents) ?? false) { return "it is also another file's name (a hard link)" }
        return nil
    }

    /// Nothing, or a run's mark: all dogs ever writes in a lock.
    static func isLockContents(_ data: Data) -> Bool {
        data.isEmpty || (data.count == 32 && data.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
    }

    private static func take(_ handle: FileHandle, path: String, in folder: Folder) throws(GalleryError) {
        guard flock(handle.fileDescriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw errno == EWOULDBLOCK ? .busy(path: folder.path) : .cannotWrite(path: path, reason: FileSystemError(path: path).reason)
        }
    }

    /// A new lock of dogs' own, taken and put at the lock's name in one step, for one the run holds
    /// that another name shares: that file is left as it is, with its other name.
    private static func replacement(in folder: Folder) throws(GalleryError) -> FileHandle {
        let path = folder.child(fileName)
        let temporary: String, handle: FileHandle
        do {
            (temporary, handle) = try folder.createTemporaryFile(mode: 0o600)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        do throws(GalleryError) {
            try take(handle, path: path, in: folder)
            do {
                try folder.move(temporary, to: fileName, replacing: true)
            } catch {
                throw .cannotWrite(path: path, reason: error.reason)
            }
        } catch {
            _ = try? folder.removeFile(temporary)
            throw error
        }
        return handle
    }

    private static func stands(_ status: FileStatus, in folder: Folder) -> Bool {
        guard case let .file(current) = try? folder.entry(fileName) else { return false }
        return current.isSameFile(as: status)
    }

    private static func openOrCreate(in folder: Folder) throws(FileSystemError) -> (FileHandle, created: Bool) {
        do {
            return (try folder.createFile(fileName, mode: 0o600), true)
        } catch let error where error.code == EEXIST {
            return (try folder.openFile(fileName, writable: true), false)
        }
    }
}
