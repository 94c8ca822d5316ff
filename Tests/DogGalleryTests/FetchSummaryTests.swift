import Foundation
import Testing
@testable import DogGallery

@Suite("FetchSummary")
struct FetchSummaryTests {
    @Test("one line: how many saved, their breeds, the gallery's size and where the index is")
    func allSaved() {
        let report = makeReport(saved: [samplePicture("setter-english", "a"), samplePicture("komondor", "b"), samplePicture("setter-english", "c")], galleryCount: 12)

        #expect(FetchSummary.line(for: report)
            == "Saved 3 pictures (Komondor, Setter English ×2) to /srv/dogs; 12 pictures in all: open /srv/dogs/index.html")
        #expect(FetchSummary.warnings(for: report).isEmpty)
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

    private func makeReport(
        requested: Int = 3, saved: [Picture] = [], failed: [FetchReport.Failure] = [],
        interruptedBy: DogServiceError? = nil, galleryCount: Int = 0
    ) -> FetchReport {
        FetchReport(requested: requested, saved: saved, failed: failed, interruptedBy: interruptedBy,
                    gallery: URL(fileURLWithPath: "/srv/dogs"), galleryCount: galleryCount)
    }
}
