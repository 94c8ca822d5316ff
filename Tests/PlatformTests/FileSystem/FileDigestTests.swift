import Foundation
@testable import Platform
import Testing

@Suite("FileDigest takes a file's size, SHA-256, head and tail in pieces")
struct FileDigestTests {
    /// Bytes that differ along their whole length, so a head or tail taken from the wrong place shows.
    private func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    }

    private func digest(of bytes: [UInt8], inPiecesOf sizes: [Int]) -> FileDigest {
        var builder = FileDigest.Builder()
        var rest = bytes[...]
        var next = 0
        while !rest.isEmpty {
            let size = sizes[next % sizes.count]
            next += 1
            rest.prefix(size).withUnsafeBytes { builder.add($0) }
            rest = rest.dropFirst(size)
        }
        return builder.digest
    }

    @Test("in pieces of any size, the same as the whole", arguments: [0, 1, 63, 1024, 1025, 65_536, 70_000])
    func pieces(count: Int) {
        let whole = bytes(count)

        for sizes in [[1], [7, 1, 64], [16_384], [100_000]] {
            let digest = digest(of: whole, inPiecesOf: sizes)

            #expect(digest.bytes == count)
            #expect(digest.sha256 == SHA256.hex(of: whole))
            #expect(digest.head == Array(whole.prefix(FileDigest.headLength)))
            #expect(digest.tail == Array(whole.suffix(FileDigest.tailLength)))
        }
    }

    @Test("read from a file, the same as taken as it was written")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-digest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = bytes(150_000)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(whole)))
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }

        let read = try FileDigest(of: handle)

        let taken = digest(of: whole, inPiecesOf: [16_384])
        #expect(read.bytes == taken.bytes)
        #expect(read.sha256 == taken.sha256)
        #expect(read.head == taken.head)
        #expect(read.tail == taken.tail)
    }
}
