import Foundation
import TestSupport
import Testing

/// `dogs verify` on a gallery the real binary made, then spoiled by hand.
@Suite(.endToEnd)
final class VerifyEndToEndTests: EndToEndTestCase {
    @Test("verify passes a sound gallery")
    func verifyPassesASoundGallery() throws {
        _ = try DogsProcess.run(["fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)

        let run = try DogsProcess.run(["verify"], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Verified 3 pictures in \(folder.file("gallery").standardizedFileURL.path): all sound.\n")
    }

    @Test("verify --repair ends at its --max-time however its sources hang, leaving what it did not get for another try, and is recorded so")
    func repairEndsAtItsMaxTime() throws {
        let hanging = try FixtureServer(fault: "hang-pictures", arguments: FasterTime.untimed.serverArguments)
        let gallery = folder.file("hung")
        let made = try DogsProcess.run(command: Python.executable.path, Python.script("scripts/make-gallery", [gallery.path, "3", "--source-base", hanging.baseURL.absoluteString]), in: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        for name in try FileManager.default.contentsOfDirectory(atPath: gallery.appendingPathComponent("images").path) {
            try FileManager.default.removeItem(at: gallery.appendingPathComponent("images/\(name)"))
        }
        let environment = FasterTime.untimed.environment

        let run = try DogsProcess.run(["verify", "--repair", "--max-time", "30", "--api-base", hanging.apiBase, "--out", gallery.path], in: folder.url, environment: environment)
        let status = try DogsProcess.run(["status", "--out", gallery.path], in: folder.url)

        #expect(run.status == 124, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.components(separatedBy: ": the run was stopped before it was downloaded again\n").count == 4, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("Repaired \(gallery.path): 3 not repaired; 3 pictures in all.\n"), "\(run.stdout)")
        #expect(run.stderr == "Error: --max-time passed\n", "\(run.stderr)")
        #expect(status.stdout.hasPrefix("DOGS CRITICAL - dogs verify --repair, "), "\(status.stdout)")
        #expect(status.stdout.contains("failed (exit 124)"), "\(status.stdout)")
    }

    @Test("verify lists deleted truncated overwritten and unknown files exits 1, and changes nothing")
    func verifyListsDeletedTruncatedOverwrittenAndUnknownFilesExits1AndChangesNothing() throws {
        _ = try DogsProcess.run(["fetch", "--count", "4", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).pictures.compactMap { $0["file"] as? String }
        #expect(files.count == 4)
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[0])"))
        let truncated = try Data(contentsOf: folder.file("gallery/\(files[1])")).prefix(100)
        try truncated.write(to: folder.file("gallery/\(files[1])"))
        try folder.write("garbage", to: "gallery/\(files[2])")
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        let before = folder.contents(of: "gallery/images")

        let run = try DogsProcess.run(["verify", "--out", "gallery"], in: folder.url)

        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "missing: \(files[0])")
        #expect(lines.contains { $0.hasPrefix("damaged: \(files[1]) is 100 bytes, the manifest says ") }, "\(run.stdout)")
        #expect(lines.contains("damaged: \(files[2]) holds no JPEG, PNG, GIF or WebP picture"), "\(run.stdout)")
        #expect(lines.contains("not in the manifest: images/holiday.jpg (left alone)"), "\(run.stdout)")
        #expect(!run.stdout.contains(files[3]), "the sound picture is not listed")
        #expect(lines.last?.hasSuffix(" problems, 1 file the manifest does not know.") == true, "\(run.stdout)")
        #expect(folder.contents(of: "gallery/images") == before)
    }

    @Test("verify without a gallery exits 66")
    func verifyWithoutAGalleryExits66() throws {
        let run = try DogsProcess.run(["verify", "--out", "nothing-here"], in: folder.url)

        #expect(run.status == 66)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stdout == "")
    }
}

/// `dogs verify --repair` against the fixture server, on a gallery spoiled by hand.
@Suite(.endToEnd)
final class RepairEndToEndTests: EndToEndTestCase {
    @Test("repair downloads deleted truncated and overwritten pictures again leaving the gallery sound")
    func repairDownloadsDeletedTruncatedAndOverwrittenPicturesAgainLeavingTheGallerySound() throws {
        _ = try DogsProcess.run(["fetch", "--count", "4", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).files
        let original = try files.map { try Data(contentsOf: folder.file("gallery/\($0)")) }
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[0])"))
        try original[1].prefix(100).write(to: folder.file("gallery/\(files[1])"))
        try folder.write("garbage", to: "gallery/\(files[2])")
        try folder.write("mine", to: "gallery/images/holiday.jpg")
        let manifest = try Data(contentsOf: folder.file("gallery/manifest.jsonl"))

        let run = try DogsProcess.run(["verify", "--repair"], in: folder.url, environment: ["DOGS_API_BASE": server.apiBase])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "", "nothing was deleted by hand: the missing picture is repaired, not dropped")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("repaired: ") }.count == 3, "\(run.stdout)")
        #expect(lines.contains("not in the manifest: images/holiday.jpg (left alone)"), "\(run.stdout)")
        #expect(lines.contains("kept: \(files[2]): the file at its name was not the picture dogs saved; it is kept as \(files[2]).~1~"), "\(run.stdout)")
        #expect(lines.last == "Repaired \(folder.file("gallery").standardizedFileURL.path): 3 pictures downloaded again; 4 pictures in all.")
        #expect((try files.map { try Data(contentsOf: folder.file("gallery/\($0)")) }) == original)
        #expect(try Data(contentsOf: folder.file("gallery/manifest.jsonl")) == manifest)
        #expect(try folder.read("gallery/images/holiday.jpg") == "mine")
        #expect(try folder.read("gallery/\(files[2]).~1~") == "garbage", "the file at a picture's name may be the user's: it is kept")
        try assertGalleryInvariant(folder.file("gallery"), foreign: ["images/holiday.jpg", "\(files[2]).~1~"])
        let verify = try DogsProcess.run(["verify"], in: folder.url)
        #expect(verify.stdout.split(separator: "\n").last == "Verified 4 pictures in \(folder.file("gallery").standardizedFileURL.path): 2 files the manifest does not know.")
    }

