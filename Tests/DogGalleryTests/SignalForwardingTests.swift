import Synchronization
import Testing
import DogGallery

@Suite("SignalForwarding")
struct SignalForwardingTests {
    @Test("with no run attached, a signal is not handled: the process may end at once")
    func noRun() {
        #expect(!SignalForwarding().receive(signal: 15))
    }

    @Test("a signal goes to the attached run, and no longer once it is detached")
    func attached() {
        let sut = SignalForwarding()
        let supervisor = RunSupervisor { _ in }
        sut.attach(supervisor)

        #expect(sut.receive(signal: 2))
        #expect(supervisor.stopReason == .signal(2))

        sut.attach(nil)
        #expect(!sut.receive(signal: 2))
    }
}
