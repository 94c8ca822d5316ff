import Foundation
@testable import Platform
import Synchronization
import Testing

@Suite("BorrowedThread runs what it is handed on the thread that serves it")
struct BorrowedThreadTests {
    /// Serves `sut` on a thread of its own and returns once `serve()` has returned.
    private func served(_ sut: BorrowedThread, while act: @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                sut.serve()
                done.resume()
            }.start()
            act()
        }
    }

    @Test("runs the jobs handed over in order, then ends when released")
    func jobs() async {
        let sut = BorrowedThread()
        let ran = Mutex<[Int]>([])

        await served(sut) {
            for number in 1...3 {
                sut.run { ran.withLock { $0.append(number) } }
            }
            sut.release()
        }

        #expect(ran.withLock { $0 } == [1, 2, 3])
    }

    @Test("a job handed over before serving starts, and one after release, still run")
    func early() async {
        let sut = BorrowedThread()
        let ran = Mutex(0)
        sut.run { ran.withLock { $0 += 1 } }
        sut.release()
        sut.run { ran.withLock { $0 += 1 } }

        await served(sut) {}

        #expect(ran.withLock { $0 } == 2)
    }

    @Test("every job runs on the one thread that serves")
    func oneThread() async {
        let sut = BorrowedThread()
        let threads = Mutex<Set<ObjectIdentifier>>([])
        let serverThread = Mutex<ObjectIdentifier?>(nil)

        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                serverThread.withLock { $0 = ObjectIdentifier(Thread.current) }
                sut.serve()
                done.resume()
            }.start()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                sut.run { threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) } }
            }
            sut.release()
        }

        #expect(threads.withLock { $0 } == Set([serverThread.withLock { $0 }].compactMap { $0 }))
    }
}
