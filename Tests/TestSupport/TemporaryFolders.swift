import Synchronization

/// The temporary folders of one test, removed when its suite instance goes: Swift Testing makes
/// an instance of a class suite for each test, and its deinit is the test's teardown.
package final class TemporaryFolders: Sendable {
    private let made = Mutex<[TemporaryDirectory]>([])

    package init() {}

    /// A new temporary folder, kept until this test's suite instance goes.
    package func make() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        made.withLock { $0.append(folder) }
        return folder
    }

    deinit {
        for folder in made.withLock({ $0 }) { folder.remove() }
    }
}
