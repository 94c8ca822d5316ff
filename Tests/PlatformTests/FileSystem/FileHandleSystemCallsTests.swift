import Foundation
@testable import Platform
import TestSupport
import Testing

/// Reads, writes and flushes on an open file keep the errno the system gave.
final class FileHandleSystemCallsTests {
    private let folders = TemporaryFolders()

    @Test("write all writes every byte, and reads give them back")
    func writeAllWritesEveryByteAndReadsGiveThemBack() throws {
        let (handle, _) = try makeSUT()
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })

        try handle.writeAll(bytes)
        try handle.flushToDisk()
        try handle.rewind()

        #expect(try handle.readChunk(upTo: 10) == bytes.prefix(10))
        #expect(try handle.readAll() == bytes.dropFirst(10))
        #expect(try handle.readChunk(upTo: 10) == Data(), "at its end")
    }

    @Test("a read of no bytes gives none and asks the system nothing, even of a file not open for reading")
    func aReadOfNoBytesGivesNoneAndAsksTheSystemNothing() throws {
        let (_, path) = try makeSUT()
        let writeOnly = try #require(FileHandle(forWritingAtPath: path))

        #expect(try writeOnly.readChunk(upTo: 0) == Data())
    }

    @Test("write all delivers the systems errno, when the disk is full", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full, a device always full"))
    func writeAllDeliversTheSystemsErrnoWhenTheDiskIsFull() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))

        do {
            let error = #expect(throws: (any Error).self) { try handle.writeAll(Data("picture".utf8)) }
            #expect(error as? Errno == Errno(ENOSPC))
        }
    }

    @Test("every call delivers the systems errno, on a file not open for it")
    func everyCallDeliversTheSystemsErrnoOnAFileNotOpenForIt() throws {
        let (_, path) = try makeSUT()
        let readOnly = try #require(FileHandle(forReadingAtPath: path))
        let writeOnly = try #require(FileHandle(forWritingAtPath: path))
        let pipe = Pipe()

        do {
            let error = #expect(throws: (any Error).self) { try readOnly.writeAll(Data("x".utf8)) }
            #expect(error as? Errno == Errno(EBADF))
        }
        do {
            let error = #expect(throws: (any Error).self) { try writeOnly.readAll() }
            #expect(error as? Errno == Errno(EBADF))
        }
        do {
            let error = #expect(throws: (any Error).self) { try writeOnly.readChunk(upTo: 1) }
            #expect(error as? Errno == Errno(EBADF))
        }
        do {
            let error = #expect(throws: (any Error).self) { try pipe.fileHandleForReading.rewind() }
            #expect(error as? Errno == Errno(ESPIPE))
        }
        do {
            let error = #expect(throws: (any Error).self) { try pipe.fileHandleForWriting.flushToDisk() }
            #expect(error as? Errno == Errno(EINVAL))
        }
    }

    private func makeSUT() throws -> (handle: FileHandle, path: String) {
        let folder = folders.make()
        let path = folder.file("file").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        return (try #require(FileHandle(forUpdatingAtPath: path)), path)
    }
}
