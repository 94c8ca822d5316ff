@testable import DogGallery
import Foundation
@testable import GalleryJobs
import TestSupport
import Testing

@Suite("VerifySummary prints what dogs verify found")
struct VerifySummaryTests {
    let gallery = URL(fileURLWithPath: "/srv/dogs")

    @Test("a sound gallery is one line")
    func sound() {
        let report = VerifyReport(gallery: gallery, pictures: 3, problems: [], unknownFiles: [])

        #expect(VerifySummary.lines(for: report) == ["Verified 3 pictures in /srv/dogs: all sound."])
    }

    @Test("a line for each problem and each file the manifest does not know, then the counts")
    func problems() {
        let report = VerifyReport(
            gallery: gallery, pictures: 1, problems: ["missing: images/pug_a.jpg", "damaged: images/pug_b.jpg does not match"],
            unknownFiles: ["holiday\u{1B}[2J.jpg"]
        )

        #expect(VerifySummary.lines(for: report) == [
            "missing: images/pug_a.jpg",
            "damaged: images/pug_b.jpg does not match",
            "not in the manifest: images/holiday [2J.jpg (left alone)",
            "Verified 1 picture in /srv/dogs: 2 problems, 1 file the manifest does not know.",
        ])
    }

    @Test("pictures away from images/ are named, and are no problem", arguments: [
        ([] as [String], "Verified 3 pictures in /srv/dogs: all sound, 2 pictures away (left off the pages until their files are back)."),
        (["missing: images/pug_c.jpg"], "Verified 3 pictures in /srv/dogs: 1 problem, 2 pictures away (left off the pages until their files are back)."),
    ])
    func away(problems: [String], verdict: String) {
        let report = VerifyReport(gallery: gallery, pictures: 3, problems: problems, unknownFiles: [], away: ["images/pug_a.jpg", "images/pug_b.jpg"])

        #expect(VerifySummary.lines(for: report) == problems + ["away: images/pug_a.jpg", "away: images/pug_b.jpg", verdict])
        #expect(report.isSound == problems.isEmpty)
    }
}
