@testable import DogGallery
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite("Progress line and meter")
struct ProgressTests {
    @Test("the line says pictures done of all, bytes, rate and elapsed time", arguments: [
        (3, 8, 1_234_567, 2.0, "Downloading 3/8 pictures · 1.2 MB · 617 KB/s · 0:02"),
        (0, 5, 0, 0, "Downloading 0/5 pictures · 0 B · – · 0:00"),
        (120, 200, 98_765_432, 75.5, "Downloading 120/200 pictures · 98.8 MB · 1.3 MB/s · 1:15"),
    ])
    func line(_ done: Int, _ total: Int, _ bytes: Int, _ elapsed: Double, _ expected: String) {
        #expect(ProgressLine.render(done: done, total: total, bytes: bytes, elapsed: elapsed) == expected)
    }

    @Test("the line fits its terminal: the clock, the rate and the bytes go first, then the words are cut", arguments: [
        (80, "Downloading 3/10 pictures · 1.2 MB · 500 KB/s · 0:02"),
        // At each edge: a part as wide as the terminal would take its last column.
        (53, "Downloading 3/10 pictures · 1.2 MB · 500 KB/s · 0:02"), (52, "Downloading 3/10 pictures · 1.2 MB · 500 KB/s"),
        (46, "Downloading 3/10 pictures · 1.2 MB · 500 KB/s"), (45, "Downloading 3/10 pictures · 1.2 MB"),
        (35, "Downloading 3/10 pictures · 1.2 MB"), (34, "Downloading 3/10 pictures"),
        (26, "Downloading 3/10 pictures"), (25, "Downloading 3/10 pictur…"),
        (20, "Downloading 3/10 p…"), (2, "…"),
        (1, ""),
    ])
    func fitted(_ width: Int, _ expected: String) {
        let line = ProgressLine.render(done: 3, total: 10, bytes: 1_200_000, elapsed: 2.4)

        #expect(ProgressLine.fitted(line, width: width) == expected)
        #expect(ProgressLine.fitted(line, width: width).count < max(width, 1), "the last column stays free, so the terminal never wraps")
    }

    @Test("the line names what the run is doing")
    func doing() {
        #expect(ProgressLine.render(doing: "Checking", done: 3, total: 8, bytes: 1_234_567, elapsed: 2) == "Checking 3/8 pictures · 1.2 MB · 617 KB/s · 0:02")
    }

    @Test("a meter draws what its run is doing")
    func meterDoing() {
        let drawn = Mutex<[String?]>([])
        let meter = ProgressMeter(doing: "Checking", now: ClockStub(ticks: [0, 0]).now) { line in drawn.withLock { $0.append(line) } }

        meter.take(.planned(2))

        #expect(drawn.withLock { $0 } == ["Checking 0/2 pictures · 0 B · – · 0:00"])
    }

    @Test("a run's total, said at its start, is what its rounds of downloads count toward, not one round's")
    func meterExpected() {
        let drawn = Mutex<[String?]>([])
        let meter = ProgressMeter(now: ClockStub(ticks: [0, 0, 0, 0]).now, minimumInterval: 0) { line in drawn.withLock { $0.append(line) } }

        meter.take(.expected(4))
        meter.take(.planned(2))
        meter.take(.finished(bytes: 0))

        #expect(drawn.withLock { $0 }.last == "Downloading 1/4 pictures · 0 B · – · 0:00")
    }

    @Test("byte counts, in terabytes beyond the last unit", arguments: [
        (999, "999 B"), (1_000, "1 KB"), (9_800, "9.8 KB"), (123_456, "123 KB"), (5_000_000_000, "5 GB"), (2_500_000_000_000_000, "2500 TB"),
    ])
    func bytes(_ count: Int, _ text: String) {
        #expect(ProgressLine.byteCount(count) == text)
    }

    @Test("the meter redraws at most every interval, always for the last picture, and clears at the end")
    func meter() {
        let clock = ClockStub(ticks: [0, 0, 0.05, 0.2, 0.25, 0.3])
        let drawn = Mutex<[String?]>([])
        let meter = ProgressMeter(now: clock.now, minimumInterval: 0.1) { line in drawn.withLock { $0.append(line) } }

        meter.take(.planned(3))
        meter.take(.finished(bytes: 1000))
        meter.take(.finished(bytes: 1000))
        meter.take(.finished(bytes: 1000))
        meter.finish()

        #expect(drawn.withLock { $0 } == [
            "Downloading 0/3 pictures · 0 B · – · 0:00",
            "Downloading 2/3 pictures · 2 KB · 10 KB/s · 0:00",
            "Downloading 3/3 pictures · 3 KB · 12 KB/s · 0:00",
            nil,
        ])
    }

    @Test("a line is drawn again once a whole interval has passed, not only after it")
    func intervalEdge() {
        let clock = ClockStub(ticks: [0, 0, 0.5])
        let drawn = Mutex(0)
        let meter = ProgressMeter(now: clock.now, minimumInterval: 0.5) { _ in drawn.withLock { $0 += 1 } }

        meter.take(.planned(3))
        meter.take(.finished(bytes: 1000))

        #expect(drawn.withLock { $0 } == 2)
    }
}
