@testable import DogGallery
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

@Suite("RepairSummary prints what dogs verify --repair did")
struct RepairSummaryTests {
    let gallery = URL(fileURLWithPath: "/srv/dogs")
    let pictures = [samplePicture("pug", "a"), samplePicture("akita", "b"), samplePicture("mix", "c\u{7}")]

    @Test("a line for each picture repaired, dropped or not repaired, the files left alone, then the counts")
    func lines() {
        let report = RepairReport(
            gallery: gallery, pictures: 181, restored: [pictures[0]],
            keptAside: [.init(picture: pictures[0], reason: "the file at its name was not the picture dogs saved; it is kept as images/pug_a.jpg.~1~")],
            dropped: [.init(picture: pictures[1], reason: "it could not be downloaded again: the server answered HTTP 404")],
            left: [.init(picture: pictures[2], reason: "its file cannot be read")], unknownFiles: ["holiday.jpg"], problems: []
        )

        #expect(Array(RepairSummary.lines(for: report)) == [
            "repaired: images/pug_a.jpg, downloaded again from https://images.dog.ceo/breeds/pug/a.jpg",
            "kept: images/pug_a.jpg: the file at its name was not the picture dogs saved; it is kept as images/pug_a.jpg.~1~",
            "dropped from the manifest: images/akita_b.jpg: it could not be downloaded again: the server answered HTTP 404",
            "not repaired: images/mix_c .jpg: its file cannot be read",
            "not in the manifest: images/holiday.jpg (left alone)",
            "Repaired /srv/dogs: 1 picture downloaded again, 1 dropped from the manifest, 1 not repaired; 181 pictures in all.",
        ])
    }

    @Test("a sound gallery has nothing to repair")
    func sound() {
        let report = RepairReport(gallery: gallery, pictures: 3, restored: [], keptAside: [], dropped: [], left: [], unknownFiles: [], problems: [])

        #expect(Array(RepairSummary.lines(for: report)) == ["Repaired /srv/dogs: nothing to repair; 3 pictures in all."])
    }

    @Test("a file that could not be written is a warning")
    func warnings() {
        let problem = GalleryError.cannotWrite(path: "/srv/dogs/index.html", reason: "disk full")
        let report = RepairReport(gallery: gallery, pictures: 3, restored: [], keptAside: [], dropped: [], left: [], unknownFiles: [], problems: [problem])

        #expect(RepairSummary.warnings(for: report) == ["warning: \(problem)"])
    }
}