    @Test("repair drops a picture its source no longer serves leaves its file, and exits 0")
    func repairDropsAPictureItsSourceNoLongerServesLeavesItsFileAndExits0() throws {
        _ = try DogsProcess.run(["fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)
        try ManifestFile.rewritePictures(in: folder.file("gallery")) { pictures in
            let source = pictures[1]["source"] as? String ?? ""
            pictures[1]["source"] = source.replacingOccurrences(of: "/breeds/", with: "/breeds/gone-")
        }
        let files = try ManifestFile(in: folder.file("gallery")).files
        try folder.write("garbage", to: "gallery/\(files[1])")

        let run = try DogsProcess.run(["verify", "--repair", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("dropped from the manifest: \(files[1]): it could not be downloaded again: the server answered HTTP 404\n"), "\(run.stdout)")
        #expect(try ManifestFile(in: folder.file("gallery")).files == [files[0], files[2]])
        #expect(try folder.read("gallery/\(files[1])") == "garbage", "never deleted")
        #expect(!(try folder.read("gallery/index.html").contains(files[1])))
        try assertGalleryInvariant(folder.file("gallery"), foreign: [files[1]])
    }

    @Test("repair from a server that never answers gives up after timeout and retries, leaving the picture for another try")
    func repairFromAServerThatNeverAnswersGivesUpAfterTimeoutAndRetriesLeavingThePictureForAnotherTry() throws {
        _ = try DogsProcess.run(["fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)
        let hung = try FixtureServer(fault: "hang-pictures", arguments: FasterTime.untimed.serverArguments)
        try ManifestFile.rewritePictures(in: folder.file("gallery")) { pictures in
            for index in pictures.indices {
                let source = pictures[index]["source"] as? String ?? ""
                pictures[index]["source"] = source.replacingOccurrences(of: server.baseURL.absoluteString, with: hung.baseURL.absoluteString)
            }
        }
        let files = try ManifestFile(in: folder.file("gallery")).files
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[0])"))

        let run = try DogsProcess.run(["verify", "--repair", "--api-base", hung.apiBase, "--timeout", "1", "--retries", "0"], in: folder.url, environment: FasterTime.untimed.environment)

        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("not repaired: \(files[0]): it could not be downloaded now (could not download: timed out after 1 s); try again later\n"), "\(run.stdout)")
        #expect(try ManifestFile(in: folder.file("gallery")).files == files)
    }

    @Test("repair leaves a picture larger than max bytes saying so")
    func repairLeavesAPictureLargerThanMaxBytesSayingSo() throws {
        _ = try DogsProcess.run(["fetch", "--count", "1", "--api-base", server.apiBase], in: folder.url)
        let picture = try #require(ManifestFile(in: folder.file("gallery")).pictures.first)
        let (file, bytes) = (try #require(picture["file"] as? String), try #require(picture["bytes"] as? Int))
        try FileManager.default.removeItem(at: folder.file("gallery/\(file)"))

        let run = try DogsProcess.run(["verify", "--repair", "--api-base", server.apiBase, "--max-bytes", "1K"], in: folder.url)

        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("not repaired: \(file): the manifest records \(bytes) bytes, larger than the 1024-byte limit (--max-bytes)\n"), "\(run.stdout)")
    }

    @Test("repair of a gallery another run holds exits 75 and changes nothing")
    func repairOfAGalleryAnotherRunHoldsExits75AndChangesNothing() throws {
        _ = try DogsProcess.run(["fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)
        let files = try ManifestFile(in: folder.file("gallery")).files
        try FileManager.default.removeItem(at: folder.file("gallery/\(files[0])"))
        let lock = try FileHandle(forUpdating: folder.file("gallery/.dogs.lock"))
        defer { try? lock.close() }
        #expect(flock(lock.fileDescriptor, LOCK_EX | LOCK_NB) == 0)

        let run = try DogsProcess.run(["verify", "--repair", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 75, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("gallery/\(files[0])").path))
    }
}
