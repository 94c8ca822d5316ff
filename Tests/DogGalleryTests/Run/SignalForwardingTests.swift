@testable import DogGallery
import Synchronization
import Testing

@Suite("SignalForwarding")
struct SignalForwardingTests {
    @Test("with no run attached, a signal is not handled: the process ends at once, by that signal")
    func noRun() {
        #expect(SignalForwarding().receive(signal: 15) == .signal(15))
    }

    @Test("a signal goes to the attached run, and no longer once it is detached")
    func attached() {
        let sut = SignalForwarding()
        let supervisor = RunSupervisor { _ in }
        sut.attach(supervisor)

        #expect(sut.receive(signal: 2) == nil)
        #expect(supervisor.stopReason == .signal(2))

        sut.attach(nil)
        #expect(sut.receive(signal: 2) != nil)
    }

    @Test("a signal after a stopped run was detached ends the process as that run ended, the way its record says")
    func afterAStoppedRun() {
        let sut = SignalForwarding()
        sut.attach(RunSupervisor { _ in })
        _ = sut.receive(signal: 15)
        sut.attach(nil)

        #expect(sut.receive(signal: 2) == .signal(15))
    }

    @Test("a signal after a run that ended on its own ends the process by that signal")
    func afterAFinishedRun() {
        let sut = SignalForwarding()
        sut.attach(RunSupervisor { _ in })
        sut.attach(nil)

        #expect(sut.receive(signal: 2) == .signal(2))
    }
}
