import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The programs dogs has started and not yet seen end, each the leader of a process group of its
/// own: a process that ends at once (a stop signal) ends them, and whatever they started, first,
/// rather than leave them running with no one to wait for them.
package final class ChildProcesses: Sendable {
    private struct State {
        var running: Set<pid_t> = []
        /// After `endAll`: the process is ending, and starts nothing more.
        var ended = false
    }

    private let state = Mutex(State())
    private let started: @Sendable (pid_t) -> Void

    /// - Parameter started: told each child's process id once it runs (for tests to wait on).
    package init(started: @escaping @Sendable (pid_t) -> Void = { _ in }) {
        self.started = started
    }

    /// Starts a child through `spawn`, which gives its process id or the error number why not,
    /// and keeps it until `finished`. Nothing starts once `endAll` has run.
    func start(_ spawn: () -> Result<pid_t, Subprocess.Failure>) -> Result<pid_t, Subprocess.Failure> {
        let result = state.withLock { state -> Result<pid_t, Subprocess.Failure> in
            guard !state.ended else { return .failure(.cannotStart(ECANCELED)) }
            let result = spawn()
            if case let .success(pid) = result { state.running.insert(pid) }
            return result
        }
        if case let .success(pid) = result { started(pid) }
        return result
    }

    /// Forgets a child that has ended (or been killed and left to end).
    func finished(_ pid: pid_t) {
        state.withLock { _ = $0.running.remove(pid) }
    }

    /// Kills every child's process group, and starts no other: for a process about to end.
    package func endAll() {
        state.withLock { state in
            state.ended = true
            for pid in state.running { kill(-pid, SIGKILL) }
        }
    }
}
