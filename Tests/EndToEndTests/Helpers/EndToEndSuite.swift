import Foundation
import TestSupport
import Testing

/// What every end-to-end suite gives its tests: temporary folders and teardown blocks, run when
/// Swift Testing lets go of the suite's instance, which it makes for each test.
class EndToEndSuite {
    private var teardownBlocks: [() -> Void] = []

    init() throws {}

    deinit {
        for block in teardownBlocks.reversed() { block() }
    }

    /// Runs `block` when the test ends, after the blocks added later.
    func addTeardownBlock(_ block: @escaping () -> Void) {
        teardownBlocks.append(block)
    }

    /// A temporary folder removed when the test ends, whatever the test did with it meanwhile.
    func makeTemporaryDirectory() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        addTeardownBlock { folder.remove() }
        return folder
    }
}

/// Ends the test as skipped, saying why, where what it needs is not at hand.
func skip(_ reason: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never {
    #if compiler(>=6.3)
    try Test.cancel(reason, sourceLocation: sourceLocation)
    #else
    throw Skipped(reason: reason.rawValue)
    #endif
}

/// Skips the test, saying why, unless `condition` holds.
func skipUnless(_ condition: Bool, _ reason: @autoclosure () -> Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if !condition { try skip(reason(), sourceLocation: sourceLocation) }
}

#if !compiler(>=6.3)
/// Where Swift Testing cannot skip a test that has begun, the test fails naming what it needs.
struct Skipped: Error, CustomStringConvertible {
    let reason: String
    var description: String { "skipped: \(reason)" }
}
#endif
