import Dispatch
@testable import GalleryFolder
import Synchronization
import Testing

@Suite("A process that must end at once: whole work finished, then tidied up, then the end")
struct AbruptEndTests {
    @Test("end tidies up, the latest registered first, then ends")
    func order() {
        let events = Events()
        let sut = AbruptEnd()
        sut.onEnd { events.add("first registered") }
        sut.onEnd { events.add("second registered") }

        sut.end { events.add("ended") }

        #expect(events.all == ["second registered", "first registered", "ended"])
    }

    @Test("whole work gives back what its body gives, or throws what it throws")
    func passesThrough() throws {
        let sut = AbruptEnd()

        #expect(sut.waitsFor { 42 } == 42)
        #expect(throws: Refusal.self) { try sut.waitsFor { () throws(Refusal) -> Int in throw Refusal() } }
    }

    @Test("an end asked for during whole work waits for it to finish before tidying up")
    func waitsForWholeWork() {
        let events = Events()
        let sut = AbruptEnd()
        sut.onEnd { events.add("tidied up") }
        let inside = DispatchSemaphore(value: 0), finish = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            sut.waitsFor {
                inside.signal()
                finish.wait()
                events.add("work finished")
            }
        }
        inside.wait()
        DispatchQueue.global().async {
            sut.end { events.add("ended") }
            ended.signal()
        }

        finish.signal()
        ended.wait()

        #expect(events.all == ["work finished", "tidied up", "ended"])
    }
}

private struct Refusal: Error {}

private final class Events: Sendable {
    private let list = Mutex<[String]>([])
    var all: [String] { list.withLock { $0 } }
    func add(_ event: String) { list.withLock { $0.append(event) } }
}
