@testable import DogGallery
import Foundation
@testable import GalleryFolder
import Platform
import TestSupport
import Testing

extension RunRecord {
    /// The record with these counts instead.
    func counted(_ counts: [Count: Int]) -> RunRecord {
        RunRecord(time: time, command: command, exitCode: exitCode, message: message, counts: counts, every: every, metrics: metrics, program: program, user: user)
    }
}

/// Reports to judge and print, at a fixed moment.
enum StatusSamples {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let entry = ScheduleEntry(
        gallery: "/srv/dogs", fields: ScheduleTime(.standard, path: "/srv/dogs").cronFields, command: "/usr/local/bin/dogs fetch --every 1h --quiet --out /srv/dogs"
    )

    static func run(
        _ exitCode: Int32, minutesAgo: Int = 5, saved: Int? = nil, every: Int? = nil, command: String = "fetch",
        message: String = "Saved 3 pictures to /srv/dogs; 183 pictures in all"
    ) -> RunRecord {
        RunRecord(
            time: now.addingTimeInterval(-Double(minutesAgo * 60)), command: command, exitCode: exitCode, message: message,
            counts: saved.map { [.pictures: 183, .saved: $0, .failed: 0] } ?? [:], every: every
        )
    }

    /// The crontab line's program, gone.
    static let missing = ScheduledProgram(path: "/usr/bin/dogs", source: .crontab, check: .missing)

    static func report(
        gallery: StatusReport.Gallery = .found(pictures: 183, newest: now.addingTimeInterval(-300)), runs: StatusReport.Runs = .records([run(0, saved: 3)]),
        schedule: StatusReport.Schedule = .none, program: ScheduledProgram? = nil, warningAfter: Int? = nil, criticalAfter: Int? = nil
    ) -> StatusReport {
        StatusReport(
            path: "/srv/dogs", gallery: gallery, runs: runs, schedule: schedule, program: program, warningAfter: warningAfter,
            criticalAfter: criticalAfter, now: now
        )
    }
}

@Suite("StatusVerdict judges a gallery as a monitoring check does")
struct StatusVerdictTests {
    typealias S = StatusSamples

