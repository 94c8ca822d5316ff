@testable import DogGallery
@testable import DogModel
import Foundation
@testable import GalleryFolder
import ModelTestSupport
import TestSupport
import Testing

@Suite("DryRunSummary")
struct DryRunSummaryTests {
    @Test("lists each picture a fetch would download, then says nothing was written")
    func lines() {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg")!)

        let lines = DryRunSummary.lines(for: [PlannedDownload(dog: dog, stem: "setter-english_n02100735_10038")], in: URL(fileURLWithPath: "/srv/dogs"))

        #expect(lines == [
            "would download https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg (English Setter) as images/setter-english_n02100735_10038.*",
            "Would add 1 picture to /srv/dogs; nothing was written.",
        ])
    }

    @Test("lists each picture --keep would remove, oldest first, and counts them against the gallery")
    func removals() {
        let dog = DogUI(url: URL(string: "https://images.dog.ceo/breeds/pug/c.jpg")!)
        let removed = [samplePicture("pug", "a"), samplePicture("hound-afghan", "b", minute: 1)]

        let lines = DryRunSummary.lines(for: [PlannedDownload(dog: dog, stem: "pug_c")], removing: removed, of: 3, in: URL(fileURLWithPath: "/srv/dogs"))

        #expect(lines == [
            "would download https://images.dog.ceo/breeds/pug/c.jpg (Pug) as images/pug_c.*",
            "would remove images/pug_a.jpg (Pug, added 2026-11-18 11:06 UTC)",
            "would remove images/hound-afghan_b.jpg (Afghan Hound, added 2026-11-18 11:07 UTC)",
            "Would add 1 picture to /srv/dogs and remove 2 of its 3 (--keep); nothing was written.",
        ])
    }
}
