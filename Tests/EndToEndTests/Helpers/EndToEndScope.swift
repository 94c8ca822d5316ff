import Foundation
import Synchronization
import Testing

/// The trait of every end-to-end suite. Its tests wait: on `dogs` and the servers they start, on
/// a time-out the binary must keep. Run on the task pool, which has a thread a core, two of them
/// waiting would hold up every other test. So each runs on a thread of its own, signals
/// unblocked as in a shell, and a few at a time, since each also starts processes that work.
#if compiler(>=6.1)
struct EndToEnd: SuiteTrait, TestTrait, TestScoping {
    /// Tests at once: enough to fill the cores while most wait, few enough that none is starved.
    static let width = 4

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Self.slots.take()
        defer { Self.slots.give() }
        try await withTaskExecutorPreference(ThreadPerJob.shared) { try await function() }
    }

    private static let slots = Slots(Self.width)
}
#else
/// Before Swift Testing could scope a test, end-to-end tests run on the task pool as others do.
struct EndToEnd: SuiteTrait, TestTrait {
    var isRecursive: Bool { true }
}
#endif

extension Trait where Self == EndToEnd {
    static var endToEnd: Self { EndToEnd() }
}

/// Runs each job it is given on a new thread with no signal blocked.
private final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread {
            unblockEverySignal()
            job.runSynchronously(on: executor)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// A counting semaphore that suspends rather than blocks.
private final class Slots: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(_ count: Int) {
        state = Mutex(State(free: count))
    }

    func take() async {
        await withCheckedContinuation { continuation in
            let isFree = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if isFree { continuation.resume() }
        }
    }

    func give() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