    @Test("the state of the last run and how long since one succeeded", arguments: [
        (S.report(), StatusVerdict.State.ok, "183 pictures, last run 5 min ago, exit 0"),
        (S.report(runs: .records([S.run(0, minutesAgo: 90), S.run(1, message: "Saved 2 of 3 pictures")])), .warning,
         "the last fetch, 5 min ago, saved some pictures and not others (exit 1): Saved 2 of 3 pictures"),
        (S.report(runs: .records([S.run(69, message: "cannot reach dog.ceo")])), .critical, "the last fetch, 5 min ago, failed (exit 69): cannot reach dog.ceo"),
        (S.report(runs: .records([S.run(0, minutesAgo: 60), S.run(124, saved: 2, message: "--max-time passed")])), .warning,
         "the last fetch, 5 min ago, saved some pictures and not others (exit 124): --max-time passed"),
        (S.report(runs: .records([S.run(124, saved: 0, message: "--max-time passed")])), .critical, "the last fetch, 5 min ago, failed (exit 124): --max-time passed"),
        (S.report(runs: .records([S.run(0, minutesAgo: 60), S.run(124, command: "verify --repair", message: "--max-time passed").counted([.repaired: 2])])), .warning,
         "dogs verify --repair, 5 min ago, put some pictures back and left others to try again (exit 124): --max-time passed"),
        (S.report(runs: .records([S.run(0, minutesAgo: 60), S.run(1, command: "verify --repair", message: "Repaired /srv/dogs: 1 not repaired")])), .warning,
         "dogs verify --repair, 5 min ago, put some pictures back and left others to try again (exit 1): Repaired /srv/dogs: 1 not repaired"),
        (S.report(runs: .records([S.run(0, minutesAgo: 60), S.run(124, command: "verify --repair", message: "--max-time passed").counted([.repaired: 0])])), .critical,
         "dogs verify --repair, 5 min ago, failed (exit 124): --max-time passed"),
        (S.report(runs: .records([S.run(0, minutesAgo: 60), S.run(1, command: "remove", message: "a page could not be written")])), .warning,
         "dogs remove, 5 min ago, did part of its work (exit 1): a page could not be written"),
        (S.report(runs: .records([S.run(143, message: "terminated")])), .critical, "the last fetch, 5 min ago, failed (exit 143): terminated"),
        (S.report(runs: .records([S.run(0, minutesAgo: 26 * 60)])), .warning, "no successful fetch for 26 h (warning after 25 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 50 * 60)])), .critical, "no successful fetch for 2 d (critical after 49 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 3 * 60)]), schedule: .line(S.entry)), .warning, "no successful fetch for 3 h (warning after 2 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 5 * 60)]), schedule: .line(S.entry)), .critical, "no successful fetch for 5 h (critical after 4 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 70, every: 1800)])), .warning, "no successful fetch for 70 min (warning after 1 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 11)]), warningAfter: 600), .warning, "no successful fetch for 11 min (warning after 10 min)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 11)]), warningAfter: 900, criticalAfter: 1800), .ok, "183 pictures, last run 11 min ago, exit 0"),
    ])
    func runs(report: StatusReport, state: StatusVerdict.State, reason: String) {
        #expect(StatusVerdict(judging: report) == StatusVerdict(state: state, reason: reason))
    }

    @Test("the last fetch is judged, and every run since; how long since one succeeded, by fetches alone", arguments: [
        (S.report(runs: .records([S.run(69, minutesAgo: 30, message: "cannot reach dog.ceo"), S.run(0, minutesAgo: 2, command: "remove", message: "Removed 1 picture")])),
         StatusVerdict.State.critical, "the last fetch, 30 min ago, failed (exit 69): cannot reach dog.ceo"),
        (S.report(runs: .records([S.run(0, minutesAgo: 30), S.run(75, minutesAgo: 2, command: "remove", message: "another dogs run is updating /srv/dogs")])),
         .warning, "dogs remove, 2 min ago, found another run updating the gallery (exit 75): another dogs run is updating /srv/dogs"),
        (S.report(runs: .records([S.run(0, minutesAgo: 30), S.run(75, minutesAgo: 2, message: "another dogs run is updating /srv/dogs")])),
         .warning, "the last fetch, 2 min ago, found another run updating the gallery (exit 75): another dogs run is updating /srv/dogs"),
        (S.report(runs: .records([S.run(1, minutesAgo: 30, command: "verify --repair", message: "1 left"), S.run(0, minutesAgo: 10)])), .ok,
         "183 pictures, last run 10 min ago, exit 0"),
        (S.report(runs: .records([S.run(0, minutesAgo: 50 * 60), S.run(0, minutesAgo: 2, command: "remove", message: "Removed 1 picture")])), .critical,
         "no successful fetch for 2 d (critical after 49 h)"),
        (S.report(runs: .records([S.run(0, minutesAgo: 2, command: "remove", message: "Removed 1 picture")])), .critical,
         "no successful fetch recorded (critical after 49 h)"),
    ])
    func laterRuns(report: StatusReport, state: StatusVerdict.State, reason: String) {
        #expect(StatusVerdict(judging: report) == StatusVerdict(state: state, reason: reason))
    }

    @Test("of the runs since the last fetch, each command's latest is judged: a good remove after a failed one leaves nothing to tell", arguments: [
        (S.report(runs: .records([S.run(0, minutesAgo: 30), S.run(73, minutesAgo: 10, command: "remove", message: "cannot write"), S.run(0, minutesAgo: 2, command: "remove", message: "Removed 1 picture")])),
         StatusVerdict.State.ok, "183 pictures, last run 2 min ago, exit 0"),
        (S.report(runs: .records([S.run(0, minutesAgo: 30), S.run(0, minutesAgo: 10, command: "remove", message: "Removed 1 picture"), S.run(73, minutesAgo: 2, command: "remove", message: "cannot write")])),
         .critical, "dogs remove, 2 min ago, failed (exit 73): cannot write"),
    ])
    func eachCommandsLatest(report: StatusReport, state: StatusVerdict.State, reason: String) {
        #expect(StatusVerdict(judging: report) == StatusVerdict(state: state, reason: reason))
    }

    @Test("a run recorded more than 5 minutes ahead of the clock is a warning: the record is from the future", arguments: [
        (4, StatusVerdict.State.ok, "183 pictures, last run 0 s ago, exit 0"), (6, .warning, "the last fetch is recorded 6 min ahead of this host's clock: a clock wrong then, or now"),
        (120, .warning, "the last fetch is recorded 2 h ahead of this host's clock: a clock wrong then, or now"),
    ])
    func fromTheFuture(minutesAhead: Int, state: StatusVerdict.State, reason: String) {
        let report = S.report(runs: .records([S.run(0, minutesAgo: -minutesAhead, saved: 3)]))

        #expect(StatusVerdict(judging: report) == StatusVerdict(state: state, reason: reason))
    }

    @Test("ranks the states as monitoring systems do: OK, WARNING, UNKNOWN, CRITICAL")
    func ranks() {
        #expect(StatusVerdict.State.allCases.sorted() == [.ok, .warning, .unknown, .critical])
    }

    @Test("what cannot be told is UNKNOWN, and a gallery runs fail for is CRITICAL", arguments: [
        (S.report(runs: .none), StatusVerdict.State.unknown, "183 pictures, no run recorded yet"),
        (S.report(runs: .damaged), .unknown, "/srv/dogs/.dogs-runs holds no record dogs can read"),
        (S.report(runs: .unreadable("cannot read /srv/dogs/.dogs-runs: Permission denied")), .unknown, "cannot read /srv/dogs/.dogs-runs: Permission denied"),
        (S.report(gallery: .unusable("/srv/dogs holds no gallery", failsRuns: false)), .unknown, "/srv/dogs holds no gallery"),
        (S.report(gallery: .unusable("/srv/dogs/images is missing", failsRuns: true)), .critical, "/srv/dogs/images is missing"),
        (S.report(program: S.missing), .critical,
         "the crontab line runs /usr/bin/dogs, which is not there; 'dogs schedule --list' shows the line to remove or schedule again"),
        (S.report(runs: .none, program: S.missing), .critical,
         "the crontab line runs /usr/bin/dogs, which is not there; 'dogs schedule --list' shows the line to remove or schedule again"),
        (S.report(runs: .records([])), .unknown, "183 pictures, no run recorded yet"),
    ])
    func unknowns(report: StatusReport, state: StatusVerdict.State, reason: String) {
        #expect(StatusVerdict(judging: report) == StatusVerdict(state: state, reason: reason))
    }

    @Test("a schedule whose program cannot run is CRITICAL, whether the crontab, a timer or the record names it", arguments: [
        (ScheduledProgram(path: "/opt/dogs", source: .crontab, check: .notAFile),
         "the crontab line runs /opt/dogs, which is not a file that can be run; 'dogs schedule --list' shows the line to remove or schedule again"),
        (ScheduledProgram(path: "/opt/dogs", source: .crontab, check: .notPermitted(user: "alice")),
         "the crontab line runs /opt/dogs, which alice may not run (no execute permission); 'dogs schedule --list' shows the line to remove or schedule again"),
        (ScheduledProgram(path: "/opt/dogs", source: .timer("dogs-1a2b3c4d.timer"), check: .missing),
         "the systemd timer dogs-1a2b3c4d.timer runs /opt/dogs, which is not there; 'dogs schedule --list' shows the timer to remove or schedule again"),
        (ScheduledProgram(path: "/opt/dogs", source: .record, check: .notPermitted(user: "www-data")),
         "the scheduled fetch runs /opt/dogs, which www-data may not run (no execute permission); its user's 'dogs schedule --list' shows the schedule to remove or make again"),
    ])
    func programThatCannotRun(program: ScheduledProgram, reason: String) {
        #expect(StatusVerdict(judging: S.report(program: program)) == StatusVerdict(state: .critical, reason: reason))
    }

    @Test("a program that can run, or that this user cannot look at, tells nothing", arguments: [ProgramFile.Check.runnable, .hidden])
    func programThatTellsNothing(_ check: ProgramFile.Check) {
        #expect(StatusVerdict(judging: S.report(program: ScheduledProgram(path: "/opt/dogs", source: .record, check: check))).state == .ok)
    }

    @Test("the worst finding wins, the first of equals")
    func worst() {
        let failedLongAgo = S.report(runs: .records([S.run(69, minutesAgo: 60 * 60, message: "cannot reach dog.ceo")]), program: S.missing)

        #expect(StatusVerdict(judging: failedLongAgo) == StatusVerdict(
            state: .critical, reason: "the crontab line runs /usr/bin/dogs, which is not there; 'dogs schedule --list' shows the line to remove or schedule again"
        ))
        #expect(StatusVerdict.findings(of: failedLongAgo).map(\.state) == [.ok, .critical, .critical, .critical])
    }

    @Test("the thresholds come from the crontab line, else the record, else a day and an hour, unless given", arguments: [
        (S.report(), 25 * 3600, 49 * 3600),
        (S.report(schedule: .line(S.entry)), 7200, 14_400),
        (S.report(runs: .records([S.run(0, every: 86_400), S.run(0)])), 2 * 86_400, 4 * 86_400),
        (S.report(schedule: .line(S.entry), warningAfter: 60), 60, 14_400),
        (S.report(criticalAfter: 7), 7, 7),
        (S.report(criticalAfter: 30 * 3600), 25 * 3600, 30 * 3600),
        (S.report(schedule: .line(S.entry), warningAfter: 6 * 3600), 6 * 3600, 6 * 3600),
        (S.report(schedule: .line(S.entry), warningAfter: 3 * 3600, criticalAfter: 3600), 3 * 3600, 3600),
    ])
    func thresholds(report: StatusReport, warning: Int, critical: Int) {
        #expect(report.warningThreshold == warning)
        #expect(report.criticalThreshold == critical)
    }

    @Test("a time reads in the unit that reads best", arguments: [
        (0, "0 s"), (59, "59 s"), (60, "1 min"), (3600, "60 min"), (7199, "119 min"), (7200, "2 h"), (172_799, "47 h"), (172_800, "2 d"),
    ])
    func durations(seconds: Int, text: String) {
        #expect(StatusVerdict.duration(seconds) == text)
    }

    @Test("a threshold or an interval reads exactly, in the largest unit it is a whole number of", arguments: [
        (45, "45 s"), (90, "90 s"), (3600, "1 h"), (5400, "90 min"), (90_000, "25 h"), (176_400, "49 h"), (172_800, "2 d"), (3_601, "3601 s"),
    ])
    func exactDurations(seconds: Int, text: String) {
        #expect(StatusVerdict.exactDuration(seconds) == text)
    }
}

