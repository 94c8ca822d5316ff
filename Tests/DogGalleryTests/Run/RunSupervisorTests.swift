@testable import DogGallery
import Synchronization
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("RunSupervisor stops a run on a deadline or a signal")
struct RunSupervisorTests {
    @Test("a run that finishes in time keeps its result and no stop reason, and takes its deadline back")
    func finishes() async throws {
        let (sut, overruns) = makeSUT()
        let scheduler = SchedulerSpy()

        let result = await sut.run(maxTime: 60, scheduler: scheduler) { 42 }

        #expect(try result.get() == 42)
        #expect(sut.stopReason == nil)
        #expect(overruns.recorded == [])
        #expect(scheduler.recorded == [60])
        #expect(scheduler.pending == [])
    }

    @Test("the deadline cancels the run and says so")
    func deadline() async {
        let (sut, _) = makeSUT()
        let scheduler = SchedulerSpy()

        let result = await sut.run(maxTime: 90, gracePeriod: 15, scheduler: scheduler) { () async throws -> Bool in
            #expect(scheduler.fire(90))
            try await Task.sleep(nanoseconds: .max)
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(sut.stopReason == .deadline)
        #expect(scheduler.recorded == [90, 15], "the grace period starts with the stop")
    }

    @Test("the first signal stops the run gracefully")
    func firstSignal() async {
        let (sut, overruns) = makeSUT()

        let result = await sut.run(maxTime: nil, scheduler: SchedulerSpy()) { () async throws -> Bool in
            sut.receive(signal: 15)
            try Task.checkCancellation()
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(sut.stopReason == .signal(15))
        #expect(overruns.recorded == [])
    }

    @Test("a second signal overruns the run at once, even after a deadline stopped it")
    func secondSignal() {
        let (sut, overruns) = makeSUT()
        sut.stop(.deadline)

        sut.receive(signal: 15)
        #expect(overruns.recorded == [])
        sut.receive(signal: 2)

        #expect(overruns.recorded == [.deadline])
        #expect(overruns.bySignal == [true])
    }

    @Test("a stopped run still going after the grace period overruns, whatever the task pool is doing")
    func gracePeriod() async {
        let (sut, overruns) = makeSUT()
        let scheduler = SchedulerSpy()

        _ = await sut.run(maxTime: nil, gracePeriod: 15, scheduler: scheduler) { () async -> Bool in
            sut.stop(.signal(2))
            #expect(overruns.recorded == [])
            #expect(scheduler.fire(15))
            return true
        }

        #expect(scheduler.recorded == [15])
        #expect(overruns.recorded == [.signal(2)])
        #expect(overruns.bySignal == [false])
    }

    @Test("a stopped run that winds down in its grace period does not overrun")
    func windsDown() async {
        let (sut, overruns) = makeSUT()
        let scheduler = SchedulerSpy()

        _ = await sut.run(maxTime: nil, gracePeriod: 15, scheduler: scheduler) { () async -> Bool in
            sut.stop(.signal(2))
            return true
        }

        #expect(scheduler.pending == [], "the grace period is taken back")
        #expect(!scheduler.fire(15))
        #expect(overruns.recorded == [])
    }

    @Test("a run asked to stop before it starts is cancelled at once")
    func stoppedEarly() async {
        let (sut, _) = makeSUT()
        sut.stop(.signal(2))

        let result = await sut.run(maxTime: nil, scheduler: SchedulerSpy()) { () async throws -> Bool in
            try Task.checkCancellation()
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test("stopping is described for the error line", arguments: [
        (StopReason.deadline, "--max-time passed"), (.signal(2), "interrupted (SIGINT)"), (.signal(15), "terminated (SIGTERM)"),
        (.signal(SIGUSR1), "stopped by SIGUSR1"), (.signal(SIGUSR2), "stopped by SIGUSR2"),
    ])
    func describes(_ reason: StopReason, _ text: String) {
        #expect(reason.description == text)
    }

    private func makeSUT() -> (RunSupervisor, OverrunSpy) {
        let overruns = OverrunSpy()
        return (RunSupervisor(onOverrun: overruns.record), overruns)
    }
}

private final class OverrunSpy: Sendable {
    private let overruns = Mutex<[(reason: StopReason, bySignal: Bool)]>([])
    var recorded: [StopReason] { overruns.withLock { $0.map(\.reason) } }
    /// Whether each overrun came of a second signal, rather than of the grace period.
    var bySignal: [Bool] { overruns.withLock { $0.map(\.bySignal) } }
    func record(_ reason: StopReason, bySignal: Bool) { overruns.withLock { $0.append((reason, bySignal)) } }
}
