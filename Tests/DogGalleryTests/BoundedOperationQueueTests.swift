import Foundation
import XCTest
@testable import DogGallery

/// The delegate queue holds back whoever adds work while `limit` operations are pending.
final class BoundedOperationQueueTests: XCTestCase {
    func test_addOperation_takesASlotPerPendingOperation_andGivesItBackWhenItIsDone() {
        let sut = BoundedOperationQueue(limit: 2)
        let release = DispatchSemaphore(value: 0)
        let firstStarted = expectation(description: "the first operation runs")
        XCTAssertTrue(sut.hasFreeSlot)

        sut.addOperation { firstStarted.fulfill(); release.wait() }
        sut.addOperation { release.wait() }
        wait(for: [firstStarted], timeout: 5)

        XCTAssertFalse(sut.hasFreeSlot, "one running and one waiting: a third would have to wait")
        release.signal()
        release.signal()
        sut.waitUntilAllOperationsAreFinished()
        XCTAssertTrue(sut.hasFreeSlot)
    }

    func test_addOperation_neverWaitsWhenTheQueueAddsToItself() {
        let sut = BoundedOperationQueue(limit: 1)
        let inner = expectation(description: "an operation added from the queue runs")

        sut.addOperation { sut.addOperation { inner.fulfill() } }

        wait(for: [inner], timeout: 5)
    }
}
