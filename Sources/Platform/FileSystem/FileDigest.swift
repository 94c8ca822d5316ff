import Foundation

/// A file's size, SHA-256 and first and last bytes: what a picture is checked and recorded by.
/// Taken piece by piece, as a download writes the file or as a read goes through it, so a picture
/// is never held whole.
package struct FileDigest: Sendable {
    /// Enough for the magic bytes and for a JPEG's size after its metadata segments.
    static let headLength = 1 << 16

    /// Enough to find a picture's end marker past any padding after it.
    static let tailLength = 1 << 10

    package let bytes: Int
    package let sha256: String
    package let head: [UInt8]
    package let tail: [UInt8]

    /// Reads the file from its start.
    package init(of handle: FileHandle) throws(Errno) {
        try handle.rewind()
        var builder = Builder()
        while case let chunk = try handle.readChunk(upTo: 1 << 16), !chunk.isEmpty {
            chunk.withUnsafeBytes { builder.add($0) }
        }
        self = builder.digest
    }

    private init(bytes: Int, sha256: String, head: [UInt8], tail: [UInt8]) {
        self.bytes = bytes
        self.sha256 = sha256
        self.head = head
        self.tail = tail
    }

    /// Takes the file's bytes in order, in pieces of any size.
    package struct Builder: Sendable {
        private var hasher = SHA256()
        private var head: [UInt8] = []
        private var tail: [UInt8] = []
        private var bytes = 0

        package init() {}

        package mutating func add(_ piece: UnsafeRawBufferPointer) {
            if head.count < FileDigest.headLength { head += piece.prefix(FileDigest.headLength - head.count) }
            // A piece as long as the tail replaces it whole: one copy, not two, for every piece a
            // download hands over.
            tail = piece.count >= FileDigest.tailLength
                ? Array(piece.suffix(FileDigest.tailLength)) : Array((tail + piece).suffix(FileDigest.tailLength))
            hasher.update(piece)
            bytes += piece.count
        }

        /// The digest of the bytes added so far.
        package var digest: FileDigest {
            FileDigest(bytes: bytes, sha256: hasher.finalize(), head: head, tail: tail)
        }
    }
}
