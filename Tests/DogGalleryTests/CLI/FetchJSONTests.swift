@testable import DogGallery
import Foundation
import ModelTestSupport
import TestSupport
import Testing

@Suite("FetchJSON prints the run as one JSON object")
struct FetchJSONTests {
    @Test("its shape, pinned as the README documents it")
    func shape() {
        let report = makeReport(
            requested: 3, saved: [samplePicture("setter-english", "a")],
            failed: [.init(source: URL(string: "https://images.dog.ceo/breeds/pug/b.jpg")!, error: .httpStatus(404))],
            skipped: [.init(link: "file:///etc/passwd", reason: "not an http(s) link")],
            dropped: 2, galleryCount: 40
        )
        var withReplaced = report
        withReplaced.replaced = [.init(source: URL(string: "https://images.dog.ceo/breeds/pug/c.jpg")!, error: .httpStatus(500))]

        #expect(FetchJSON.render(withReplaced, stoppedBy: nil, exitCode: .partialFailure) == """
        {
          "durations" : {
            "downloading" : 1.5,
            "planning" : 0.25,
            "total" : 1.875
          },
          "exitCode" : 1,
          "failed" : [
            {
              "reason" : "the server answered HTTP 404",
              "source" : "https://images.dog.ceo/breeds/pug/b.jpg"
            }
          ],
          "gallery" : "/srv/dogs",
          "index" : "/srv/dogs/index.html",
          "pictures" : 40,
          "removed" : 2,
          "replaced" : [
            {
              "reason" : "the server answered HTTP 500",
              "source" : "https://images.dog.ceo/breeds/pug/c.jpg"
            }
          ],
          "requested" : 3,
          "saved" : [
            {
              "breed" : "setter",
              "bytes" : 100,
              "file" : "images/setter-english_a.jpg",
              "name" : "English Setter",
              "sha256" : "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
              "source" : "https://images.dog.ceo/breeds/setter-english/a.jpg",
              "subBreed" : "english"
            }
          ],
          "skipped" : [
            {
              "reason" : "not an http(s) link",
              "source" : "file:///etc/passwd"
            }
          ],
          "unfinished" : 0,
          "wanted" : 3
        }
        """)
    }

    @Test("tells the count asked for from the fewer --keep let the run download")
    func keepSmallerThanCount() throws {
        let json = FetchJSON.render(makeReport(requested: 5, wanted: 2), stoppedBy: nil, exitCode: .success)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        #expect(object["requested"] as? Int == 5)
        #expect(object["wanted"] as? Int == 2)
    }

    @Test("says why a run was stopped")
    func stopped() throws {
        let json = FetchJSON.render(makeReport(wasStopped: true), stoppedBy: .signal(15), exitCode: .terminated)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        #expect(object["stoppedBy"] as? String == "terminated (SIGTERM)")
        #expect(object["exitCode"] as? Int == 143)
    }
}
