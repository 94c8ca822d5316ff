import Synchronization
import Testing

/// Objects a test expects to be gone once it ends, checked when its suite instance goes (a class
/// suite's deinit is the test's teardown): a spy or a SUT still alive then is held by a cycle.
package final class LeakTracker: Sendable {
    private struct Tracked: @unchecked Sendable {
        weak var object: AnyObject?
        let sourceLocation: SourceLocation
    }

    private let tracked = Mutex<[Tracked]>([])

    package init() {}

    package func track(_ object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        tracked.withLock { $0.append(Tracked(object: object, sourceLocation: sourceLocation)) }
    }

    deinit {
        for entry in tracked.withLock({ $0 }) {
            #expect(entry.object == nil, "Instance should have been deallocated. Potential memory leak.", sourceLocation: entry.sourceLocation)
        }
    }
}
