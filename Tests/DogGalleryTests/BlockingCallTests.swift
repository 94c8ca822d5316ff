import Foundation
import Testing
@testable import DogGallery

@Suite("BlockingCall runs a blocking call on a thread of its own")
struct BlockingCallTests {
    struct Failure: Error, Equatable {}

    @Test("gives back what the call returns")
    func value() async {
        #expect(await BlockingCall.run { 42 } == 42)
    }

    @Test("passes on what the call throws, as its own type")
    func error() async {
        do throws(Failure) {
            _ = try await BlockingCall.run { () throws(Failure) -> Int in throw Failure() }
            Issue.record("nothing was thrown")
        } catch {
            #expect(error == Failure())
        }
    }

    @Test("runs on a thread that is not one of the task's")
    func ownThread() async {
        let caller = pthread_self()

        let callee = await BlockingCall.run { pthread_self() }

        #expect(pthread_equal(caller, callee) == 0)
    }

    @Test("many calls at once do not wait for one another", arguments: [ProcessInfo.processInfo.activeProcessorCount + 2])
    func many(_ count: Int) async throws {
        // More calls than cores, each waiting until every call has started: calls that held the
        // tasks' threads (one per core) would never all start.
        let started = DispatchGroup()
        (0..<count).forEach { _ in started.enter() }

        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<count {
                group.addTask {
                    await BlockingCall.run {
                        started.leave()
                        return started.wait(timeout: .now() + 60) == .success
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results == Array(repeating: true, count: count))
    }
}
