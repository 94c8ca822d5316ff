import Foundation

/// A file's size, SHA-256 and first bytes, read in chunks so a picture is never held whole.
struct FileDigest: Sendable {
    /// Enough for the magic bytes and for a JPEG's size after its metadata segments.
    static let headLength = 1 << 16

    /// Enough to find a picture's end marker past any padding after it.
    static let tailLength = 1 << 10

    let bytes: Int
    let sha256: String
    let head: [UInt8]
    let tail: [UInt8]

    /// Reads the file from its start.
    init(of handle: FileHandle) throws(Errno) {
        try handle.rewind()
        var hasher = SHA256()
        var head: [UInt8] = []
        var tail: [UInt8] = []
        var bytes = 0
        while case let chunk = try handle.readChunk(upTo: 1 << 16), !chunk.isEmpty {
            if head.count < Self.headLength { head += chunk.prefix(Self.headLength - head.count) }
            tail = Array((tail + chunk.suffix(Self.tailLength)).suffix(Self.tailLength))
            hasher.update(chunk)
            bytes += chunk.count
        }
        self.bytes = bytes
        self.head = head
        self.tail = tail
        sha256 = hasher.finalize()
    }
}
