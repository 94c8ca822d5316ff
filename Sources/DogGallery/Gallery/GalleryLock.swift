import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the gallery's lock file, held while a run changes the gallery.
/// The kernel drops it when the process ends, however it ends, so a killed run never blocks the next.
/// The file is private to its owner (no other user can open it to hold the lock forever) and is
/// never reached through a link.
final class GalleryLock: Sendable {
    static let fileName = ".dogs.lock"
    /// Tries at taking a lock whose file is replaced under it each time, before giving up as busy.
    static let attempts = 5

    private let folder: Folder
    private let handle: FileHandle
    private let status: FileStatus

    init(in folder: Folder) throws(GalleryError) {
        let path = folder.child(Self.fileName)
        for _ in 1...Self.attempts {
            let handle: FileHandle
            do {
                handle = try Self.openOrCreate(in: folder)
            } catch {
                throw error.code == ELOOP ? .symbolicLink(path: path) : .cannotWrite(path: path, reason: error.reason)
            }
            guard flock(handle.fileDescriptor, LOCK_EX | LOCK_NB) == 0 else {
                throw errno == EWOULDBLOCK ? .busy(path: folder.path) : .cannotWrite(path: path, reason: FileSystemError(path: path).reason)
            }
            // The file locked must still be the one at the lock's name: a run that removed or
            // replaced it meanwhile would let the next run lock another file beside this one.
            guard let status = try? FileStatus.of(handle, path: path), Self.stands(status, in: folder) else { continue }
            fchmod(handle.fileDescriptor, 0o600)
            self.folder = folder
            self.handle = handle
            self.status = status
            return
        }
        throw .busy(path: folder.path)
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
    }

    /// Clears the mark once the run's journal is gone: a journal is then nobody's.
    func clearMark() {
        ftruncate(handle.fileDescriptor, 0)
    }

    /// The mark of the run that wrote the lock file last and did not finish, if any.
    static func mark(in folder: Folder) -> String? {
        guard let data = try? folder.readPrefix(fileName, upTo: 64), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func stands(_ status: FileStatus, in folder: Folder) -> Bool {
        guard case let .file(current) = try? folder.entry(fileName) else { return false }
        return current.isSameFile(as: status)
    }

    private static func openOrCreate(in folder: Folder) throws(FileSystemError) -> FileHandle {
        do {
            return try folder.createFile(fileName, mode: 0o600)
        } catch let error where error.code == EEXIST {
            return try folder.openFile(fileName, writable: true)
        }
    }
}
