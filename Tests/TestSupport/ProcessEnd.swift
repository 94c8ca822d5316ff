import Foundation

/// The end of a `Process`, waited for without spinning. Foundation's `waitUntilExit` turns the
/// calling thread's run loop every 50 ms, and a run loop with no source of its own returns at
/// once: on any thread but the main one, it spins a core for as long as the child runs.
package final class ProcessEnd: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    /// Watches `process`, which is yet to run: its termination handler is this.
    package init(of process: Process) {
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Blocks until the process has ended; at once when it has, however often asked.
    package func wait() {
        ended.wait()
        ended.signal()
    }
}
