@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import Platform
import ModelTestSupport
import TestSupport
import Testing

/// Opening a gallery takes its lock only when it is dogs' to take, and lets go of it when the run ends.
final class GalleryOpenerLockTests: GalleryOpenerTesting {
    let folders = TemporaryFolders()

    @Test("open refuses a lock file with another name, never writing in the file it is")
    func openRefusesALockFileWithAnotherNameNeverWritingInTheFileItIs() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try folder.write("the user's settings", to: "config")
        try FileManager.default.removeItem(at: folder.file("gallery/.dogs.lock"))
        try FileManager.default.linkItem(at: folder.file("config"), to: folder.file("gallery/.dogs.lock"))
        #expect(chmod(folder.file("config").path, 0o644) == 0)

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .notDogsLock(path: folder.file("gallery/.dogs.lock").path, reason: "it is also another file's name (a hard link)"))
        #expect(try folder.read("config") == "the user's settings")
        #expect(try permissions(folder.file("config")) == 0o644)
    }

    @Test("open takes a dogs lock a backup shares, by putting a new one in its place, never writing in the shared")
    func openTakesADogsLockABackupSharesByPuttingANewOneInItsPlaceNeverWritingInTheShared() throws {
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        try FileManager.default.linkItem(at: folder.file("gallery/.dogs.lock"), to: folder.file("backup-lock"))
        var before = stat()
        #expect(stat(folder.file("backup-lock").path, &before) == 0)

        let gallery = try sut.open()

        var shared = stat(), lock = stat()
        #expect(stat(folder.file("backup-lock").path, &shared) == 0 && stat(folder.file("gallery/.dogs.lock").path, &lock) == 0)
        #expect(lock.st_ino != shared.st_ino && lock.st_nlink == 1)
        #expect(shared.st_mtim.tv_sec == before.st_mtim.tv_sec && shared.st_mtim.tv_nsec == before.st_mtim.tv_nsec && shared.st_size == 0)
        #expect(throws: GalleryError.busy(path: sut.root.path)) { try GalleryOpener(root: folder.file("gallery")).open() }
        withExtendedLifetime(gallery) {}
    }

    @Test("open refuses a lock file of another users, never writing in it")
    func openRefusesALockFileOfAnotherUsersNeverWritingInIt() throws {
        try #require(geteuid() == 0, "needs root, to give the lock file to another user")
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        let lock = folder.file("gallery/.dogs.lock").path
        #expect(chown(lock, 65_534, gid_t.max) == 0)
        let before = try Data(contentsOf: folder.file("gallery/.dogs.lock"))

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .notDogsLock(path: lock, reason: "it belongs to \(Account.userName(of: 65_534)), not to \(Account.userName(of: 0)), who runs dogs"))
        #expect(try Data(contentsOf: folder.file("gallery/.dogs.lock")) == before)
    }

    @Test("open as root, refuses a gallery of another users, and writes nothing")
    func openAsRootRefusesAGalleryOfAnotherUsersAndWritesNothing() throws {
        try #require(geteuid() == 0, "needs root")
        let (sut, folder) = makeSUT()
        try sut.open().commit([], manifest: .rewrite(Manifest()), rendered: [])
        #expect(chown(folder.file("gallery").path, 65_534, gid_t.max) == 0)
        let before = try snapshot(folder)

        let error = #expect(throws: GalleryError.self) { try sut.open() }

        #expect(error == .othersGallery(path: sut.root.path, owner: Account.userName(of: 65_534)))
        #expect(try snapshot(folder) == before)
    }

    @Test("open follows a link at the gallery folder itself")
    func openFollowsALinkAtTheGalleryFolderItself() throws {
        let (_, folder) = makeSUT()
        try FileManager.default.createDirectory(at: folder.file("srv/dogs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("published").path, withDestinationPath: folder.file("srv/dogs").path)

        _ = try GalleryOpener(root: folder.file("published")).open()

        #expect(folder.contents(of: "srv/dogs") == [".dogs.lock", "images"])
    }

    @Test("open delivers busy while another run holds the gallery, and is free once it ends")
    func openDeliversBusyWhileAnotherRunHoldsTheGalleryAndIsFreeOnceItEnds() throws {
        let (sut, _) = makeSUT()
        var first: OpenGallery? = try sut.open()

        do {
            let error = #expect(throws: (any Error).self) { try sut.open() }
            #expect(error as? GalleryError == .busy(path: sut.root.path))
        }
        #expect(first != nil)
        first = nil
        #expect(throws: Never.self) { try sut.open() }
    }

    @Test("a run that ends frees the gallery, though a process started meanwhile holds a copy of its lock")
    func aRunThatEndsFreesTheGalleryThoughAProcessStartedMeanwhileHoldsACopyOfItsLock() throws {
        let (sut, folder) = makeSUT()
        var first: OpenGallery? = try sut.open()
        // A child started while the lock is held has a copy of every descriptor until it starts
        // its program; a copy made with dup(2) stands for it, as both refer to one open file.
        let copy = try #require(descriptors(naming: folder.file("gallery/.dogs.lock").path).first.map { dup($0) })
        defer { close(copy) }

        #expect(first != nil)
        first = nil

        #expect(throws: Never.self) { try sut.open() }
    }
}