@Suite("StatusSummary prints the check's first line, then a few lines for people, or JSON or metrics")
struct StatusSummaryTests {
    typealias S = StatusSamples

    @Test("the first line: the state and why, then the figures after a bar")
    func firstLine() {
        let report = S.report(runs: .records([S.run(0, minutesAgo: 90), S.run(69, message: "cannot reach dog.ceo")]), schedule: .line(S.entry))

        #expect(StatusSummary.firstLine(for: report, verdict: StatusVerdict(judging: report))
            == "DOGS CRITICAL - the last fetch, 5 min ago, failed (exit 69): cannot reach dog.ceo | pictures=183;;;0 last_run_age=300s;;;0 last_run_exit=69 last_success_age=5400s;7200;14400;0")
        #expect(StatusSummary.firstLine(for: S.report(gallery: .unusable("no gallery", failsRuns: false)), verdict: StatusVerdict(state: .unknown, reason: "no gallery"))
            == "DOGS UNKNOWN - no gallery")
    }

    @Test("a bar in the reason, which may come from a server, never starts the figures")
    func bar() {
        let report = S.report(runs: .records([S.run(69, message: "the API answered 'a | b=1;2;3'")]))

        let line = StatusSummary.firstLine(for: report, verdict: StatusVerdict(judging: report))

        #expect(line.hasPrefix("DOGS CRITICAL - the last fetch, 5 min ago, failed (exit 69): the API answered 'a / b=1;2;3' | pictures=183;;;0 "), "\(line)")
        #expect(line.filter { $0 == "|" }.count == 1)
    }

    @Test("a gallery whose last run succeeded, scheduled")
    func text() {
        let report = S.report(schedule: .line(S.entry))

        #expect(StatusSummary.lines(for: report, verdict: StatusVerdict(judging: report)).dropFirst() == [
            "Gallery: /srv/dogs",
            "Pictures: 183, the newest added 2026-11-18 11:01 UTC",
            "Last run: dogs fetch at 2026-11-18 11:01 UTC, exit 0: every requested picture was saved (or the API had nothing new)",
            "  Saved 3 pictures to /srv/dogs; 183 pictures in all",
            "Schedule: every 1h",
            "  \(S.entry.fields) /usr/local/bin/dogs fetch --every 1h --quiet --out /srv/dogs",
            "Thresholds: warning after 2 h, critical after 4 h without a successful fetch",
        ])
    }

    @Test("a failed run says when one last succeeded; a schedule it cannot read, why", arguments: [
        (StatusReport.Schedule.none, "Schedule: none in this user's crontab or systemd timers"), (.unknown("no crontab"), "Schedule: unknown: no crontab"),
        (.timer(ScheduledTimer(gallery: "/srv/dogs", timer: "dogs-1a2b3c4d.timer", every: "1d")), "Schedule: every 1d, by the systemd user timer dogs-1a2b3c4d.timer"),
    ] as [(StatusReport.Schedule, String)])
    func failedText(_ schedule: StatusReport.Schedule, _ line: String) {
        let report = S.report(gallery: .found(pictures: 0, newest: nil), runs: .records([S.run(69, message: "cannot reach dog.ceo")]), schedule: schedule)
        let daily = if case .timer = schedule { true } else { false }

        #expect(StatusSummary.lines(for: report, verdict: StatusVerdict(judging: report)).dropFirst() == [
            "Gallery: /srv/dogs",
            "Pictures: none yet",
            "Last run: dogs fetch at 2026-11-18 11:01 UTC, exit 69: API unreachable or HTTP error, or no picture could be downloaded",
            "  cannot reach dog.ceo",
            "Last success: none recorded",
            line,
            daily ? "Thresholds: warning after 2 d, critical after 4 d without a successful fetch"
                : "Thresholds: warning after 25 h, critical after 49 h without a successful fetch",
        ])
    }

    @Test("--json: every detail and the state, one object, keys sorted, as fetch --json prints its run")
    func json() throws {
        let report = S.report(schedule: .line(S.entry))
        let text = StatusSummary.json(for: report, verdict: StatusVerdict(judging: report))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require(object["lastRun"] as? [String: Any])
        let schedule = try #require(object["schedule"] as? [String: Any])

        #expect(object["gallery"] as? String == "/srv/dogs")
        #expect(object["state"] as? String == "OK")
        #expect(object["reason"] as? String == "183 pictures, last run 5 min ago, exit 0")
        #expect(object["pictures"] as? Int == 183)
        #expect(object["newest"] as? String == "2026-11-18T11:01:40Z")
        #expect(object["lastSuccess"] as? String == "2026-11-18T11:01:40Z")
        #expect(object["interval"] as? Int == 3600)
        #expect(object["thresholds"] as? [String: Int] == ["warning": 7200, "critical": 14_400])
        #expect(object["exitCode"] as? Int == 0)
        #expect(object["scheduleError"] == nil)
        #expect(run["exitCode"] as? Int == 0)
        #expect(run["meaning"] as? String == RootCommand.exitCodes(ofRun: "fetch").meaning(of: .success))
        #expect(run["counts"] as? [String: Int] == ["pictures": 183, "saved": 3, "failed": 0])
        #expect(schedule["every"] as? String == "1h")
        #expect(schedule["by"] as? String == "crontab")
        #expect(schedule["times"] as? String == S.entry.fields, "as schedule --list --json names them")
        #expect(schedule["fields"] as? String == S.entry.fields, "the name it had first, kept")
        #expect(text.hasPrefix("{\n  \"exitCode\" : 0,\n  \"gallery\" : \"/srv/dogs\","), "sorted and pretty, like fetch's")
    }

    @Test("--json of a gallery scheduled by a systemd timer: the timer, how often, and its interval judged by")
    func jsonOfATimer() throws {
        let report = S.report(schedule: .timer(ScheduledTimer(gallery: "/srv/dogs", timer: "dogs-1a2b3c4d.timer", every: "6h", command: ["/usr/bin/dogs", "fetch"])))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(StatusSummary.json(for: report, verdict: StatusVerdict(judging: report)).utf8)) as? [String: Any])

        #expect(object["schedule"] as? [String: String] == ["by": "systemd", "every": "6h", "timer": "dogs-1a2b3c4d.timer"])
        #expect(object["interval"] as? Int == 21_600)
    }

    @Test("--json of a gallery there is none of: its state and why, nothing more")
    func jsonWithout() throws {
        let report = S.report(gallery: .unusable("/srv/dogs holds no gallery", failsRuns: false), runs: .none, schedule: .unknown("no crontab"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(StatusSummary.json(for: report, verdict: StatusVerdict(judging: report)).utf8)) as? [String: Any])

        #expect(object["state"] as? String == "UNKNOWN")
        #expect(object["exitCode"] as? Int == 3)
        #expect(object["pictures"] == nil && object["lastRun"] == nil && object["schedule"] == nil)
        #expect(object["scheduleError"] as? String == "no crontab")
    }

    @Test("--prometheus: a gauge a figure, each labelled with the gallery")
    func metrics() {
        let report = StatusReport(
            path: "/srv/\"my\" dogs", gallery: .found(pictures: 183, newest: nil), runs: .records([S.run(0, minutesAgo: 90, saved: 3), S.run(1, saved: 1, every: 3600)]),
            schedule: .none, now: S.now
        )

        #expect(StatusMetrics.text(for: report, verdict: StatusVerdict(judging: report)) == """
        # HELP dogs_status The state dogs status gives the gallery: 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN.
        # TYPE dogs_status gauge
        dogs_status{gallery="/srv/\\"my\\" dogs"} 1
        # HELP dogs_pictures Pictures the gallery holds.
        # TYPE dogs_pictures gauge
        dogs_pictures{gallery="/srv/\\"my\\" dogs"} 183
        # HELP dogs_last_run_timestamp_seconds When the last run recorded ended.
        # TYPE dogs_last_run_timestamp_seconds gauge
        dogs_last_run_timestamp_seconds{gallery="/srv/\\"my\\" dogs"} 1794999700
        # HELP dogs_last_run_exit_code The exit code of the last run recorded.
        # TYPE dogs_last_run_exit_code gauge
        dogs_last_run_exit_code{gallery="/srv/\\"my\\" dogs"} 1
        # HELP dogs_last_run_saved_pictures Pictures the last run recorded saved.
        # TYPE dogs_last_run_saved_pictures gauge
        dogs_last_run_saved_pictures{gallery="/srv/\\"my\\" dogs"} 1
        # HELP dogs_last_run_failed_pictures Pictures the last run recorded that failed.
        # TYPE dogs_last_run_failed_pictures gauge
        dogs_last_run_failed_pictures{gallery="/srv/\\"my\\" dogs"} 0
        # HELP dogs_last_success_timestamp_seconds When the last run that succeeded (exit 0) ended.
        # TYPE dogs_last_success_timestamp_seconds gauge
        dogs_last_success_timestamp_seconds{gallery="/srv/\\"my\\" dogs"} 1794994600
        # HELP dogs_schedule_interval_seconds How often the gallery is fetched into.
        # TYPE dogs_schedule_interval_seconds gauge
        dogs_schedule_interval_seconds{gallery="/srv/\\"my\\" dogs"} 3600

        """)
        #expect(StatusMetrics.escaped("a\\b\"c\nd") == #"a\\b\"c\nd"#)
    }
}

@Suite("DurationArgument reads a threshold as monitoring plugins and people give it")
struct DurationArgumentTests {
    @Test("seconds, or a whole number with s, m, h or d", arguments: [
        ("90000", 90000), ("30s", 30), ("30m", 1800), ("25h", 90000), ("2d", 172_800), ("366d", 366 * 86_400),
    ])
    func reads(text: String, seconds: Int) {
        #expect(DurationArgument.seconds(text) == seconds)
    }

    @Test("nothing else", arguments: ["", "0", "-5", "1.5h", "h", "5x", "367d", "1234567890", " 5", "5 m"])
    func refuses(text: String) {
        #expect(DurationArgument.seconds(text) == nil)
    }
}
