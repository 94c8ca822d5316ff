@testable import DogModel
import Foundation
@testable import GalleryJobs
import TestSupport
import Testing

@Suite("PictureFinding judges a picture's file against its manifest entry")
struct PictureFindingTests {
    static let picture = Picture(
        source: URL(string: "https://images.dog.ceo/breeds/pug/a.jpg")!, breed: "pug", subBreed: nil,
        file: "images/pug_a.jpg", bytes: 100, sha256: String(repeating: "a", count: 64), added: Date(timeIntervalSince1970: 0)
    )
    static let sha = String(repeating: "a", count: 64), otherSHA = String(repeating: "b", count: 64)

    @Test("what was found, and what is wrong with it", arguments: [
        (FoundFile.file(bytes: 100, sha256: sha, format: .jpeg, isComplete: true), [PictureFinding]()),
        (.absent, [.missing]),
        (.notAFile, [.notAFile]),
        (.unreadable, [.unreadable]),
        (.file(bytes: 120, sha256: otherSHA, format: .jpeg, isComplete: true), [.size(found: 120)]),
        (.file(bytes: 100, sha256: otherSHA, format: .jpeg, isComplete: true), [.digest]),
        (.file(bytes: 100, sha256: otherSHA, format: .png, isComplete: true), [.digest, .format(found: .png)]),
        (.file(bytes: 100, sha256: otherSHA, format: nil, isComplete: false), [.digest, .format(found: nil)]),
        (.file(bytes: 90, sha256: otherSHA, format: .jpeg, isComplete: false), [.size(found: 90), .truncated]),
        (.file(bytes: 100, sha256: sha, format: .gif, isComplete: true), [.format(found: .gif)]),
    ])
    func findings(_ found: FoundFile, _ expected: [PictureFinding]) {
        #expect(PictureFinding.findings(for: Self.picture, found) == expected)
    }

    @Test("each finding is one line naming the file", arguments: [
        (PictureFinding.missing, "missing: images/pug_a.jpg"),
        (.notAFile, "not a regular file: images/pug_a.jpg"),
        (.unreadable, "cannot be read: images/pug_a.jpg"),
        (.size(found: 120), "damaged: images/pug_a.jpg is 120 bytes, the manifest says 100"),
        (.digest, "damaged: images/pug_a.jpg does not match the SHA-256 the manifest records"),
        (.format(found: .png), "damaged: images/pug_a.jpg holds a PNG picture, not a JPEG one"),
        (.format(found: nil), "damaged: images/pug_a.jpg holds no JPEG, PNG, GIF or WebP picture"),
        (.truncated, "damaged: images/pug_a.jpg ends before its JPEG picture does"),
    ])
    func line(_ finding: PictureFinding, _ expected: String) {
        #expect(finding.line(for: Self.picture) == expected)
    }
}
