import Foundation
@testable import GalleryFolder
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
}
