import Foundation
@testable import Platform
import TestSupport
import XCTest

/// Reads, writes and flushes on an open file keep the errno the system gave.
final class FileHandleSystemCallsTests: XCTestCase {
    func test_writeAll_writesEveryByte_andReadsGiveThemBack() throws {
        let (handle, _) = try makeSUT()
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })

        try handle.writeAll(bytes)
        try handle.flushToDisk()
        try handle.rewind()

        XCTAssertEqual(try handle.readChunk(upTo: 10), bytes.prefix(10))
        XCTAssertEqual(try handle.readAll(), bytes.dropFirst(10))
        XCTAssertEqual(try handle.readChunk(upTo: 10), Data(), "at its end")
    }

    func test_writeAll_deliversTheSystemsErrno_whenTheDiskIsFull() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full, a device always full")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))

        XCTAssertThrowsError(try handle.writeAll(Data("picture".utf8))) { error in
            XCTAssertEqual(error as? Errno, Errno(ENOSPC))
        }
    }

    func test_everyCall_deliversTheSystemsErrno_onAFileNotOpenForIt() throws {
        let (_, path) = try makeSUT()
        let readOnly = try XCTUnwrap(FileHandle(forReadingAtPath: path))
        let writeOnly = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        let pipe = Pipe()

        XCTAssertThrowsError(try readOnly.writeAll(Data("x".utf8))) { XCTAssertEqual($0 as? Errno, Errno(EBADF)) }
        XCTAssertThrowsError(try writeOnly.readAll()) { XCTAssertEqual($0 as? Errno, Errno(EBADF)) }
        XCTAssertThrowsError(try writeOnly.readChunk(upTo: 1)) { XCTAssertEqual($0 as? Errno, Errno(EBADF)) }
        XCTAssertThrowsError(try pipe.fileHandleForReading.rewind()) { XCTAssertEqual($0 as? Errno, Errno(ESPIPE)) }
        XCTAssertThrowsError(try pipe.fileHandleForWriting.flushToDisk()) { XCTAssertEqual($0 as? Errno, Errno(EINVAL)) }
    }

    private func makeSUT() throws -> (handle: FileHandle, path: String) {
        let folder = makeTemporaryDirectory()
        let path = folder.file("file").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        return (try XCTUnwrap(FileHandle(forUpdatingAtPath: path)), path)
    }
}
