@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
@testable import Platform
import Synchronization
import ClientTestSupport
import GalleryTestSupport
import ModelTestSupport
import TestSupport
import Testing

final class GalleryVerifierTests {
    private let folders = TemporaryFolders()

    @Test("verify finds nothing wrong in a sound gallery")
    func verifyFindsNothingWrongInASoundGallery() throws {
        let (sut, _) = try makeSUT(stems: ["a", "b"])

        let report = try sut.verify()

        #expect(report.pictures == 2)
        #expect(report.problems == [])
        #expect(report.unknownFiles == [])
        #expect(report.isSound)
    }

    @Test("verify reports missing damaged and unknown files, touching nothing")
    func verifyReportsMissingDamagedAndUnknownFilesTouchingNothing() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c", "d", "e"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_a.jpg"))
        try Data(jpegBytes.prefix(8)).write(to: folder.file("gallery/images/pug_b.jpg"))
        try Data(jpegBytes.reversed()).write(to: folder.file("gallery/images/pug_c.jpg"))
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_d.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/images/pug_d.jpg").path, withDestinationPath: "/etc/passwd")
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        let before = folder.contents(of: "gallery/images")

        let report = try sut.verify()

        #expect(report.problems == [
            "missing: images/pug_a.jpg",
            "damaged: images/pug_b.jpg is 8 bytes, the manifest says 13",
            "damaged: images/pug_b.jpg ends before its JPEG picture does",
            "damaged: images/pug_c.jpg does not match the SHA-256 the manifest records",
            "damaged: images/pug_c.jpg holds no JPEG, PNG, GIF or WebP picture",
            "not a regular file: images/pug_d.jpg",
        ])
        #expect(report.unknownFiles == ["holiday.jpg"])
        #expect(!report.isSound)
        #expect(folder.contents(of: "gallery/images") == before)
        #expect(try folder.read("gallery/images/holiday.jpg") == "mine")
    }

    @Test("verify lists pictures away apart, and a missing picture not marked away as a problem")
    func verifyListsPicturesAwayApartAndAMissingPictureNotMarkedAwayAsAProblem() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c", "d"])
        for stem in ["a", "b"] { try FileManager.default.removeItem(at: folder.file("gallery/images/pug_\(stem).jpg")) }
        _ = try GalleryOpener(root: folder.file("gallery")).open()
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_c.jpg"))

        let report = try sut.verify()

        #expect(report.away == ["images/pug_a.jpg", "images/pug_b.jpg"])
        #expect(report.problems == ["missing: images/pug_c.jpg"])
    }

    @Test("verify reports a file it cannot examine as unreadable, not missing", .enabled(if: getuid() != 0, "root reads past permissions"))
    func verifyReportsAFileItCannotExamineAsUnreadableNotMissing() throws {
        let (sut, folder) = try makeSUT(stems: ["a"])
        try setPermissions(0o600, folder.file("gallery/images"))
        defer { try? setPermissions(0o755, folder.file("gallery/images")) }

        let report = try sut.verify()

        #expect(report.problems == ["cannot be read: images/pug_a.jpg"])
    }

    @Test("verify leaves out dogs own leftovers, which the next run clears away")
    func verifyLeavesOutDogsOwnLeftoversWhichTheNextRunClearsAway() throws {
        let (sut, folder) = try makeSUT(stems: ["a"])
        try folder.write("half a picture", to: "gallery/images/\(TemporaryName.prefix)123-1")
        try folder.write("mine", to: "gallery/images/holiday.jpg")

        let report = try sut.verify()

        #expect(report.unknownFiles == ["holiday.jpg"])
    }

    @Test("verify tells progress how many pictures it reads and each one it read")
    func verifyTellsProgressHowManyPicturesItReadsAndEachOneItRead() throws {
        let (sut, folder) = try makeSUT(stems: ["a", "b", "c"])
        try FileManager.default.removeItem(at: folder.file("gallery/images/pug_b.jpg"))
        let events = Mutex<[DownloadProgress]>([])

        _ = try sut.verify { event in events.withLock { $0.append(event) } }

        let told = events.withLock { $0 }
        #expect(told.first == .planned(3))
        let finished: [DownloadProgress] = told.dropFirst().sorted { (one: DownloadProgress, other: DownloadProgress) in "\(one)" < "\(other)" }
        let expected: [DownloadProgress] = [.finished(bytes: 0), .finished(bytes: jpegBytes.count), .finished(bytes: jpegBytes.count)]
        #expect(finished == expected)
    }

    @Test("verify delivers no gallery for a folder without a manifest")
    func verifyDeliversNoGalleryForAFolderWithoutAManifest() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)

        do {
            let error = #expect(throws: (any Error).self) { try GalleryVerifier(opener: GalleryOpener(root: folder.file("gallery"))).verify() }
            #expect(error as? GalleryError == .noGallery(path: folder.file("gallery").path))
        }
    }

    // MARK: - Helpers

    private func setPermissions(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    private func makeSUT(stems: [String]) throws -> (sut: GalleryVerifier, folder: TemporaryDirectory) {
        let folder = folders.make()
        try makeSoundGallery(stems: stems, in: folder)
        return (GalleryVerifier(opener: GalleryOpener(root: folder.file("gallery"))), folder)
    }
}
