import Foundation
@testable import Platform
import Synchronization
import Testing

@Suite("Lifeline keeps time on a thread of its own")
struct LifelineTests {
    /// One for the suite: its thread serves for the life of the process, as the real one does.
    private static let lifeline = try! Lifeline.start(taking: []) { _ in }.get()

    @Test("runs what is due, in the order it is due, and nothing taken back")
    func timers() async {
        let ran = Mutex<[Int]>([])

        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let taken = Self.lifeline.after(0.02) { ran.withLock { $0.append(3) } }
            Self.lifeline.after(0.01) { ran.withLock { $0.append(2) } }
            Self.lifeline.after(0) { ran.withLock { $0.append(1) } }
            taken.cancel()
            Self.lifeline.after(0.03) { done.resume() }
        }

        #expect(ran.withLock { $0 } == [1, 2])
    }

    @Test("its sleeper wakes at its time, and at once when the task is cancelled")
    func sleeper() async {
        let sleep = Self.lifeline.sleeper
        let asleep = Task { try await sleep(3600) }

        await #expect(throws: Never.self) { try await sleep(0) }
        asleep.cancel()
        await #expect(throws: CancellationError.self) { try await asleep.value }
    }

    @Test("tells whether the threads the task pool will want can be had")
    func roomForThreads() {
        #expect(Lifeline.roomForThreads(3) == nil)
    }
}
