import Foundation
@testable import Platform
import XCTest

final class FolderTests: XCTestCase {
    func test_everyOperation_refusesANameThatCouldReachOutsideTheFolder_andTouchesNothing() throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery/sub"), withIntermediateDirectories: true)
        try folder.write("kept", to: "outside.jpg")
        try folder.write("kept", to: "gallery/sub/inner.jpg")
        let sut = try Folder(opening: folder.file("gallery").path)

        for name in ["../outside.jpg", "sub/inner.jpg", "..", ".", "", "a\u{0}b"] {
            let operations: [(String, () throws -> Void)] = [
                ("entry", { _ = try sut.entry(name) }),
                ("subfolder", { _ = try sut.subfolder(name) }),
                ("makeSubfolder", { try sut.makeSubfolder(name) }),
                ("createFile", { _ = try sut.createFile(name) }),
                ("openFile", { _ = try sut.openFile(name, writable: true) }),
                ("removeFile", { try sut.removeFile(name) }),
                ("move from", { try sut.move(name, to: "taken.jpg", replacing: true) }),
                ("move to", { try sut.move("sub", to: name, replacing: true) }),
            ]
            for (operation, call) in operations {
                XCTAssertThrowsError(try call(), "\(operation) '\(name)'") { error in
                    XCTAssertEqual((error as? FileSystemError)?.code, EINVAL, "\(operation) '\(name)'")
                }
            }
        }
        XCTAssertEqual(try folder.read("outside.jpg"), "kept")
        XCTAssertEqual(try folder.read("gallery/sub/inner.jpg"), "kept")
        XCTAssertEqual(folder.contents(), ["gallery", "outside.jpg"])
        XCTAssertEqual(folder.contents(of: "gallery"), ["sub"])
    }

    func test_names_listsEveryEntryButTheDots_keepingOnlyTheWantedOnes() throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery/sub"), withIntermediateDirectories: true)
        for name in ["a.jpg", "b.png", ".hidden", "c.jpg"] { try folder.write("x", to: "gallery/\(name)") }
        let sut = try Folder(opening: folder.file("gallery").path)

        XCTAssertEqual(try sut.names().sorted(), [".hidden", "a.jpg", "b.png", "c.jpg", "sub"])
        XCTAssertEqual(try sut.names { $0.hasSuffix(".jpg") }.sorted(), ["a.jpg", "c.jpg"])
    }

    func test_replaceFile_putsTheBytesAtTheNameWithTheModeGiven_andLeavesNoTemporaryFile() throws {
        let folder = makeTemporaryDirectory()
        try folder.write("old", to: "record")
        let sut = try Folder(opening: folder.url.path)

        try sut.replaceFile("record", with: Data("new".utf8), mode: 0o600)
        try sut.replaceFile("fresh", with: Data("first".utf8), mode: 0o640)

        XCTAssertEqual(try folder.read("record"), "new")
        XCTAssertEqual(try folder.read("fresh"), "first")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.file("record").path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.file("fresh").path)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(folder.contents(), ["fresh", "record"])
    }

    func test_replaceFile_replacesALinkAtTheName_neverWritingWhereItPoints() throws {
        let folder = makeTemporaryDirectory()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file("record").path, withDestinationPath: folder.file("target").path)
        let sut = try Folder(opening: folder.url.path)

        try sut.replaceFile("record", with: Data("mine".utf8), mode: 0o600)

        XCTAssertEqual(try folder.read("target"), "theirs")
        XCTAssertEqual(try sut.entry("record").map { if case .file = $0 { true } else { false } }, true)
        XCTAssertEqual(try folder.read("record"), "mine")
    }

    func test_removeFileIfSameFile_deletesOnlyTheFileExpected_puttingAnythingElseBackUnderItsName() throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        for name in ["dogs.jpg", "user.jpg"] { try folder.write(name, to: "gallery/\(name)") }
        try folder.write("outside", to: "outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/link.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        let sut = try Folder(opening: folder.file("gallery").path)
        guard case let .file(dogs)? = try sut.entry("dogs.jpg") else { return XCTFail("no file") }

        XCTAssertFalse(try sut.removeFile("user.jpg", ifSameFileAs: dogs))
        XCTAssertFalse(try sut.removeFile("link.jpg", ifSameFileAs: dogs))
        XCTAssertFalse(try sut.removeFile("absent.jpg", ifSameFileAs: dogs))
        XCTAssertTrue(try sut.removeFile("dogs.jpg", ifSameFileAs: dogs))

        XCTAssertEqual(folder.contents(of: "gallery"), ["link.jpg", "user.jpg"], "nothing is left aside")
        XCTAssertEqual(try folder.read("gallery/user.jpg"), "user.jpg")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/link.jpg").path), folder.file("outside.jpg").path)
        XCTAssertEqual(try folder.read("outside.jpg"), "outside")
    }
}
