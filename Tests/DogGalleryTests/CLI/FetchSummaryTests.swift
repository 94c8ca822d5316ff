@testable import DogGallery
import Foundation
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

@Suite("FetchSummary")
struct FetchSummaryTests {
    @Test("one line: how many saved, their breeds, the gallery's size and where the index is")
    func allSaved() {
        let report = makeReport(saved: [samplePicture("setter-english", "a"), samplePicture("komondor", "b"), samplePicture("setter-english", "c")], galleryCount: 12)

        #expect(FetchSummary.line(for: report)
            == "Saved 3 pictures (English Setter ×2, Komondor) to /srv/dogs; 12 pictures in all: open /srv/dogs/index.html")
        #expect(FetchSummary.warnings(for: report).isEmpty)
    }

    @Test("says how many downloads a stopped run left unfinished, and nothing about what the API did not offer")
    func stopped() {
        let report = makeReport(requested: 5, saved: [samplePicture("pug", "a")], unfinished: 2, wasStopped: true, galleryCount: 1)

        #expect(FetchSummary.line(for: report)
            == "Saved 1 of 3 pictures (Pug) to /srv/dogs; 2 unfinished; 1 picture in all: open /srv/dogs/index.html")
    }

    @Test("stays one short line however many breeds arrived: a few are named, the rest counted")
    func manyBreeds() {
        let folders = ["akita", "beagle", "boxer", "chow", "dingo", "pug", "pug"]
        let report = makeReport(requested: 7, saved: folders.enumerated().map { samplePicture($0.element, "p\($0.offset)") }, galleryCount: 40)

        #expect(FetchSummary.line(for: report)
            == "Saved 7 pictures (Pug ×2, Akita, Beagle and 3 more breeds) to /srv/dogs; 40 pictures in all: open /srv/dogs/index.html")
    }

    @Test("points at the index only when the gallery holds a picture")
    func emptyGallery() {
        let report = makeReport(requested: 3, failed: (1...3).map { .init(source: URL(string: "https://images.dog.ceo/breeds/pug/\($0).jpg")!, error: .httpStatus(404)) })

        #expect(FetchSummary.line(for: report) == "Saved 0 of 3 pictures to /srv/dogs; 3 failed; 0 pictures in all")
    }

    @Test("warns about an index it could not write")
    func indexProblems() {
        let report = makeReport(indexProblems: [.cannotWrite(path: "/srv/dogs/index.html", reason: "Is a directory")])

        #expect(FetchSummary.warnings(for: report) == ["Error: cannot write /srv/dogs/index.html: Is a directory; the pages show the gallery as it was until it can be written"])
    }

    @Test("warns about each link it skipped")
    func skipped() {
        let report = makeReport(skipped: [.init(link: "file:///etc/passwd", reason: "not an http(s) link")])

        #expect(FetchSummary.warnings(for: report) == ["warning: skipped file:///etc/passwd: not an http(s) link"])
    }

    @Test("names the first few links it skipped, then counts the rest in one line")
    func manySkipped() {
        let skips = (1...8).map { FetchReport.Skip(link: "https://evil.example/\($0).jpg", reason: "untrusted") }

        #expect(FetchSummary.warnings(for: makeReport(skipped: skips)) == (1...5).map { "warning: skipped https://evil.example/\($0).jpg: untrusted" }
            + ["warning: skipped 3 more links the API offered (--json lists them all)"])
    }

    @Test("says what failed and what the API did not offer")
    func partial() {
        let report = makeReport(
            requested: 4, saved: [samplePicture("pug", "a")],
            failed: [.init(source: URL(string: "https://images.dog.ceo/breeds/pug/b.jpg")!, error: .httpStatus(404))],
            galleryCount: 1
        )

        #expect(FetchSummary.line(for: report)
            == "Saved 1 of 2 pictures (Pug) to /srv/dogs; 1 failed; the API offered nothing new for 2 more; 1 picture in all: open /srv/dogs/index.html")
        #expect(FetchSummary.warnings(for: report) == ["warning: https://images.dog.ceo/breeds/pug/b.jpg: the server answered HTTP 404"])
    }

    @Test("warns when the API stopped answering part way")
    func interrupted() {
        let report = makeReport(interruptedBy: .httpStatus(code: 503, url: URL(string: "https://dog.ceo/api/x")!))

        #expect(FetchSummary.warnings(for: report) == ["warning: stopped asking dog.ceo for more pictures: https://dog.ceo/api/x answered HTTP 503"])
    }
}
