import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `dogs` binary where the system refuses it: run by a user who may not write there, on a
/// read-only or a full file system, under a path that cannot lead to a folder. Each error is one
/// line naming the cause the system gave, exits 73, and leaves nothing behind.
@Suite(.endToEnd)
final class ErrnoExplanationEndToEndTests: EndToEndTestCase {
    // MARK: - Permission denied

    @Test("fetch by a user who may not write the folder above, names the user and the folders owner, and makes nothing")
    func fetchByAUserWhoMayNotWriteTheFolderAboveNamesTheUserAndTheFoldersOwnerAndMakesNothing() throws {
        try FileManager.default.createDirectory(at: folder.file("www"), withIntermediateDirectories: true)
        let before = try FolderSnapshot(of: folder.url)

        let run = try asNobody(["fetch", "--out", "www/dogs/gallery", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == ("Error: cannot create the gallery folder \(folder.file("www/dogs/gallery").path): Permission denied "
            + "(dogs runs as nobody, group nogroup; \(folder.file("www").path) belongs to root, group root)\n"))
        #expect(run.stdout == "")
        #expect(try FolderSnapshot(of: folder.url) == before)
    }

    @Test("fetch by a user who is not the gallery's owner, names the user and the owner, and changes nothing")
    func fetchByAUserWhoMayNotWriteTheGalleryNamesTheUserAndTheOwnerAndChangesNothing() throws {
        #expect(try dogs(["fetch", "--count", "2", "--api-base", server.apiBase]).status == 0)
        let before = try FolderSnapshot(of: folder.url)

        let run = try asNobody(["fetch", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        let gallery = folder.file("gallery").path
        #expect(run.stderr == ("Error: \(gallery) belongs to root, and dogs runs as nobody: what nobody wrote there, root's runs could not change; "
            + "run it as root (sudo -u root dogs ...), or share the gallery through a group (see the README)\n"))
        #expect(try FolderSnapshot(of: folder.url) == before)
    }

    // MARK: - Read-only and full file systems

    @Test("fetch onto a read only file system, says so, and makes nothing")
    func fetchOntoAReadOnlyFileSystemSaysSoAndMakesNothing() throws {
        try FileManager.default.createDirectory(at: folder.file("ro"), withIntermediateDirectories: true)
        let before = try FolderSnapshot(of: folder.url)

        let run = try inMountNamespace(#"mount --bind -o ro "$0/ro" "$0/ro""#, ["fetch", "--out", "ro/dogs", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot create the gallery folder \(folder.file("ro/dogs").path): Read-only file system\n")
        #expect(try FolderSnapshot(of: folder.url) == before)
    }

    @Test("fetch onto a full file system, says so, and leaves no folder behind")
    func fetchOntoAFullFileSystemSaysSoAndLeavesNoFolderBehind() throws {
        try FileManager.default.createDirectory(at: folder.file("full"), withIntermediateDirectories: true)
        let fill = #"mount -t tmpfs -o size=64k tmpfs "$0/full" && { dd if=/dev/zero of="$0/full/filler" bs=4k 2>/dev/null; true; }"#

        let run = try inMountNamespace(
            fill, ["fetch", "--out", "full/dogs", "--api-base", server.apiBase], then: #"ls -A "$0/full" > "$0/left-on-the-disk""#
        )

        #expect(run.status == 73, "\(run.stderr)")
        // A temporary file's name carries the process and a counter.
        #expect(run.stderr.replacing(#/\.dogs-tmp-\d+-\d+/#, with: ".dogs-tmp-N") == "Error: cannot write \(folder.file("full/dogs/images").path)/.dogs-tmp-N: No space left on device\n")
        #expect(try folder.read("left-on-the-disk") == "filler\n")
    }

    @Test("fetch where the folders can be made only part way, takes away those it made")
    func fetchWhereTheFoldersCanBeMadeOnlyPartWayTakesAwayThoseItMade() throws {
        try FileManager.default.createDirectory(at: folder.file("tiny"), withIntermediateDirectories: true)
        // Inodes for the file system's own folder and two more.
        let mount = #"mount -t tmpfs -o size=64k,nr_inodes=3 tmpfs "$0/tiny""#

        let run = try inMountNamespace(mount, ["fetch", "--out", "tiny/a/b/gallery", "--api-base", server.apiBase], then: #"ls -A "$0/tiny" > "$0/left-on-the-disk""#)

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot create the gallery folder \(folder.file("tiny/a/b/gallery").path): No space left on device\n")
        #expect(try folder.read("left-on-the-disk") == "")
    }

    // MARK: - Paths that cannot lead to a folder

    @Test("fetch under a folder that cannot hold one, says there is no such folder")
    func fetchUnderAFolderThatCannotHoldOneSaysThereIsNoSuchFolder() throws {
        try skipUnless(FileManager.default.fileExists(atPath: "/proc/self"), "needs /proc, where no folder can be made")

        let run = try dogs(["fetch", "--out", "/proc/dogs", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot create the gallery folder /proc/dogs: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: "/proc/dogs"))
    }

    @Test("fetch through a loop of symbolic links, says so, and makes nothing")
    func fetchThroughALoopOfSymbolicLinksSaysSoAndMakesNothing() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop-a").path, withDestinationPath: "loop-b")
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop-b").path, withDestinationPath: "loop-a")
        let before = try FolderSnapshot(of: folder.url)

        let run = try dogs(["fetch", "--out", "loop-a/dogs", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot create the gallery folder \(folder.file("loop-a/dogs").path): Too many levels of symbolic links\n")
        #expect(try FolderSnapshot(of: folder.url) == before)
    }

    @Test("fetch below a file, says it is not a directory, and makes nothing")
    func fetchBelowAFileSaysItIsNotADirectoryAndMakesNothing() throws {
        try folder.write("mine", to: "notes.txt")
        let before = try FolderSnapshot(of: folder.url)

        let run = try dogs(["fetch", "--out", "notes.txt/dogs", "--api-base", server.apiBase])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr == "Error: cannot create the gallery folder \(folder.file("notes.txt/dogs").path): Not a directory\n")
        #expect(try FolderSnapshot(of: folder.url) == before)
    }

    // MARK: - Helpers

    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }

    /// Runs `dogs` in a mount namespace of its own, after `setup` (sh, the test's folder as `$0`)
    /// and before `after`, so mounts need no cleaning up; skipped where mounting is not allowed.
    private func inMountNamespace(_ setup: String, _ arguments: [String], then after: String = "true") throws -> DogsRun {
        let unshare = "/usr/bin/unshare", script = "\(setup) || exit 125; \"$@\"; status=$?; \(after); exit $status"
        try skipUnless(FileManager.default.isExecutableFile(atPath: unshare), "needs unshare (util-linux)")
        let probe = try DogsProcess.run(command: unshare, ["-m", "sh", "-c", setup, folder.url.path], in: folder.url)
        try skipUnless(probe.status == 0, "needs a mount namespace of its own, and leave to mount there: \(probe.stderr)")
        return try DogsProcess.run(command: unshare, ["-m", "sh", "-c", script, folder.url.path, DogsProcess.binary.path] + arguments, in: folder.url)
    }
}
