@testable import DogGallery
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

@Suite("RemovalSummary prints what dogs remove did, or would do")
struct RemovalSummaryTests {
    let gallery = URL(fileURLWithPath: "/srv/dogs")
    let pictures = [samplePicture("pug", "a"), samplePicture("hound-afghan", "b\u{1B}[2J")]

    @Test("a line for each picture removed, then the count and what is left")
    func removed() {
        let report = RemovalReport(gallery: gallery, removed: pictures, leftInPlace: [], galleryCount: 7, indexProblems: [])

        #expect(RemovalSummary.lines(for: report, dryRun: false) == [
            "removed images/pug_a.jpg (Pug, added 2026-11-18 11:06 UTC)",
            "removed images/hound-afghan_b [2J.jpg (Afghan Hound, added 2026-11-18 11:06 UTC)",
            "Removed 2 pictures from /srv/dogs, leaving 7; no fetch brings them back.",
        ])
    }

    @Test("a dry run says what would go and that nothing was written")
    func dryRun() {
        let report = RemovalReport(gallery: gallery, removed: [pictures[0]], leftInPlace: [], galleryCount: 0, indexProblems: [])

        #expect(RemovalSummary.lines(for: report, dryRun: true) == [
            "would remove images/pug_a.jpg (Pug, added 2026-11-18 11:06 UTC)",
            "Would remove 1 picture from /srv/dogs, leaving 0; nothing was written.",
        ])
    }

    @Test("a file left in place and a page not written are warnings")
    func warnings() {
        let report = RemovalReport(
            gallery: gallery, removed: pictures, leftInPlace: [pictures[0]], galleryCount: 1,
            indexProblems: [.cannotWrite(path: "/srv/dogs/pages/1.html", reason: "a file dogs did not make is there")]
        )

        #expect(RemovalSummary.warnings(for: report) == [
            "warning: left images/pug_a.jpg in place: it is no longer the picture dogs saved",
            "warning: \(GalleryError.cannotWrite(path: "/srv/dogs/pages/1.html", reason: "a file dogs did not make is there")); the next run writes it again",
        ])
    }
}
