import Foundation
import TestSupport
import XCTest
@testable import DogGallery

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
}
