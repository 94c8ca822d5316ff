import Foundation
@testable import Platform
import Testing
import TestSupport

final class SymbolicLinkTests {
    private let folders = TemporaryFolders()

    @Test("the destination is what the link holds, relative or absolute, up to the longest a link may hold", arguments: [
        "dogs.timer", "/home/me/.config/systemd/user/dogs.timer", "../up/there", String(repeating: "d/", count: Int(PATH_MAX) / 2 - 1) + "x",
    ])
    func theDestinationIsWhatTheLinkHolds(_ destination: String) throws {
        let folder = folders.make()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: destination)

        #expect(SymbolicLink.destination(of: folder.file("link").path) == destination)
    }

    @Test("a name is read in the folder given")
    func aNameIsReadInTheFolderGiven() throws {
        let folder = folders.make()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: "there")
        let opened = open(folder.url.path, O_RDONLY | O_DIRECTORY)
        defer { close(opened) }

        #expect(SymbolicLink.destination(of: "link", in: opened) == "there")
    }

    @Test("anything but a link, or nothing, has none")
    func anythingButALinkOrNothingHasNone() throws {
        let folder = folders.make()
        try folder.write("a file", to: "file")
        try FileManager.default.createDirectory(at: folder.file("folder"), withIntermediateDirectories: true)

        for name in ["file", "folder", "absent"] {
            #expect(SymbolicLink.destination(of: folder.file(name).path) == nil, "\(name)")
        }
    }

    @Test("a destination that is not UTF-8 is none, rather than another path")
    func aDestinationThatIsNotUTF8IsNone() throws {
        let folder = folders.make()
        let link = folder.file("link").path
        #expect(symlink([0x2F, 0x74, 0xFF, 0x00].map { CChar(bitPattern: $0) }, link) == 0)

        #expect(SymbolicLink.destination(of: link) == nil)
    }
}
