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
