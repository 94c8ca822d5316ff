import TestSupport
import XCTest

extension XCTestCase {
    /// A temporary folder removed when the test ends, whatever the test did with it meanwhile.
    func makeTemporaryDirectory() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        addTeardownBlock { folder.remove() }
        return folder
    }
}
