import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The end of a `Process`, waited for without spinning, and for a bounded time. Foundation's
/// `waitUntilExit` turns the calling thread's run loop every 50 ms, and a run loop with no source
/// of its own returns at once: on any thread but the main one, it spins a core for as long as
/// the child runs.
package final class ProcessEnd: Sendable {
    /// How long a test waits for a child unless it says otherwise: far beyond any run of the
    /// suite's, short enough that a child that hangs fails its test within seconds.
    package static let deadline = 60.0

    private let ended = DispatchSemaphore(value: 0)
    /// The child's process group (Foundation starts each child as the leader of its own), once it runs.
    private let group = Mutex<pid_t>(0)

    /// Watches `process`, which is yet to run: its termination handler is this.
    package init(of process: Process) {
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// The child runs, as process `id`, the leader of its group.
    package func started(_ id: pid_t) {
        group.withLock { $0 = id }
    }

    /// Blocks until the process has ended; at once when it has, however often asked. A child still
    /// running at `deadline` is killed, with every process of its group, and the test fails
    /// saying so: a child that hangs fails its test, and outlives nothing.
    package func wait(
        by deadline: DispatchTime = .now() + ProcessEnd.deadline, what: @autoclosure () -> String = "a child process",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if ended.wait(timeout: deadline) == .timedOut {
            let id = group.withLock { $0 }
            if id > 0 { kill(-id, SIGKILL) }
            ended.wait()
            Issue.record("\(what()) was still running at its deadline, and was killed with its process group", sourceLocation: sourceLocation)
        }
        ended.signal()
    }
}
