@testable import DogGallery
import Foundation
@testable import GalleryFolder
import TestSupport
import Testing

@Suite("StatusSummary tells of a gallery's size, last run and schedule")
struct StatusSummaryTests {
    static let time = Date(timeIntervalSince1970: 1_795_000_000)
    static let good = RunRecord(time: time, command: "fetch", exitCode: 0, message: "Saved 3 pictures to /srv/dogs; 183 pictures in all", counts: [.pictures: 183, .saved: 3, .failed: 0])
    static let failed = RunRecord(time: time, command: "fetch", exitCode: 69, message: "cannot reach https://dog.ceo/api/…: timed out after 30 s (4 attempts)")
    static let entry = ScheduleEntry(gallery: "/srv/dogs", fields: ScheduleTime(.standard, path: "/srv/dogs").cronFields, command: "/usr/local/bin/dogs fetch --quiet --out /srv/dogs")

    static func report(pictures: Int = 183, lastRun: RunRecord? = good, schedule: StatusReport.Schedule = .line(entry)) -> StatusReport {
        StatusReport(gallery: "/srv/dogs", pictures: pictures, newest: pictures == 0 ? nil : time, lastRun: lastRun, schedule: schedule)
    }

    @Test("exits 0 when the last run succeeded or none is recorded, 1 when it did not", arguments: [
        (good, ExitCode.success), (failed, .partialFailure), (nil, .success),
        (RunRecord(time: time, command: "remove", exitCode: 75, message: "busy"), .partialFailure),
        (RunRecord(time: time, command: "fetch", exitCode: 143, message: "terminated"), .partialFailure),
        (RunRecord(time: time, command: "verify --repair", exitCode: 1, message: "left"), .partialFailure),
    ] as [(RunRecord?, ExitCode)])
    func exitCode(_ run: RunRecord?, _ code: ExitCode) {
        #expect(Self.report(lastRun: run).exitCode == code)
    }

    @Test("a gallery whose last run succeeded, scheduled")
    func text() {
        #expect(StatusSummary.lines(for: Self.report()) == [
            "Gallery: /srv/dogs",
            "Pictures: 183, the newest added 2026-11-18 11:06 UTC",
            "Last run: dogs fetch at 2026-11-18 11:06 UTC, exit 0: every requested picture was saved (or the API had nothing new)",
            "  Saved 3 pictures to /srv/dogs; 183 pictures in all",
            "Schedule: every 1h",
            "  \(Self.entry.fields) /usr/local/bin/dogs fetch --quiet --out /srv/dogs",
        ])
    }

    @Test("an empty gallery with a failed run, no line in the crontab, or no crontab to read", arguments: [
        (StatusReport.Schedule.none, "Schedule: none in this user's crontab"),
        (.unknown("no crontab"), "Schedule: unknown: no crontab"),
    ])
    func failedText(_ schedule: StatusReport.Schedule, _ line: String) {
        #expect(StatusSummary.lines(for: Self.report(pictures: 0, lastRun: Self.failed, schedule: schedule)) == [
            "Gallery: /srv/dogs",
            "Pictures: none yet",
            "Last run: dogs fetch at 2026-11-18 11:06 UTC, exit 69: \(ExitCode.unavailable.meaning)",
            "  cannot reach https://dog.ceo/api/…: timed out after 30 s (4 attempts)",
            line,
        ])
    }

    @Test("no run recorded, and a line whose times were edited by hand")
    func noRun() {
        let edited = ScheduleEntry(gallery: "/srv/dogs", fields: "0 * * * *", command: "dogs fetch")

        #expect(StatusSummary.lines(for: Self.report(lastRun: nil, schedule: .line(edited))).suffix(3) == [
            "Last run: none recorded", "Schedule: at '0 * * * *' (edited by hand)", "  0 * * * * dogs fetch",
        ])
    }

    @Test("--json: one object, keys sorted, as fetch --json prints its run")
    func json() throws {
        let text = StatusSummary.json(for: Self.report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require(object["lastRun"] as? [String: Any])
        let schedule = try #require(object["schedule"] as? [String: Any])

        #expect(object["gallery"] as? String == "/srv/dogs")
        #expect(object["pictures"] as? Int == 183)
        #expect(object["newest"] as? String == "2026-11-18T11:06:40Z")
        #expect(object["exitCode"] as? Int == 0)
        #expect(object["scheduleError"] == nil)
        #expect(run["time"] as? String == "2026-11-18T11:06:40Z")
        #expect(run["command"] as? String == "fetch")
        #expect(run["exitCode"] as? Int == 0)
        #expect(run["meaning"] as? String == ExitCode.success.meaning)
        #expect(run["message"] as? String == Self.good.message)
        #expect(run["counts"] as? [String: Int] == ["pictures": 183, "saved": 3, "failed": 0])
        #expect(schedule["every"] as? String == "1h")
        #expect(schedule["fields"] as? String == Self.entry.fields)
        #expect(text.hasPrefix("{\n  \"exitCode\" : 0,\n  \"gallery\" : \"/srv/dogs\","), "sorted and pretty, like fetch's")
    }

    @Test("--json leaves out what there is not, and says why the schedule is unknown")
    func jsonWithout() throws {
        let text = StatusSummary.json(for: Self.report(pictures: 0, lastRun: Self.failed, schedule: .unknown("no crontab")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])

        #expect(object["newest"] == nil)
        #expect(object["schedule"] == nil)
        #expect(object["scheduleError"] as? String == "no crontab")
        #expect(object["exitCode"] as? Int == 1)
        #expect(StatusSummary.json(for: Self.report(lastRun: nil, schedule: .none)).contains("lastRun") == false)
    }
}
