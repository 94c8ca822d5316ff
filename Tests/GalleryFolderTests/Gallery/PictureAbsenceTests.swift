import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("PictureAbsence decides which pictures are away from images/ and which are back")
struct PictureAbsenceTests {
    private static let then = Date(timeIntervalSince1970: 1_795_000_000), now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test("a picture's file there or not, away before or not, marking or not, intact or not", arguments: [
        // (away before, its name in images/, marking, intact) → the change
        (false, true, true, true, Date??.none), (false, true, false, true, nil), (false, false, false, true, nil),
        (false, false, true, true, .some(now)),
        (true, false, true, true, nil), (true, false, false, true, nil),
        (true, true, true, true, .some(nil)), (true, true, false, true, .some(nil)),
        (true, true, true, false, nil), (true, true, false, false, nil),
    ])
    func change(wasAway: Bool, isThere: Bool, marking: Bool, intact: Bool, expected: Date??) {
        let picture = samplePicture("pug", "a").marked(away: wasAway ? Self.then : nil)

        let changes = PictureAbsence.changes(for: [picture], present: isThere ? ["pug_a.jpg"] : ["pug_b.jpg"], marking: marking, now: Self.now) { _ in intact }

        #expect(changes[picture.file] == expected)
        #expect(changes.count == (expected == nil ? 0 : 1))
    }

    @Test("only pictures away whose names are taken are checked for their bytes")
    func checksOnlyWhatMayBeBack() {
        let pictures = [samplePicture("pug", "a"), samplePicture("pug", "b").marked(away: Self.then), samplePicture("pug", "c").marked(away: Self.then)]
        var checked: [String] = []

        _ = PictureAbsence.changes(for: pictures, present: ["pug_a.jpg", "pug_b.jpg"], marking: true, now: Self.now) { picture in
            checked.append(picture.file)
            return true
        }

        #expect(checked == ["images/pug_b.jpg"])
    }
}
