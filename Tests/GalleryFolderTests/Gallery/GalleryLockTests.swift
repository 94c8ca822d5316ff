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
