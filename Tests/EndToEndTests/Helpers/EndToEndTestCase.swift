import Foundation
import TestSupport
import XCTest

/// A test with a well-behaved fixture server and a fresh folder to run `dogs` in.
class EndToEndTestCase: XCTestCase {
    var server: FixtureServer!
    var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        server = try FixtureServer()
        folder = makeTemporaryDirectory()
    }

    override func tearDown() {
        server = nil
    }
}
