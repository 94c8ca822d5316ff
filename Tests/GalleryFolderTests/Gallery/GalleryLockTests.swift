import Foundation
@testable import GalleryFolder
@testable import Platform
import TestSupport
import Testing

@Suite("GalleryLock tells what dogs writes in a lock from anything else")
struct GalleryLockTests {
    @Test("lock contents are nothing or a run's mark of 32 lower-case hex digits", arguments: [
        ("", true), (String(repeating: "0123456789abcdef", count: 2), true), (String(repeating: "f", count: 32), true),
        (String(repeating: "a", count: 31), false), (String(repeating: "a", count: 33), false),
        (String(repeating: "A", count: 32), false), (String(repeating: "g", count: 32), false), ("backup of my notes", false),
    ])
    func lockContentsAreNothingOrARunsMarkOf32LowerCaseHexDigits(text: String, isLock: Bool) {
        #expect(GalleryLock.isLockContents(Data(text.utf8)) == isLock)
    }

    @Test("a lock is dogs' to take when it is this user's, or, in a gallery shared through a group, that group's to read and write and this user a member", arguments: [
        (uid_t(1000), gid_t(33), mode_t(0o600), false, true, true),
        (1001, 33, 0o660, true, true, true),
        (1001, 33, 0o660, false, true, false),
        (1001, 33, 0o660, true, false, false),
        (1001, 33, 0o640, true, true, false),
        (1001, 44, 0o660, true, true, false),
        (1001, 33, 0o666, false, false, false),
    ])
    func takenBy(owner: uid_t, group: gid_t, mode: mode_t, shared: Bool, member: Bool, taken: Bool) {
        var raw = stat()
        raw.st_mode = S_IFREG | mode
        (raw.st_uid, raw.st_gid, raw.st_nlink) = (owner, group, 1)
        let sharing = shared ? GroupSharing(folderMode: 0o2775, group: 33) : nil

        let refusal = GalleryLock.refusal(of: FileStatus(raw), sharing: sharing, user: 1000, isMember: { _ in member }) { Data() }

        #expect((refusal == nil) == taken, "\(refusal ?? "taken")")
    }

    @Test("the time a run takes the lock is the file system's own, so a file put in images/ just after is never older, however soon")
    func takenTimeIsTheFileSystems() throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let gallery = try Folder(opening: folder.url.path)
        // A finer clock than the one stamping files runs ahead of it, now and then by a tick.
        for round in 0..<50 {
            let taken = try GalleryLock(in: gallery)
            try folder.write("", to: "after-\(round)")
            let lock = try FileStatus.of(FileHandle(forReadingFrom: folder.file(GalleryLock.fileName)), path: "")
            let after = try #require(gallery.changeTime(of: "after-\(round)"))

            #expect(after >= lock.modified, "round \(round)")
            _ = taken
        }
    }
}
