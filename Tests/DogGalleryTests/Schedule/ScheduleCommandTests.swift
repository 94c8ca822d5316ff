@testable import ArgumentParsing
@testable import DogGallery
import Foundation
import Testing

@Suite("dogs schedule parses its command line, checking the fetch options as fetch does")
struct ScheduleCommandTests {
    @Test("installs hourly for ./gallery with no fetch option by default")
    func defaults() throws {
        try expectSchedule(["schedule"], action: .install, out: "./gallery", every: .standard, fetchArguments: [], systemd: false, print: false)
    }

    @Test("carries the fetch options given, as given, in fetch's order, each once as --name and its text")
    func fetchArguments() throws {
        try expectSchedule(
            [
                "schedule", "--title", "My dogs", "--every", "30m", "--count=5", "--out", "/srv/dogs", "--allow-host", "a.example.org",
                "--allow-host", "b.example.org", "--site-url", "", "--max-bytes", "5M", "--print",
            ],
            action: .install, out: "/srv/dogs", every: ScheduleInterval(argument: "30m")!,
            fetchArguments: ["--count", "5", "--max-bytes", "5M", "--allow-host", "a.example.org", "--allow-host", "b.example.org",
                             "--site-url", "", "--title", "My dogs"],
            systemd: false, print: true
        )
    }

    /// That `arguments` ask `dogs schedule` for all this, and for no list as JSON.
    private func expectSchedule(
        _ arguments: [String], action: ScheduleCommand.Action, out: String, every: ScheduleInterval, fetchArguments: [String], systemd: Bool, print: Bool
    ) throws {
        guard let schedule = try RootCommand.parse(arguments).command(ScheduleCommand.self) else {
            Issue.record("expected schedule")
            return
        }
        #expect(schedule.action == action)
        #expect(schedule.out == out)
        #expect(schedule.every == every)
        #expect(schedule.fetchArguments == fetchArguments)
        #expect(schedule.systemd == systemd)
        #expect(schedule.print == print)
        #expect(!schedule.json)
    }

    @Test("writes the breed as the API knows it, so that every run fetches the breed resolved when scheduling", arguments: [
        ("Saint Bernard", "stbernard"), ("lab", "labrador"), ("bull dog", "bulldog"), ("hound-afghan", "hound/afghan"),
    ])
    func breedAsTheAPIKnowsIt(typed: String, key: String) throws {
        guard let options = try RootCommand.parse(["schedule", "--every", "1h", "--breed", typed]).command(ScheduleCommand.self) else { Issue.record("expected schedule"); return }
        #expect(options.fetchArguments == ["--breed", key])
    }

    @Test("a breed name that may mean several breeds is a question when scheduling, with --every too")
    func breedQuestion() {
        #expect(throws: UsageError.self) { try RootCommand.parse(["schedule", "--every", "1h", "--breed", "shepherd"]) }
    }

    @Test("writes DOGS_API_BASE as --api-base, as cron's environment will not have it")
    func apiBaseFromTheEnvironment() throws {
        let command = try RootCommand.parse(["schedule"], environment: ["DOGS_API_BASE": "http://127.0.0.1:8080/api"])

        guard let options = command.command(ScheduleCommand.self) else { Issue.record("expected schedule"); return }
        #expect(options.fetchArguments == ["--api-base", "http://127.0.0.1:8080/api"])
    }

    @Test("a fetch option fetch would refuse is refused now, with schedule's usage", arguments: [
        (["--count", "0"], "--count must be a whole number from 1 to 10000 (got '0')"),
        (["--breed", "x//y"], "--breed: no breed is called 'x//y' ('dogs breeds' lists them all)"),
        (["--api-base", "ftp://x"], "--api-base must be an http(s) URL like https://dog.ceo/api (got 'ftp://x')"),
        (["--every", "7h"], "--every must \(ScheduleInterval.requirement) (got '7h')"),
        (["--every", "5m"], "--every must \(ScheduleInterval.requirement) (got '5m')"),
    ])
    func refused(_ arguments: [String], _ reason: String) {
        expectUsageError(["schedule"] + arguments, reason)
    }

    @Test("options of fetch that make no sense from cron are not schedule's", arguments: ["--json", "--dry-run", "--quiet", "--verbose"])
    func notScheduled(_ option: String) {
        #expect(throws: UsageError.self) { try RootCommand.parse(["schedule", option]) }
    }

    @Test("--list and --remove", arguments: [
        (["--list"], ScheduleCommand.Action.list, "./gallery"),
        (["--remove"], .remove, "./gallery"),
        (["--remove", "--out", "/srv/dogs"], .remove, "/srv/dogs"),
    ])
    func actions(_ arguments: [String], _ action: ScheduleCommand.Action, _ output: String) throws {
        guard let options = try RootCommand.parse(["schedule"] + arguments).command(ScheduleCommand.self) else { Issue.record("expected schedule"); return }
        #expect(options.action == action)
        #expect(options.out == output)
    }

    @Test("--list takes no other option, --remove only --out and --systemd; of several, the first by name is named", arguments: [
        (["--list", "--out", "/srv/dogs"], "--list takes no other option but --json (got --out)"),
        (["--list", "--remove", "--out", "/srv/dogs"], "--list takes no other option but --json (got --out)"),
        (["--list", "--remove"], "--list takes no other option but --json (got --remove)"),
        (["--remove", "--every", "1d"], "--remove takes no option but --out and --systemd (got --every)"),
        (["--remove", "--count", "2"], "--remove takes no option but --out and --systemd (got --count)"),
        (["--remove", "--every", "1d", "--count", "2"], "--remove takes no option but --out and --systemd (got --count)"),
        (["--remove", "--print"], "--remove takes no option but --out and --systemd (got --print)"),
        (["--remove", "--systemd", "--print"], "--remove takes no option but --out and --systemd (got --print)"),
    ])
    func combinations(_ arguments: [String], _ reason: String) {
        expectUsageError(["schedule"] + arguments, reason)
    }

    @Test("--systemd, with or without --print")
    func systemd() throws {
        guard let options = try RootCommand.parse(["schedule", "--systemd", "--print", "--every", "1d"]).command(ScheduleCommand.self) else { Issue.record("expected schedule"); return }
        #expect(options.systemd)
        #expect(options.print)
        #expect(options.every == ScheduleInterval(argument: "1d"))
    }

    private func expectUsageError(_ arguments: [String], _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try RootCommand.parse(arguments)
        } throws: { error in
            (error as? UsageError)?.reason == reason && (error as? UsageError)?.usage.hasPrefix("Usage: dogs schedule ") == true
        }
    }
}
