@testable import DogGallery
import Testing

@Suite("RescheduledFetch keeps what a gallery's line had that scheduling it again does not change")
struct RescheduledFetchTests {
    static let before = ["/usr/bin/dogs", "fetch", "--count", "3", "--keep", "500", "--max-time", "600", "--every", "6h", "--quiet", "--out", "/srv/dogs"]

    @Test("an option not given is kept as the line had it, the interval too; one given takes its place")
    func keeps() {
        let change = RescheduledFetch(before: Self.before, given: ["--count", "5", "--prometheus-file", "/var/lib/dogs/dogs.prom"], every: nil, reset: false)

        #expect(change.arguments == ["--count", "5", "--prometheus-file", "/var/lib/dogs/dogs.prom", "--keep", "500", "--max-time", "600"])
        #expect(change.every == ScheduleInterval(argument: "6h"))
        #expect(change.kept == ["--keep", "500", "--max-time", "600"])
        #expect(change.dropped == [])
    }

    @Test("with --reset, only what is given: what the line had besides is dropped, and named")
    func reset() {
        let change = RescheduledFetch(before: Self.before, given: ["--count", "3"], every: nil, reset: true)
        let everyGiven = RescheduledFetch(before: Self.before, given: ["--count", "3"], every: ScheduleInterval(argument: "1h"), reset: true)

        #expect(change.arguments == ["--count", "3"])
        #expect(change.every == nil, "the standard interval")
        #expect(change.kept == [])
        #expect(change.dropped == ["--keep", "500", "--max-time", "600", "--every", "6h"])
        #expect(everyGiven.every == ScheduleInterval(argument: "1h"))
        #expect(everyGiven.dropped == ["--keep", "500", "--max-time", "600"], "an interval given replaces the one before, which is not dropped")
    }

    @Test("an option given again replaces every time the line gave it, as --allow-host may be given many times")
    func repeated() {
        let before = ["/usr/bin/dogs", "fetch", "--allow-host", "a.example", "--allow-host", "b.example", "--count", "2", "--quiet", "--out", "/g"]

        let change = RescheduledFetch(before: before, given: ["--allow-host", "c.example"], every: nil, reset: false)

        #expect(change.arguments == ["--allow-host", "c.example", "--count", "2"])
        #expect(change.kept == ["--count", "2"])
    }

    @Test("a line written another way is read as sh and systemd read it: --name=value, and a word that is no option is left out", arguments: [
        (["/usr/bin/dogs", "fetch", "--keep=500", "--count", "2", "--out", "/g"], ["--keep", "500", "--count", "2"]),
        (["/usr/bin/dogs", "fetch", "stray", "--count", "2", "--verbose", "--out", "/g"], ["--count", "2"]),
        (["nice", "-n", "10"], []),
        ([], []),
    ])
    func otherWays(_ before: [String], _ kept: [String]) {
        #expect(RescheduledFetch(before: before, given: [], every: nil, reset: false).kept == kept)
    }

    @Test("nothing before: what is given, at the interval given or the standard one")
    func nothingBefore() {
        let change = RescheduledFetch(before: nil, given: ["--count", "3"], every: nil, reset: false)

        #expect(change.arguments == ["--count", "3"])
        #expect(change.every == nil)
        #expect(change.kept == [] && change.dropped == [])
    }
}
