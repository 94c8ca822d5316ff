@testable import Platform
import Synchronization
import Testing

@Suite("TaskScheduling runs work later as sleeping tasks")
struct TaskSchedulingTests {
    @Test("a time already past runs the work at once, while work an hour away waits until it is cancelled")
    func aTimeAlreadyPastRunsTheWorkAtOnceWhileWorkAnHourAwayWaits() async {
        let sut = TaskScheduling()
        let farRan = Mutex(false)
        let far = sut.after(3600) { farRan.withLock { $0 = true } }

        await withCheckedContinuation { (ran: CheckedContinuation<Void, Never>) in
            sut.after(-1) { ran.resume() }
        }
        far.cancel()

        #expect(!farRan.withLock { $0 })
    }
}
