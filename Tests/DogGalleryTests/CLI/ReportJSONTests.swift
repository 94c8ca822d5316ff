@testable import DogGallery
import Foundation
@testable import GalleryJobs
import ModelTestSupport
import TestSupport
import Testing

@Suite("Every command's --json: one object, shapes pinned as docs/reference.md documents them")
struct ReportJSONTests {
    let gallery = URL(fileURLWithPath: "/srv/dogs")

    @Test("an empty array prints as [], while text that looks like one is left as it is")
    func emptyArrays() {
        struct Document: Encodable { let none: [String]; let text: String }

        #expect(ReportJSON.text(Document(none: [], text: "[\n ]")) == """
        {
          "none" : [],
          "text" : "[\\n ]"
        }
        """)
    }

    @Test("verify: what the check found")
    func verify() {
        let report = VerifyReport(gallery: gallery, pictures: 3, problems: ["images/pug_a.jpg: missing"], unknownFiles: [], away: [])

        #expect(VerifyJSON.render(report, exitCode: .partialFailure) == """
        {
          "away" : [],
          "exitCode" : 1,
          "gallery" : "/srv/dogs",
          "pictures" : 3,
          "problems" : [
            "images/pug_a.jpg: missing"
          ],
          "sound" : false,
          "unknownFiles" : []
        }
        """)
    }

    @Test("verify --repair: each picture with its breed's key and the name people use")
    func repair() {
        let report = RepairReport(
            gallery: gallery, pictures: 2, restored: [samplePicture("setter-english", "a")], keptAside: [],
            dropped: [.init(picture: samplePicture("pug", "b"), reason: "it could not be downloaded again: the server answered HTTP 404")],
            left: [], unknownFiles: ["holiday.jpg"], problems: []
        )

        #expect(VerifyJSON.render(report, stoppedBy: nil, exitCode: .success) == """
        {
          "dropped" : [
            {
              "breed" : "pug",
              "file" : "images/pug_b.jpg",
              "name" : "Pug",
              "reason" : "it could not be downloaded again: the server answered HTTP 404",
              "source" : "https://images.dog.ceo/breeds/pug/b.jpg"
            }
          ],
          "exitCode" : 0,
          "gallery" : "/srv/dogs",
          "keptAside" : [],
          "left" : [],
          "pictures" : 2,
          "problems" : [],
          "repaired" : [
            {
              "breed" : "setter/english",
              "file" : "images/setter-english_a.jpg",
              "name" : "English Setter",
              "source" : "https://images.dog.ceo/breeds/setter-english/a.jpg"
            }
          ],
          "unknownFiles" : [
            "holiday.jpg"
          ]
        }
        """)
    }

    @Test("remove: the pictures removed, or with --dry-run that would be")
    func removal() throws {
        let report = RemovalReport(gallery: gallery, removed: [samplePicture("akita", "c")], leftInPlace: [], galleryCount: 4, indexProblems: [])

        let object = try #require(JSONSerialization.jsonObject(with: Data(RemovalJSON.render(report, dryRun: true, exitCode: .success).utf8)) as? [String: Any])

        #expect(object["dryRun"] as? Bool == true)
        #expect(object["pictures"] as? Int == 4)
        #expect((object["removed"] as? [[String: Any]])?.first?["name"] as? String == "Akita")
        #expect((object["leftInPlace"] as? [Any])?.isEmpty == true)
        #expect(object["exitCode"] as? Int == 0)
    }

    @Test("schedule --list: each gallery by crontab or systemd, how often, and its command or timer")
    func scheduleList() throws {
        let fields = ScheduleTime(.standard, path: "/srv/dogs").cronFields
        let entries = [ScheduleEntry(gallery: "/srv/dogs", fields: fields, command: "/usr/bin/dogs fetch --every 1h --quiet --out /srv/dogs"),
                       ScheduleEntry(gallery: "/srv/hand", fields: "1 2 3 4 5", command: "/usr/bin/dogs fetch --out /srv/hand")]
        let json = ScheduleJSON.list(entries, timers: [ScheduledTimer(gallery: "/srv/cats", timer: "dogs-1234.timer", every: "1d", command: ["/usr/bin/dogs", "fetch"])])

        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let schedules = try #require(object["schedules"] as? [[String: String]])
        #expect(schedules == [
            ["gallery": "/srv/dogs", "by": "crontab", "every": "1h", "times": fields, "command": "/usr/bin/dogs fetch --every 1h --quiet --out /srv/dogs"],
            ["gallery": "/srv/hand", "by": "crontab", "times": "1 2 3 4 5", "command": "/usr/bin/dogs fetch --out /srv/hand"],
            ["gallery": "/srv/cats", "by": "systemd", "every": "1d", "timer": "dogs-1234.timer"],
        ])
        #expect(ScheduleJSON.list([], timers: []).contains(#""schedules" : []"#))
    }
}
