import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `dogs` binary in folders holding files that are not its own, links, tampered
/// manifests and failing disks: it touches only what it made, and says why it stops.
@Suite(.endToEnd)
final class OwnershipEndToEndTests: EndToEndTestCase {
    private var gallery: URL { folder.file("gallery") }

    // MARK: - Folders that are not galleries

    @Test("fetch and index refuse a website folder, and touch nothing")
    func fetchAndIndexRefuseAWebsiteFolderAndTouchNothing() throws {
        try place(["site/images/logo.png", "site/images/photos/holiday.jpg", "site/index.html"])
        let before = try FolderSnapshot(of: folder.url)

        for command in [["fetch", "--out", "site", "--api-base", server.apiBase], ["index", "--out", "site"]] {
            let run = try dogs(command)

            #expect(run.status == 73, "\(command.joined(separator: " "))")
            #expect(run.stderr == ("Error: \(folder.file("site").path) is not a dogs gallery: it holds index.html and images/ (2 entries) "
                + "but no dogs manifest; give --out a new or empty folder, such as \(folder.file("site").path)/dogs\n"))
            #expect(run.stdout == "")
            #expect(try FolderSnapshot(of: folder.url) == before)
        }
    }

    @Test("fetch into a folder of other things is refused, suggesting a folder of its own, and touches nothing")
    func fetchIntoAFolderOfOtherThingsIsRefusedSuggestingAFolderOfItsOwnAndTouchesNothing() throws {
        try place(["notes.txt", "photos/holiday.jpg", ".profile", "manifest.json.bak", "README.md"])
        let before = try FolderSnapshot(of: folder.url)

        let run = try dogs(["fetch", "--out", ".", "--api-base", server.apiBase])

        #expect(run.status == 73)
        #expect(run.stderr == ("Error: \(folder.url.path) is not a dogs gallery: it holds README.md, manifest.json.bak and 2 more but no dogs manifest; "
            + "give --out a new or empty folder, such as \(folder.url.path)/dogs\n"))
        #expect(try FolderSnapshot(of: folder.url) == before, "not even a record of the run")
    }

    @Test("fetch into a folder of hidden files only makes it a gallery, and loses nothing")
    func fetchIntoAFolderOfHiddenFilesOnlyMakesItAGalleryAndLosesNothing() throws {
        try place([".htaccess", ".well-known/security.txt", "lost+found/.keep"])
        let before = try FolderSnapshot(of: folder.url)

        for _ in 1...2 {
            let run = try dogs(["fetch", "--out", ".", "--api-base", server.apiBase])
            #expect(run.status == 0, "\(run.stderr)")
        }

        #expect(try FolderSnapshot(of: folder.url, excluding: FolderSnapshot.dogsNames) == before)
        try assertGalleryInvariant(folder.url)
    }

    @Test("leaves files it did not make in images and names them once")
    func leavesFilesItDidNotMakeInImagesAndNamesThemOnce() throws {
        try fetch("--count", "2")
        try place(["gallery/images/logo.png", "gallery/images/photos/holiday.jpg"])
        let before = try FolderSnapshot(of: gallery.appendingPathComponent("images"))

        let run = try fetch("--count", "1", "--keep", "1")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "warning: images/ holds 2 files dogs did not make, left alone: 'logo.png' and 'photos'\n")
        let after = try FolderSnapshot(of: gallery.appendingPathComponent("images"))
        for path in ["logo.png", "photos", "photos/holiday.jpg"] { #expect(after.entries[path] == before.entries[path], "\(path)") }
        try assertGalleryInvariant(gallery, foreign: ["images/logo.png", "images/photos"])
    }

    @Test("under quiet as cron runs it, names a file it did not make once")
    func underQuietAsCronRunsItNamesAFileItDidNotMakeOnce() throws {
        try fetch("--count", "2")
        try place(["gallery/images/logo.png"])

        let first = try fetch("--count", "1", "--quiet")
        let second = try fetch("--count", "1", "--quiet")

        #expect(first.status == 0, "\(first.stderr)")
        #expect((first.stdout + first.stderr) == "warning: images/ holds a file dogs did not make, left alone: 'logo.png'\n")
        #expect((second.stdout + second.stderr) == "", "named once, not every hour")
    }

    @Test("names a file it did not make only on the first run that finds it while verify lists it and passes")
    func namesAFileItDidNotMakeOnlyOnTheFirstRunThatFindsItWhileVerifyListsItAndPasses() throws {
        try fetch("--count", "2")
        try place(["gallery/images/logo.png"])

        let first = try fetch("--count", "1")
        let second = try fetch("--count", "1")
        let index = try dogs(["index"])
        try place(["gallery/images/banner.png"])
        let third = try fetch("--count", "1")
        let verify = try dogs(["verify"])

        #expect(first.stderr == "warning: images/ holds a file dogs did not make, left alone: 'logo.png'\n")
        #expect(second.stderr == "", "named once")
        #expect(index.stderr == "")
        #expect(third.stderr == "warning: images/ holds a file dogs did not make, left alone: 'banner.png'\n", "only the new one")
        #expect(verify.status == 0, "\(verify.stdout)")
        #expect(verify.stdout.contains("not in the manifest: images/banner.png (left alone)\nnot in the manifest: images/logo.png (left alone)\n"), "\(verify.stdout)")
    }

    @Test("a picture remove left in place for the user had changed it is the users file from then on")
    func aPictureRemoveLeftInPlaceForTheUserHadChangedItIsTheUsersFileFromThenOn() throws {
        try fetch("--count", "2")
        let files = try ManifestFile(in: gallery).pictures.compactMap { $0["file"] as? String }
        try Data("edited by the user".utf8).write(to: gallery.appendingPathComponent(files[0]))

        let remove = try dogs(["remove", files[0]])
        let next = try fetch("--count", "1")
        let verify = try dogs(["verify"])

        #expect(remove.status == 0, "\(remove.stderr)")
        #expect(try Data(contentsOf: gallery.appendingPathComponent(files[0])) == Data("edited by the user".utf8))
        #expect(next.stderr == "", "named by the removal already")
        #expect(verify.status == 0, "\(verify.stdout)")
    }

    // MARK: - Links

    @Test("fetch and index refuse a link for the images folder, and follow none")
    func fetchAndIndexRefuseALinkForTheImagesFolderAndFollowNone() throws {
        try fetch("--count", "1")
        try FileManager.default.moveItem(at: gallery.appendingPathComponent("images"), to: folder.file("elsewhere"))
        try place(["elsewhere/photos/holiday.jpg"])
        try FileManager.default.createSymbolicLink(atPath: gallery.appendingPathComponent("images").path, withDestinationPath: folder.file("elsewhere").path)
        let before = try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"])

        for command in [["fetch", "--keep", "1", "--api-base", server.apiBase], ["index"]] {
            let run = try dogs(command)

            #expect(run.status == 73, "\(command.joined(separator: " "))")
            #expect(run.stderr == ("Error: \(gallery.path)/images is a symbolic link; dogs does not follow links inside a gallery\n"))
            #expect(try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"]) == before, "nothing but the record of the run")
        }
    }

    @Test("refuses a link for the lock and creates nothing where it points")
    func refusesALinkForTheLockAndCreatesNothingWhereItPoints() throws {
        try fetch("--count", "1")
        try FileManager.default.removeItem(at: gallery.appendingPathComponent(".dogs.lock"))
        try FileManager.default.createSymbolicLink(atPath: gallery.appendingPathComponent(".dogs.lock").path, withDestinationPath: folder.file("planted").path)

        let run = try fetch()

        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("Error: \(gallery.path)/.dogs.lock is a symbolic link"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("planted").path))
    }

    // MARK: - Files shared with others

    @Test("a backup made with hard links stays byte for byte as it was, through fetch remove and repair")
    func aBackupMadeWithHardLinksStaysByteForByteAsItWasThroughFetchRemoveAndRepair() throws {
        let fresh = try FixtureServer(arguments: ["--distinct"])
        #expect(try dogs(["fetch", "--count", "3", "--api-base", fresh.apiBase]).status == 0)
        #expect(try DogsProcess.run(command: "/bin/cp", ["-al", gallery.path, folder.file("backup").path], in: folder.url).status == 0)
        let before = try FolderSnapshot(of: folder.file("backup"))
        let pictures = folder.contents(of: "gallery/images")

        let fetched = try dogs(["fetch", "--count", "2", "--api-base", fresh.apiBase])
        let removed = try dogs(["remove", "--out", gallery.path, "images/\(pictures[0])"])
        try FileManager.default.removeItem(at: gallery.appendingPathComponent("images/\(pictures[1])"))
        let repaired = try dogs(["verify", "--repair", "--out", gallery.path, "--api-base", fresh.apiBase])
        let fetchedAgain = try dogs(["fetch", "--count", "1", "--api-base", fresh.apiBase])

        for run in [fetched, removed, repaired, fetchedAgain] { #expect(run.status == 0, "\(run.stderr)") }
        #expect(try FolderSnapshot(of: folder.file("backup")) == before, "the backup is the user's")
        #expect(try ManifestFile(in: gallery).pictures.count == 5)
        try assertGalleryInvariant(gallery)
    }

    @Test("a lock file that is also a file of the users is refused in one line, and the file keeps its bytes")
    func aLockFileThatIsAlsoAFileOfTheUsersIsRefusedInOneLineAndTheFileKeepsItsBytes() throws {
        try fetch("--count", "1")
        try place(["config"])
        #expect(chmod(folder.file("config").path, 0o644) == 0)
        try FileManager.default.removeItem(at: gallery.appendingPathComponent(".dogs.lock"))
        try FileManager.default.linkItem(at: folder.file("config"), to: gallery.appendingPathComponent(".dogs.lock"))
        let before = try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"])

        let run = try fetch()

        #expect(run.status == 73)
        #expect(run.stderr == ("Error: \(gallery.path)/.dogs.lock is not dogs' own lock: it is also another file's name (a hard link); "
            + "dogs writes nothing in it (if it is dogs', remove it and run again)\n"))
        #expect(try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"]) == before, "nothing but the record of the run")
    }

    @Test("as root in another users gallery is refused in one line, and writes nothing")
    func asRootInAnotherUsersGalleryIsRefusedInOneLineAndWritesNothing() throws {
        try skipUnless(geteuid() == 0, "needs root, to give the gallery to another user")
        try fetch("--count", "1")
        #expect(try DogsProcess.run(command: "/bin/chown", ["-R", "nobody", gallery.path], in: folder.url).status == 0)
        let before = try FolderSnapshot(of: folder.url)

        let run = try fetch("--count", "1")

        #expect(run.status == 73)
        #expect(run.stderr == ("Error: \(gallery.path) belongs to nobody, and dogs runs as root: what it wrote there would be root's, not nobody's; "
            + "run it as nobody (sudo -u nobody dogs ...)\n"))
        #expect(try FolderSnapshot(of: folder.url) == before, "not even a record of the run")
    }

    @Test("refuses a link for the record of runs and writes nothing where it points")
    func refusesALinkForTheRecordOfRunsAndWritesNothingWhereItPoints() throws {
        try fetch("--count", "1")
        try place(["planted"])
        try FileManager.default.removeItem(at: gallery.appendingPathComponent(".dogs-runs"))
        try FileManager.default.createSymbolicLink(atPath: gallery.appendingPathComponent(".dogs-runs").path, withDestinationPath: folder.file("planted").path)

        let run = try fetch()

        #expect(run.status == 73)
        #expect(run.stderr.hasPrefix("Error: \(gallery.path)/.dogs-runs is a symbolic link"), "\(run.stderr)")
        #expect(try folder.read("planted") == "planted", "nothing written where it points")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: gallery.appendingPathComponent(".dogs-runs").path) == folder.file("planted").path)
    }

    @Test("follows a link at the gallery folder itself")
    func followsALinkAtTheGalleryFolderItself() throws {
        try FileManager.default.createDirectory(at: folder.file("srv/dogs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("www").path, withDestinationPath: folder.file("srv/dogs").path)

        let run = try dogs(["fetch", "--out", "www", "--api-base", server.apiBase])

        #expect(run.status == 0, "\(run.stderr)")
        try assertGalleryInvariant(folder.file("srv/dogs"))
    }

    // MARK: - Tampered manifests

    @Test("refuses a tampered manifest before writing or deleting anything")
    func refusesATamperedManifestBeforeWritingOrDeletingAnything() throws {
        let tamperings: [(file: String, problem: String)] = [
            ("../outside/dir", "line 2, field file: must be images/ and a picture name dogs gives (got '../outside/dir')"),
            ("manifest.jsonl", "line 2, field file: must be images/ and a picture name dogs gives (got 'manifest.jsonl')"),
            (folder.file("outside/dir/keep.jpg").path, "line 2, field file: must be images/ and a picture name dogs gives (got '\(folder.file("outside/dir/keep.jpg").path)')"),
            ("SECOND", "line 3, field file: images/"),
        ]
        for tampering in tamperings {
            folder.remove()
            folder = makeTemporaryDirectory()
            try fetch("--count", "2")
            try place(["outside/dir/keep.jpg"])
            try rewriteManifest { pictures in
                pictures[0]["file"] = tampering.file == "SECOND" ? pictures[1]["file"] : tampering.file
            }
            let before = try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"])

            let run = try fetch("--count", "1", "--keep", "1")

            #expect(run.status == 65, "\(tampering.file)")
            #expect(run.stderr.hasPrefix("Error: \(gallery.path)/manifest.jsonl is damaged: \(tampering.problem)"), "\(run.stderr)")
            #expect((run.stderr.filter { $0 == "\n" }.count) == 1, "\(run.stderr)")
            #expect(try FolderSnapshot(of: folder.url, excluding: ["gallery/.dogs-runs"]) == before, "\(tampering.file)")
            #expect(try folder.read("gallery/.dogs-runs").contains(#""exitCode":65,"message":"\#(gallery.path)/manifest.jsonl is damaged"#), "the refusal is recorded")
        }
    }

    @Test("keep leaves a picture whose bytes are not the ones recorded")
    func keepLeavesAPictureWhoseBytesAreNotTheOnesRecorded() throws {
        try fetch("--count", "2")
        var tampered = ""
        try rewriteManifest { pictures in
            pictures[0]["sha256"] = String(repeating: "0", count: 64)
            tampered = pictures[0]["file"] as? String ?? ""
        }

        let run = try fetch("--count", "1", "--keep", "1")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent(tampered).path), "\(tampered) is left alone")
        try assertGalleryInvariant(gallery, foreign: [tampered])
    }

    // MARK: - The lock

    @Test("a lock file removed during a run cannot let two runs commit")
    func aLockFileRemovedDuringARunCannotLetTwoRunsCommit() throws {
        try fetch("--count", "1")
        let slow = try FixtureServer(fault: "slow-pictures", arguments: ["--delay-ms", "1500"])
        let first = try DogsProcess(["fetch", "--count", "2", "--api-base", slow.apiBase], in: folder.url)
        #expect(slow.waitForRequest(containing: "GET /breeds/"), "the first run is downloading")
        try FileManager.default.removeItem(at: gallery.appendingPathComponent(".dogs.lock"))

        let second = try fetch("--count", "2")
        let firstRun = try first.wait()

        #expect(second.status == 0, "\(second.stderr)")
        #expect(firstRun.status == 75, "\(firstRun.stderr)")
        #expect(firstRun.stderr.contains("was removed or replaced during the run"), "\(firstRun.stderr)")
        #expect(try manifestFiles().count == 3, "the first run committed nothing")
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Randomness, disks and modes

    @Test("saves distinct pictures with no random source")
    func savesDistinctPicturesWithNoRandomSource() throws {
        try place(["empty-random"])
        let script = "mount --bind \"$0\" /dev/urandom && exec \"$@\""
        let probe = try DogsProcess.run(command: "/usr/bin/unshare", ["-m", "sh", "-c", script, folder.file("empty-random").path, "/bin/true"], in: folder.url)
        try skipUnless(probe.status == 0, "needs a private mount namespace to hide /dev/urandom")

        let run = try DogsProcess.run(command: "/usr/bin/unshare", ["-m", "sh", "-c", script, folder.file("empty-random").path,
                                                                    DogsProcess.binary.path, "fetch", "--count", "3", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try manifestFiles().count == 3)
        #expect(folder.contents(of: "gallery/images").count == 3)
        try assertGalleryInvariant(gallery)
    }

    @Test("a full disk while downloading exits 73 and leaves the gallery as it was")
    func aFullDiskWhileDownloadingExits73AndLeavesTheGalleryAsItWas() throws {
        try mountTinyFileSystem(at: gallery, kilobytes: 160)
        try fetch("--count", "3")
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs"])
        let big = try FixtureServer(arguments: ["--distinct", "--picture-bytes", "150000"])

        let run = try dogs(["fetch", "--count", "3", "--api-base", big.apiBase, "--retries", "0"])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: cannot write "), "\(run.stderr)")
        #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs"]) == before)
    }

    @Test("a full disk while committing exits 73 and leaves the gallery as it was")
    func aFullDiskWhileCommittingExits73AndLeavesTheGalleryAsItWas() throws {
        try mountTinyFileSystem(at: gallery, kilobytes: 512)
        try fetch("--count", "3")
        // Room for the new picture (20,000 bytes: 5 pages) and one page more, not for the pages.
        let free = try #require(FileManager.default.attributesOfFileSystem(forPath: gallery.path)[.systemFreeSize] as? Int)
        try Data(count: free - 6 * 4096).write(to: gallery.appendingPathComponent("ballast"))
        let before = try FolderSnapshot(of: gallery, excluding: [".dogs-runs"])
        let server = try FixtureServer(arguments: ["--distinct", "--picture-bytes", "20000"])

        let run = try dogs(["fetch", "--count", "1", "--api-base", server.apiBase, "--retries", "0"])

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
        #expect(try FolderSnapshot(of: gallery, excluding: [".dogs-runs"]) == before)
    }

    @Test("a run under a strict umask keeps the gallerys modes")
    func aRunUnderAStrictUmaskKeepsTheGallerysModes() throws {
        try fetch("--count", "2")
        try place(["gallery/notes.txt"])
        let before = try FolderSnapshot(of: gallery, excluding: FolderSnapshot.dogsNames)

        let run = try DogsProcess.run(command: "/bin/sh", ["-c", "umask 077; exec \"$@\"", "sh", DogsProcess.binary.path,
                                                           "fetch", "--count", "2", "--api-base", server.apiBase], in: folder.url)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try manifestFiles().count == 4)
        #expect(try FolderSnapshot(of: gallery, excluding: FolderSnapshot.dogsNames) == before)
        try assertGalleryInvariant(gallery, mode: 0o644)
    }

    // MARK: - Helpers

    @discardableResult
    private func fetch(_ arguments: String...) throws -> DogsRun {
        try dogs(["fetch", "--api-base", server.apiBase] + arguments)
    }

    // MARK: - A working folder whose name is not UTF-8

    @Test("in a working folder named in Latin-1 a relative gallery is refused in one line, and no other folder is made")
    func inAWorkingFolderNamedInLatin1ARelativeGalleryIsRefusedInOneLineAndNoOtherFolderIsMade() throws {
        #expect(try shell(#"mkdir "$(printf 'caf\351')""#).status == 0)

        for command in [["fetch", "--count", "1", "--api-base", server.apiBase], ["fetch", "--out", "gallery", "--api-base", server.apiBase],
                        ["schedule", "--every", "1h", "--out", "gallery"], ["index", "--out", "."]] {
            let run = try shell(#"cd "$(printf 'caf\351')" && exec "$0" "$@""#, DogsProcess.binary.path, command)

            #expect(run.status == 64, "\(command.joined(separator: " "))")
            #expect(run.stderr.hasPrefix("Error: the working folder's path is not UTF-8, so dogs cannot name "), "\(run.stderr)")
            #expect((run.stderr.filter { $0 == "\n" }.count) == 1, "\(run.stderr)")
            #expect(try shell("find . -mindepth 1 | wc -l").stdout == "1\n", "nothing in the folder, nor in caf\u{FFFD} beside it")
        }
    }

    @Test("in a working folder named in Latin-1 an absolute gallery is fetched into")
    func inAWorkingFolderNamedInLatin1AnAbsoluteGalleryIsFetchedInto() throws {
        #expect(try shell(#"mkdir "$(printf 'caf\351')""#).status == 0)

        let run = try shell(#"cd "$(printf 'caf\351')" && exec "$0" "$@""#, DogsProcess.binary.path, ["fetch", "--count", "1", "--out", gallery.path, "--api-base", server.apiBase])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent("index.html").path))
    }

    @Test("a home named in Latin-1 is refused by schedule, in one line, and no other folder is made")
    func aHomeNamedInLatin1IsRefusedByScheduleInOneLineAndNoOtherFolderIsMade() throws {
        let run = try shell(#"mkdir "$(printf 'caf\351')" && HOME="$PWD/$(printf 'caf\351')" exec "$0" "$@""#, DogsProcess.binary.path,
                            ["schedule", "--systemd", "--every", "1h", "--out", gallery.path])

        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr == ("Error: HOME is not UTF-8, so dogs cannot take it as it was given; set it in UTF-8, or unset it\n"))
        #expect(try shell("find . -mindepth 1 | wc -l").stdout == "1\n", "no units, in the home folder nor in caf\u{FFFD} beside it")
    }

    /// Runs `script` with `sh -c` in the test's folder, `$0` and `$@` standing for `program` and `arguments`.
    private func shell(_ script: String, _ program: String = "sh", _ arguments: [String] = []) throws -> DogsRun {
        try DogsProcess.run(command: "/bin/sh", ["-c", script, program] + arguments, in: folder.url)
    }

    private func dogs(_ arguments: [String]) throws -> DogsRun {
        try DogsProcess.run(arguments, in: folder.url)
    }

    /// Files under the test's folder, each holding its own name, with the folders they need.
    private func place(_ paths: [String]) throws {
        for path in paths {
            let url = folder.file(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(url.lastPathComponent.utf8).write(to: url)
        }
    }

    private func manifestFiles() throws -> [String] {
        try ManifestFile(in: gallery).files
    }

    private func rewriteManifest(_ change: (inout [[String: Any]]) -> Void) throws {
        try ManifestFile.rewritePictures(in: gallery, change)
    }
}

extension EndToEndSuite {
    /// A small tmpfs at `folder`, so writes run out of space; skipped where mounting is not allowed.
    func mountTinyFileSystem(at folder: URL, kilobytes: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mount = try DogsProcess.run(command: "/bin/sh", ["-c", "mount -t tmpfs -o size=\(kilobytes)k tmpfs \"$0\" 2>/dev/null", folder.path], in: folder)
        try skipUnless(mount.status == 0, "needs permission to mount a tmpfs")
        addTeardownBlock {
            _ = try? DogsProcess.run(command: "/bin/sh", ["-c", "umount \"$0\"", folder.path], in: URL(fileURLWithPath: "/"))
        }
    }
}
