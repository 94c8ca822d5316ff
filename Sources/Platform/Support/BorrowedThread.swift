import Dispatch
import Synchronization

/// A thread lent to the work handed to it until it is released. In `dogs` it is the main thread,
/// which otherwise would only wait for the run to end: it drives the transfers' event loop, so a
/// run starts no thread for it.
package final class BorrowedThread: Sendable {
    private let waiting = Mutex<[@Sendable () -> Void]>([])
    /// Signalled once for each job handed over and once for the release: as each wake takes one
    /// job, the wake that finds none waiting is the release's.
    private let handedOver = DispatchSemaphore(value: 0)

    package init() {}

    /// Runs `job` on the serving thread, after the jobs handed over before it.
    package func run(_ job: @escaping @Sendable () -> Void) {
        waiting.withLock { $0.append(job) }
        handedOver.signal()
    }

    /// Lets `serve()` return once every job handed over has run.
    package func release() {
        handedOver.signal()
    }

    /// Runs the jobs handed over, one after another, on the calling thread, until released.
    package func serve() {
        while true {
            handedOver.wait()
            guard let job = waiting.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return }
            job()
        }
    }
}
