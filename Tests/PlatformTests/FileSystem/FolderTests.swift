import Foundation
@testable import Platform
import Testing
import TestSupport

final class FolderTests {
    private let folders = TemporaryFolders()

    @Test("every operation refuses a name that could reach outside the folder, and touches nothing")
    func everyOperationRefusesANameThatCouldReachOutsideTheFolderAndTouchesNothing() throws {
        let folder = folders.make()
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
                do {
                    let error = #expect(throws: (any Error).self, "\(operation) '\(name)'") { try call() }
                    #expect((error as? FileSystemError)?.code == EINVAL, "\(operation) '\(name)'")
                }
            }
        }
        #expect(try folder.read("outside.jpg") == "kept")
        #expect(try folder.read("gallery/sub/inner.jpg") == "kept")
        #expect(folder.contents() == ["gallery", "outside.jpg"])
        #expect(folder.contents(of: "gallery") == ["sub"])
    }

    @Test("a sticky folder keeps a file from a user who owns neither it nor the folder, unless root", arguments: [
        (fileOwner: 2000, folderOwner: 0, sticky: true, user: 1000, kept: true),
        (fileOwner: 1000, folderOwner: 0, sticky: true, user: 1000, kept: false),
        (fileOwner: 2000, folderOwner: 1000, sticky: true, user: 1000, kept: false),
        (fileOwner: 2000, folderOwner: 3000, sticky: true, user: 0, kept: false),
        (fileOwner: 2000, folderOwner: 0, sticky: false, user: 1000, kept: false),
    ] as [(fileOwner: uid_t, folderOwner: uid_t, sticky: Bool, user: uid_t, kept: Bool)])
    func aStickyFolderKeepsAFileFromAUserWhoOwnsNeitherItNorTheFolderUnlessRoot(_ folder: (fileOwner: uid_t, folderOwner: uid_t, sticky: Bool, user: uid_t, kept: Bool)) {
        let mode: mode_t = folder.sticky ? S_IFDIR | S_ISVTX | 0o777 : S_IFDIR | 0o777

        #expect(Folder.isKeptBySticky(fileOwner: folder.fileOwner, folderOwner: folder.folderOwner, folderMode: mode, user: folder.user) == folder.kept)
    }

    @Test("names lists every entry but the dots, keeping only the wanted ones")
    func namesListsEveryEntryButTheDotsKeepingOnlyTheWantedOnes() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery/sub"), withIntermediateDirectories: true)
        for name in ["a.jpg", "b.png", ".hidden", "c.jpg"] { try folder.write("x", to: "gallery/\(name)") }
        let sut = try Folder(opening: folder.file("gallery").path)

        #expect(try sut.names().sorted() == [".hidden", "a.jpg", "b.png", "c.jpg", "sub"])
        #expect(try sut.names { $0.hasSuffix(".jpg") }.sorted() == ["a.jpg", "c.jpg"])
    }

    @Test("replace file puts the bytes at the name with the mode given, and leaves no temporary file")
    func replaceFilePutsTheBytesAtTheNameWithTheModeGivenAndLeavesNoTemporaryFile() throws {
        let folder = folders.make()
        try folder.write("old", to: "record")
        let sut = try Folder(opening: folder.url.path)

        try sut.replaceFile("record", with: Data("new".utf8), mode: 0o600)
        try sut.replaceFile("fresh", with: Data("first".utf8), mode: 0o640)

        #expect(try folder.read("record") == "new")
        #expect(try folder.read("fresh") == "first")
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file("record").path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file("fresh").path)[.posixPermissions] as? Int == 0o640)
        #expect(folder.contents() == ["fresh", "record"])
    }

    @Test("replace file keeping a file gives the new one that file's owner and group, where dogs may give them (as root)")
    func replaceFileKeepingAFileGivesTheNewOneThatFilesOwnerAndGroupAsRoot() throws {
        try #require(geteuid() == 0, "needs root")
        let folder = folders.make()
        try folder.write("old", to: "record")
        #expect(chown(folder.file("record").path, 65_534, 4) == 0)
        var old = stat()
        #expect(lstat(folder.file("record").path, &old) == 0)
        let sut = try Folder(opening: folder.url.path)

        try sut.replaceFile("record", with: Data("new".utf8), mode: 0o640, keeping: FileStatus(old))

        var new = stat()
        #expect(lstat(folder.file("record").path, &new) == 0)
        #expect(new.st_ino != old.st_ino, "a new file")
        #expect((new.st_uid, new.st_gid) == (65_534, 4))
        #expect(try folder.read("record") == "new")
    }

    @Test("in a folder shared through a group, every file and folder made is the group's, with the group's access")
    func sharedThroughAGroup() throws {
        try #require(geteuid() == 0, "needs root, to give the folder a group")
        let folder = folders.make()
        #expect(chown(folder.url.path, uid_t.max, 4_242) == 0 && chmod(folder.url.path, 0o2775) == 0)
        let sut = try Folder(opening: folder.url.path)

        _ = try sut.createFile("made", mode: 0o644)
        try sut.replaceFile("private", with: Data("x".utf8), mode: 0o600)
        try sut.makeSubfolder("images")
        let inner = try sut.subfolder("images")
        _ = try inner.createTemporaryFile()

        for (name, mode) in [("made", 0o664), ("private", 0o660), ("images", 0o2775)] as [(String, Int)] {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.file(name).path)
            #expect(attributes[.groupOwnerAccountID] as? Int == 4_242, "\(name)")
            #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == mode & 0o777, "\(name)")
        }
        #expect(sut.sharing == GroupSharing(folderMode: 0o2775, group: 4_242))
        #expect(inner.sharing == GroupSharing(folderMode: 0o2775, group: 4_242), "what is made in it is shared too")
        var images = stat()
        #expect(stat(folder.file("images").path, &images) == 0 && images.st_mode & 0o7777 == 0o2775)
    }

    @Test("share gives a file or folder of this user's the shared group and access; a link is never followed")
    func share() throws {
        try #require(geteuid() == 0, "needs root, to give the folder a group")
        let folder = folders.make()
        try folder.write("x", to: "manifest.jsonl")
        try FileManager.default.createDirectory(at: folder.file("pages"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: "/etc/hostname")
        #expect(chmod(folder.file("manifest.jsonl").path, 0o644) == 0 && chmod(folder.file("pages").path, 0o755) == 0)
        #expect(chown(folder.url.path, uid_t.max, 4_242) == 0 && chmod(folder.url.path, 0o2770) == 0)
        let sut = try Folder(opening: folder.url.path)

        sut.share(["manifest.jsonl", "pages", "link", "absent"])

        var file = stat(), pages = stat(), target = stat()
        #expect(stat(folder.file("manifest.jsonl").path, &file) == 0 && (file.st_gid, file.st_mode & 0o7777) == (4_242, 0o664))
        #expect(stat(folder.file("pages").path, &pages) == 0 && (pages.st_gid, pages.st_mode & 0o7777) == (4_242, 0o775))
        #expect(stat("/etc/hostname", &target) == 0 && target.st_gid != 4_242)
    }

    @Test("two paths reach the same file through links and .., and not another")
    func areSameFile() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery/images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file("other"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("www").path, withDestinationPath: "gallery")

        #expect(FileStatus.areSameFile(folder.file("www/images").path, folder.file("gallery/images").path))
        #expect(FileStatus.areSameFile(folder.file("other/../gallery/images").path, folder.file("gallery/images").path))
        #expect(!FileStatus.areSameFile(folder.file("other").path, folder.file("gallery/images").path))
        #expect(!FileStatus.areSameFile(folder.file("missing").path, folder.file("missing").path), "nothing is no file")
    }

    @Test("replace file replaces a link at the name, never writing where it points")
    func replaceFileReplacesALinkAtTheNameNeverWritingWhereItPoints() throws {
        let folder = folders.make()
        try folder.write("theirs", to: "target")
        try FileManager.default.createSymbolicLink(atPath: folder.file("record").path, withDestinationPath: folder.file("target").path)
        let sut = try Folder(opening: folder.url.path)

        try sut.replaceFile("record", with: Data("mine".utf8), mode: 0o600)

        #expect(try folder.read("target") == "theirs")
        #expect(try sut.entry("record").map { if case .file = $0 { true } else { false } } == true)
        #expect(try folder.read("record") == "mine")
    }

    @Test("remove file if same file deletes only the file expected, putting anything else back under its name")
    func removeFileIfSameFileDeletesOnlyTheFileExpectedPuttingAnythingElseBackUnderItsName() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        for name in ["dogs.jpg", "user.jpg"] { try folder.write(name, to: "gallery/\(name)") }
        try folder.write("outside", to: "outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gallery/link.jpg").path, withDestinationPath: folder.file("outside.jpg").path)
        let sut = try Folder(opening: folder.file("gallery").path)
        guard case let .file(dogs)? = try sut.entry("dogs.jpg") else { Issue.record("no file"); return }

        #expect(!(try sut.removeFile("user.jpg", ifSameFileAs: dogs)))
        #expect(!(try sut.removeFile("link.jpg", ifSameFileAs: dogs)))
        #expect(!(try sut.removeFile("absent.jpg", ifSameFileAs: dogs)))
        #expect(try sut.removeFile("dogs.jpg", ifSameFileAs: dogs))

        #expect(folder.contents(of: "gallery") == ["link.jpg", "user.jpg"], "nothing is left aside")
        #expect(try folder.read("gallery/user.jpg") == "user.jpg")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("gallery/link.jpg").path) == folder.file("outside.jpg").path)
        #expect(try folder.read("outside.jpg") == "outside")
    }

    @Test("remove link deletes a link that leads to the target, or to a path ending in it, and leaves anything else as it is")
    func removeLinkDeletesALinkThatLeadsToTheTargetAndLeavesAnythingElse() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("wants/folder"), withIntermediateDirectories: true)
        let links = [("dogs.timer", "dogs.timer", true), ("full.timer", "/home/me/.config/systemd/user/dogs.timer", true),
                     ("other.timer", "/etc/other.timer", false), ("suffix.timer", "/etc/cats-dogs.timer", false)]
        for (name, destination, _) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.file("wants/\(name)").path, withDestinationPath: destination)
        }
        try folder.write("dogs.timer", to: "wants/file.timer")
        let sut = try Folder(opening: folder.file("wants").path)

        for (name, _, leads) in links { #expect(try sut.removeLink(name, leadingTo: "dogs.timer") == leads, "\(name)") }
        for name in ["file.timer", "folder", "absent.timer"] { #expect(try sut.removeLink(name, leadingTo: "dogs.timer") == false) }

        #expect(folder.contents(of: "wants") == ["file.timer", "folder", "other.timer", "suffix.timer"], "nothing is left aside")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("wants/suffix.timer").path) == "/etc/cats-dogs.timer")
        #expect(try folder.read("wants/file.timer") == "dogs.timer")
    }

    @Test("remove link does not so much as move what is no link: the folder it is in is not changed", arguments: ["file.timer", "folder"])
    func removeLinkDoesNotMoveWhatIsNoLink(_ name: String) throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("wants/folder"), withIntermediateDirectories: true)
        try folder.write("dogs.timer", to: "wants/file.timer")
        let longAgo = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: folder.file("wants").path)
        let sut = try Folder(opening: folder.file("wants").path)

        #expect(try sut.removeLink(name, leadingTo: "dogs.timer") == false)

        let modified = try FileManager.default.attributesOfItem(atPath: folder.file("wants").path)[.modificationDate] as? Date
        #expect(modified == longAgo, "a rename, even one undone, would have changed the folder")
    }

    @Test("remove link never deletes another link swapped in at the name meanwhile")
    func removeLinkNeverDeletesAnotherLinkSwappedInAtTheNameMeanwhile() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("wants"), withIntermediateDirectories: true)
        let sut = try Folder(opening: folder.file("wants").path)
        var removed = 0, racedRounds = 0
        for round in 0..<RacePace.rounds {
            let (dogs, user) = (folder.file("wants/dogs.timer").path, folder.file("wants/user-\(round).timer").path)
            try FileManager.default.createSymbolicLink(atPath: dogs, withDestinationPath: "dogs.timer")
            try FileManager.default.createSymbolicLink(atPath: user, withDestinationPath: "/etc/user.timer")

            let swapper = NameSwapper(dogs, user, pausing: RacePace.pause(forRound: round))
            swapper.waitForSwaps()
            let before = swapper.swapsMade
            _ = try sut.removeLink("dogs.timer", leadingTo: "dogs.timer")
            if swapper.swapsMade > before { racedRounds += 1 }
            swapper.stop()

            let left = [dogs, user].compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: $0) }
            #expect(left.filter { $0 == "/etc/user.timer" }.count == 1, "round \(round): the user's link is kept")
            if left.count == 1 { removed += 1 }
            for path in [dogs, user] { unlink(path) }
        }
        #expect(removed > 0, "some removals got through the swaps")
        #expect(racedRounds > 0, "in some rounds a swap landed while the removal was under way")
        #expect(folder.contents(of: "wants") == [], "nothing is left aside")
    }

    @Test("take aside passes over temporary names already taken, and leaves the files there as they were")
    func takeAsidePassesOverTemporaryNamesAlreadyTakenAndLeavesTheFilesThereAsTheyWere() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try folder.write("dogs'", to: "gallery/a.jpg")
        let sut = try Folder(opening: folder.file("gallery").path)
        let next = Int(TemporaryName.next().split(separator: "-").last!)! + 1
        // Several names, as other tests running at once draw from the same process-wide counter.
        let taken = (next..<next + 8).map { "\(TemporaryName.prefix)\(getpid())-\($0)" }
        for name in taken { try folder.write("someone's", to: "gallery/\(name)") }

        let aside = try #require(try sut.takeAside("a.jpg") { _ in true })

        #expect(!taken.contains(aside))
        #expect(try folder.read("gallery/\(aside)") == "dogs'")
        #expect(try taken.map { try folder.read("gallery/\($0)") } == Array(repeating: "someone's", count: 8))
    }

    @Test("take aside puts back what it took beside a file that took the name meanwhile, as name.~1~, and deletes neither")
    func takeAsidePutsBackWhatItTookBesideAFileThatTookTheNameMeanwhile() throws {
        let folder = folders.make()
        try FileManager.default.createDirectory(at: folder.file("gallery"), withIntermediateDirectories: true)
        try folder.write("the first", to: "gallery/a.jpg")
        let sut = try Folder(opening: folder.file("gallery").path)

        let aside = try sut.takeAside("a.jpg") { _ in
            _ = try? folder.write("the third", to: "gallery/a.jpg")
            return false
        }

        #expect(aside == nil)
        #expect(folder.contents(of: "gallery") == ["a.jpg", "a.jpg.~1~"])
        #expect(try folder.read("gallery/a.jpg") == "the third")
        #expect(try folder.read("gallery/a.jpg.~1~") == "the first")
    }
}
