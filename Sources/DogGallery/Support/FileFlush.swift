import Foundation

/// Flushes a file's bytes to the disk, so that once it is renamed into place a power cut
/// leaves the whole file, never an empty one.
enum FileFlush {
    static func flush(_ file: URL) throws {
        let handle = try FileHandle(forUpdating: file)
        defer { try? handle.close() }
        try handle.synchronize()
    }
}
