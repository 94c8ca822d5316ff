import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the gallery's lock file, held while a run changes the gallery.
/// The kernel drops it when the process ends, however it ends, so a killed run never blocks the next.
public final class GalleryLock: Sendable {
    static let fileName = ".dogs.lock"

    private let descriptor: Int32

    init(folder: URL) throws(GalleryError) {
        let path = folder.appendingPathComponent(Self.fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw busy ? .busy(path: folder.path) : .cannotWrite(path: path, reason: reason)
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
