import Synchronization

/// How a run ends when its process must end at once (a second stop signal, or a stopped run past
/// its grace period): never in the middle of work that must be whole (a commit, a file put in
/// place), and tidied up after, so that the gallery is as the next run expects it, with no
/// temporary file. The section stays held while the process ends: no whole work starts after.
package final class AbruptEnd: Sendable {
    private let section = Mutex(())
    private let tidyUps = Mutex<[@Sendable () -> Void]>([])

    package init() {}

    /// Runs `body`, which an end waits for. Not to be nested: the section is not re-entrant.
    package func waitsFor<Value: Sendable, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try section.withLock { _ throws(Failure) in try body() }
    }

    /// Adds what an end does before the process ends; the latest added runs first.
    package func onEnd(_ tidyUp: @escaping @Sendable () -> Void) {
        tidyUps.withLock { $0.append(tidyUp) }
    }

    /// Waits for the whole work under way, tidies up and calls `exit`, which ends the process.
    package func end(_ exit: () -> Void) {
        section.withLock { _ in
            for tidyUp in tidyUps.withLock({ $0 }).reversed() { tidyUp() }
            exit()
        }
    }
}
