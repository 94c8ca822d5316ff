import Dispatch
import Synchronization

/// A thread lent to the work handed to it until it is released. In `dogs` it is the main thread,
/// which otherwise would only wait for the run to end: it drives the transfers' event loop, so a
/// run starts no thread for it.
public final class BorrowedThread: Sendable {
    private struct Jobs {
        var waiting: [@Sendable () -> Void] = []
        var released = false
    }

    private let jobs = Mutex(Jobs())
    /// Signalled once for each job handed over and once for the release.
    private let handedOver = DispatchSemaphore(value: 0)

    public init() {}

    /// Runs `job` on the serving thread, after the jobs handed over before it.
    package func run(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.waiting.append(job) }
        handedOver.signal()
    }

    /// Lets `serve()` return once every job handed over has run.
    public func release() {
        jobs.withLock { $0.released = true }
        handedOver.signal()
    }

    /// Runs the jobs handed over, one after another, on the calling thread, until released.
    public func serve() {
        while true {
            handedOver.wait()
            let (job, released) = jobs.withLock { jobs in
                jobs.waiting.isEmpty ? (nil, jobs.released) : (jobs.waiting.removeFirst(), false)
            }
            if let job {
                job()
            } else if released {
                return
            }
        }
    }
}
