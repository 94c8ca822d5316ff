@testable import DogGallery
import Synchronization
import Testing

@Suite("SignalForwarding")
struct SignalForwardingTests {
    @Test("with no run attached, a signal is not handled: the process ends at once, by that signal")
    func noRun() {
        #expect(SignalForwarding().receive(signal: 15) == .signal(15))
    }

    @Test("a signal goes to the attached run, and no longer once it is detached having run its course")
    func attached() {
        let sut = SignalForwarding()
        let supervisor = RunSupervisor { _, _ in }
        sut.attach(supervisor)

        #expect(sut.receive(signal: 2) == nil)
        #expect(supervisor.stopReason == .signal(2))

        let next = RunSupervisor { _, _ in }
        sut.attach(next)
        sut.attach(nil)
        #expect(sut.receive(signal: 2) == .signal(2))
    }

    @Test("a signal after a stopped run was detached is left to that run, which is recording how it ended and ends the process next")
    func afterAStoppedRun() {
        let sut = SignalForwarding()
        let overruns = Mutex<[StopReason]>([])
        sut.attach(RunSupervisor { reason, _ in overruns.withLock { $0.append(reason) } })
        _ = sut.receive(signal: 15)
        sut.attach(nil)

        #expect(sut.receive(signal: 2) == nil)
        #expect(overruns.withLock { $0 }.isEmpty, "nothing ends it at once, which would lose its record")
    }

    @Test("a signal after a run that ended on its own, even one after a stopped run, ends the process by that signal")
    func afterAFinishedRun() {
        let sut = SignalForwarding()
        sut.attach(RunSupervisor { _, _ in })
        sut.attach(nil)

        #expect(sut.receive(signal: 2) == .signal(2))

        sut.attach(RunSupervisor { _, _ in })
        _ = sut.receive(signal: 15)
        sut.attach(nil)
        sut.attach(RunSupervisor { _, _ in })
        sut.attach(nil)
        #expect(sut.receive(signal: 2) == .signal(2))
    }

    @Test("the process's deadline ends the attached run as its overrun, once however often it comes, and finds none once it is detached")
    func deadline() {
        let sut = SignalForwarding()
        let overruns = Mutex<[(StopReason, Bool)]>([])
        sut.attach(RunSupervisor { reason, bySignal in overruns.withLock { $0.append((reason, bySignal)) } })

        #expect(sut.overrun())
        #expect(sut.overrun())
        #expect(overruns.withLock { $0.map(\.0) } == [.deadline])
        #expect(overruns.withLock { $0.map(\.1) } == [false])

        sut.attach(nil)
        #expect(!sut.overrun())
    }
}
