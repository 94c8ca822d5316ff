import Testing
import DogGallery

@Suite("RunSupervisor stops a run on a deadline or when asked")
struct RunSupervisorTests {
    @Test("a run that finishes in time keeps its result and no stop reason")
    func finishes() async throws {
        let sut = RunSupervisor()

        let result = await sut.run(maxTime: 60, sleep: { _ in try await Task.sleep(nanoseconds: .max) }) { 42 }

        #expect(try result.get() == 42)
        #expect(sut.stopReason == nil)
    }

    @Test("the deadline cancels the run and says so")
    func deadline() async {
        let sut = RunSupervisor()
        let waited = SleeperSpy()

        let result = await sut.run(maxTime: 90, sleep: waited.sleeper) { () async throws -> Bool in
            try await Task.sleep(nanoseconds: .max)
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(sut.stopReason == .deadline)
        #expect(waited.recorded == [90])
    }

    @Test("stop(_:) cancels the run once; a second stop reports it was already stopping")
    func stop() async {
        let sut = RunSupervisor()

        let result = await sut.run(maxTime: nil) { () async throws -> Bool in
            #expect(sut.stop(.signal(15)))
            #expect(!sut.stop(.signal(2)))
            try Task.checkCancellation()
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(sut.stopReason == .signal(15))
    }

    @Test("a run asked to stop before it starts is cancelled at once")
    func stoppedEarly() async {
        let sut = RunSupervisor()
        sut.stop(.signal(2))

        let result = await sut.run(maxTime: nil) { () async throws -> Bool in
            try Task.checkCancellation()
            return true
        }

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test("stopping is described for the error line", arguments: [
        (StopReason.deadline, "--max-time passed"), (.signal(2), "interrupted (SIGINT)"), (.signal(15), "terminated (SIGTERM)"),
    ])
    func describes(_ reason: StopReason, _ text: String) {
        #expect(reason.description == text)
    }
}
