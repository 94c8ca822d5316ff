import Foundation
import TestSupport
import XCTest

/// `dogs verify` on a gallery the real binary made, then spoiled by hand.
final class VerifyEndToEndTests: EndToEndTestCase {
    func test_verifyPassesASoundGallery() throws {
        _ = try DogsProcess.run(["fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)

        let run = try DogsProcess.run(["verify"], in: folder.url)

        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Verified 3 pictures in \(folder.file("gallery").standardizedFileURL.path): all sound.\n")
    }

    func test_verifyListsDeletedTruncatedOverwrittenAndUnknownFiles_exits1_andChangesNothing() throws {
        _ = try DogsProcess.run(["fetch", "--count", "4", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        XCTAssertEqual(files.count, 4)
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[0])"))
        let truncated = try Data(contentsOf: folder.file("gallery/\(files[1])")).prefix(100)
        try truncated.write(to: folder.file("gallery/\(files[1])"))
        try folder.write("garbage", to: "gallery/\(files[2])")
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        let before = folder.contents(of: "gallery/images")

        let run = try DogsProcess.run(["verify", "--out", "gallery"], in: folder.url)

        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "missing: \(files[0])")
        XCTAssertTrue(lines.contains { $0.hasPrefix("damaged: \(files[1]) is 100 bytes, the manifest says ") }, run.stdout)
        XCTAssertTrue(lines.contains("damaged: \(files[2]) holds no JPEG, PNG, GIF or WebP picture"), run.stdout)
        XCTAssertTrue(lines.contains("not in the manifest: images/holiday.jpg (left alone)"), run.stdout)
        XCTAssertFalse(run.stdout.contains(files[3]), "the sound picture is not listed")
        XCTAssertTrue(lines.last?.hasSuffix(" problems, 1 file the manifest does not know.") == true, run.stdout)
        XCTAssertEqual(folder.contents(of: "gallery/images"), before)
    }

    func test_verifyWithoutAGalleryExits66() throws {
        let run = try DogsProcess.run(["verify", "--out", "nothing-here"], in: folder.url)

        XCTAssertEqual(run.status, 66)
        XCTAssertTrue(run.stderr.hasPrefix("Error: "), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }
}
