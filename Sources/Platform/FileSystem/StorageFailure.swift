/// A temporary file could not be made or written: the disk or the folder is failing.
package struct StorageFailure: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "cannot write \(path): \(reason)" }
}
