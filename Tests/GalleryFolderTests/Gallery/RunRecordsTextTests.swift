import Foundation
@testable import GalleryFolder
import Testing

@Suite("RunRecordsText writes and reads .dogs-runs, bounded, trusting nothing in it")
struct RunRecordsTextTests {
    static let time = Date(timeIntervalSince1970: 1_795_000_000)
    static let fetch = RunRecord(time: time, command: "fetch", exitCode: 0, message: "Saved 3 pictures to /srv/dogs", counts: [.pictures: 183, .saved: 3, .failed: 0])

    @Test("a record is one line of flat JSON, its counts in a fixed order")
    func line() {
        #expect(RunRecordsText.line(Self.fetch) == #"{"time":"2026-11-18T11:06:40Z","command":"fetch","exitCode":0,"message":"Saved 3 pictures to /srv/dogs","pictures":183,"saved":3,"failed":0}"#)
    }

    @Test("a scheduled run's interval is recorded after its counts, in seconds")
    func every() {
        let record = RunRecord(time: Self.time, command: "fetch", exitCode: 0, message: "Saved 1 picture", counts: [.saved: 1], every: 86_400)

        #expect(RunRecordsText.line(record) == #"{"time":"2026-11-18T11:06:40Z","command":"fetch","exitCode":0,"message":"Saved 1 picture","saved":1,"every":86400}"#)
    }

    @Test("reads back what it wrote", arguments: [
        fetch,
        RunRecord(time: time, command: "remove", exitCode: 75, message: "another dogs run is updating /srv/dogs; try again when it has finished"),
        RunRecord(time: time, command: "fetch", exitCode: 0, message: "Saved 1 picture", counts: [.saved: 1], every: 3_600),
        RunRecord(
            time: time, command: "fetch", exitCode: 64, message: "no breed 'wolf'", every: 86_400, metrics: "/var/lib/prometheus/node-exporter/dogs.prom",
            program: "/opt/my dogs/\"bin\"/dogs", user: 33
        ),
        RunRecord(time: time, command: "remove", exitCode: 0, message: "Removed 1 picture", metrics: "/" + String(repeating: "m", count: RunRecordsText.maxPath - 1), user: 0),
        RunRecord(time: time, command: "verify --repair", exitCode: 143, message: "terminated (SIGTERM); \"quoted\" \\ ünï", counts: [.repaired: 1, .dropped: 2, .pictures: 0]),
    ])
    func roundTrip(_ record: RunRecord) {
        #expect(RunRecordsText.records(in: RunRecordsText.text(adding: record, to: [])) == [record])
    }

    @Test("a message is kept to one line of at most 500 characters")
    func message() throws {
        let record = RunRecord(time: Self.time, command: "fetch", exitCode: 69, message: "cannot\nreach\u{1B}[31m " + String(repeating: "x", count: 1_000))

        let read = try #require(RunRecordsText.records(in: RunRecordsText.text(adding: record, to: [])).first)

        #expect(read.message.count == 500)
        #expect(read.message.hasPrefix("cannot reach [31m xxx"))
    }

    @Test("skips every line that is not one dogs writes", arguments: [
        "", "not json", "[]", "{}", #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0}"#,
        #"{"time":"yesterday","command":"fetch","exitCode":0,"message":""}"#,
        #"{"time":"2026-02-30T08:26:40Z","command":"fetch","exitCode":0,"message":""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"rm -rf","exitCode":0,"message":""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":256,"message":""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":-1,"message":""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":"0","message":""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":1}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","saved":-3}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","saved":"3"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","time":"2026-11-19T08:26:40Z"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"\ud800"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"x"} trailing"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":""#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","every":0}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","every":31622401}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","every":"1h"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","metrics":"dogs.prom"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","metrics":3}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","program":"/usr/bin/\u0000dogs"}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","program":"/"# + String(repeating: "p", count: 4_095) + #""}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","user":-1}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","user":4294967295}"#,
        #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":"","user":"root"}"#,
    ])
    func malformed(_ line: String) {
        let text = RunRecordsText.line(Self.fetch) + "\n" + line + "\n" + RunRecordsText.line(Self.fetch) + "\n"

        #expect(RunRecordsText.records(in: Data(text.utf8)) == [Self.fetch, Self.fetch])
    }

    @Test("a line longer than any dogs writes is skipped, and bytes that are not UTF-8 with it")
    func hostileBytes() {
        let long = #"{"time":"2026-11-19T08:26:40Z","command":"fetch","exitCode":0,"message":""# + String(repeating: "x", count: RunRecordsText.maxLineBytes) + "\"}"
        let data = Data((long + "\n").utf8) + Data([0xFF, 0xFE, 0x0A]) + Data((RunRecordsText.line(Self.fetch) + "\n").utf8)

        #expect(RunRecordsText.records(in: data) == [Self.fetch])
    }

    @Test("an oversized file is read only to its bound")
    func oversized() {
        let line = RunRecordsText.line(Self.fetch) + "\n"
        let data = Data(String(repeating: line, count: RunRecordsText.maxBytes / line.utf8.count + 1_000).utf8)

        let records = RunRecordsText.records(in: data)

        #expect(records.count == RunRecordsText.kept)
        #expect(data.count > RunRecordsText.maxBytes)
    }

    @Test("keeps the latest 50 runs, oldest first, the new one last")
    func bounded() {
        let records = (0..<60).map { RunRecord(time: Self.time.addingTimeInterval(Double($0)), command: "fetch", exitCode: 0, message: "run \($0)") }
        let newest = RunRecord(time: Self.time.addingTimeInterval(100), command: "remove", exitCode: 1, message: "newest")

        let kept = RunRecordsText.records(in: RunRecordsText.text(adding: newest, to: RunRecordsText.records(in: RunRecordsText.text(adding: records[59], to: Array(records[..<59])))))

        #expect(kept.count == 50)
        #expect(kept.first?.message == "run 11")
        #expect(kept.last == newest)
    }
}
