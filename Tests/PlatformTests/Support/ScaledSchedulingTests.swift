@testable import Platform
import Synchronization
import TestSupport
import Testing

@Suite("ScaledScheduling passes its base's time faster by its rate")
struct ScaledSchedulingTests {
    @Test("after asks its base for the wait divided by the rate, and runs the work when the base does", arguments: [(1.0, 30.0, 30.0), (20, 30, 1.5), (4, 0.5, 0.125)])
    func afterAsksItsBaseForTheWaitDividedByTheRateAndRunsTheWorkWhenTheBaseDoes(rate: Double, seconds: Double, asked: Double) {
        let (sut, base) = makeSUT(rate: rate)
        let ran = Mutex(false)

        sut.after(seconds) { ran.withLock { $0 = true } }

        #expect(base.recorded == [asked])
        #expect(!ran.withLock { $0 })
        base.fire(asked)
        #expect(ran.withLock { $0 })
    }

    @Test("work it schedules is taken back from its base when cancelled")
    func workItSchedulesIsTakenBackFromItsBaseWhenCancelled() {
        let (sut, base) = makeSUT(rate: 10)

        sut.after(5) {}.cancel()

        #expect(base.recorded == [0.5])
        #expect(base.pending == [])
    }

    @Test("now tells its base's time multiplied by the rate", arguments: [(1.0, 7.0, 7.0), (20, 2.5, 50), (1000, 0.001, 1)])
    func nowTellsItsBasesTimeMultipliedByTheRate(rate: Double, baseTime: Double, told: Double) {
        let (sut, base) = makeSUT(rate: rate)

        base.now = baseTime

        #expect(sut.now == told)
    }

    private func makeSUT(rate: Double) -> (sut: ScaledScheduling, base: SchedulerSpy) {
        let base = SchedulerSpy()
        return (ScaledScheduling(base, rate: rate), base)
    }
}
