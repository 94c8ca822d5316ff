import Foundation
import TestSupport
import Testing

/// The real `dogs` binary on a gallery whose `images/` is gone (a volume not mounted, a folder
/// moved) while its manifest lists pictures: every command refuses it and changes nothing, and
/// once `images/` is back everything works as before.
@Suite(.endToEnd)
final class MissingImagesEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }

    @Test("every command refuses a gallery whose images folder is gone, changing nothing, until it is back")
    func everyCommandRefusesAGalleryWhoseImagesFolderIsGoneChangingNothingUntilItIsBack() throws {
        #expect(try dogs(["fetch", "--count", "3", "--api-base", server.apiBase]).status == 0)
        let picture = try #require(ManifestFile(in: gallery).files.first)
        try FileManager.default.moveItem(at: gallery.appendingPathComponent("images"), to: folder.file("images-elsewhere"))
        let before = try FolderSnapshot(of: gallery)
        let commands = [
            ["fetch", "--api-base", server.apiBase], ["fetch", "--dry-run", "--api-base", server.apiBase],
            ["remove", picture], ["remove", "--dry-run", picture], ["index"],
            ["verify", "--repair", "--api-base", server.apiBase], ["verify"],
        ]

        for command in commands {
            let run = try dogs(command)

            #expect(run.status == 73, "\(command): \(run.stderr)")
            #expect(run.stderr == ("Error: \(gallery.path)/images is missing, though the manifest lists 3 pictures: "
                + "is it on a volume that is not mounted, or was it moved? dogs changes nothing until it is back\n"), "\(command)")
            #expect(run.stdout == "", "\(command)")
            #expect(try FolderSnapshot(of: gallery) == before, "\(command)")
        }

        try FileManager.default.moveItem(at: folder.file("images-elsewhere"), to: gallery.appendingPathComponent("images"))
        let fetched = try dogs(["fetch", "--count", "2", "--api-base", server.apiBase])
        let verified = try dogs(["verify"])

        #expect(fetched.status == 0, "\(fetched.stderr)")
        #expect(fetched.stderr == "")
        #expect(verified.status == 0, "\(verified.stdout + verified.stderr)")
        #expect(try ManifestFile(in: gallery).files.count == 5)
        try assertGalleryInvariant(gallery)
    }

    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }
}
