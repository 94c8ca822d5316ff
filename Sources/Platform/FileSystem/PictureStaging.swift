import Foundation

/// Where downloads stream to: temporary files that stay the gallery's until it commits or
/// discards them, so a download never picks a path of its own.
package protocol PictureStaging: Sendable {
    /// A new, empty file, created exclusively (never an existing file or a link).
    func makeTemporaryFile() throws(StorageFailure) -> TemporaryFile
    /// Deletes a temporary file this staging made.
    func discard(_ name: String)
}

/// A temporary file a download writes into, open for reading and writing.
package struct TemporaryFile: Sendable {
    package let name: String
    /// For messages.
    package let path: String
    package let handle: FileHandle

    package init(name: String, path: String, handle: FileHandle) {
        self.name = name
        self.path = path
        self.handle = handle
    }
}
