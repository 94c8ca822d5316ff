import Foundation
import Synchronization
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Process {
    /// Starts the process as a shell would, with no signal blocked, and so that it dies with the
    /// test process, however that ends (Linux: `PR_SET_PDEATHSIG`, through `setpriv`): a test
    /// killed part way leaves no `dogs` or server running. Gives back its end to wait for, which
    /// kills it, and its process group, if it runs too long (see `ProcessEnd.wait`).
    func runWithDefaultSignals() throws -> ProcessEnd {
        let end = ProcessEnd(of: self)
        #if os(Linux)
        if let executable = executableURL, FileManager.default.isExecutableFile(atPath: Self.setpriv) {
            arguments = ["--pdeathsig", "KILL", "--", executable.path] + (arguments ?? [])
            executableURL = URL(fileURLWithPath: Self.setpriv)
        }
        #endif
        try ChildStarter.shared.start(self)
        end.started(processIdentifier)
        return end
    }

    private static let setpriv = "/usr/bin/setpriv"
}

/// The one thread every child is started from, for as long as the test process lives, with no
/// signal blocked. A child keeps the signal mask of the thread that started it, and Swift
/// Testing's threads block signals: started from one, a server would never see SIGTERM, and
/// `dogs` would run as no user ever starts it. And the kernel sends a child its parent-death
/// signal when the thread that started it ends, not the process: a thread per child would end
/// each child as soon as it started.
private final class ChildStarter: Sendable {
    static let shared = ChildStarter()

    private let requests = Mutex<[@Sendable () -> Void]>([])
    private let pending = DispatchSemaphore(value: 0)

    private init() {
        Thread { [self] in
            unblockEverySignal()
            while true {
                pending.wait()
                for request in requests.withLock({ requests in defer { requests = [] }; return requests }) { request() }
            }
        }.start()
    }

    func start(_ process: Process) throws {
        let started = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        requests.withLock {
            $0.append {
                started.withLock { $0 = Result { try process.run() } }
                done.signal()
            }
        }
        pending.signal()
        done.wait()
        try started.withLock { $0! }.get()
    }
}

extension Pipe {
    /// What the child wrote, to its end, and the pipe's reading end closed: Foundation keeps a
    /// Process, and the pipes it was given, for as long as it likes.
    func readToEnd() -> Data {
        let data = fileHandleForReading.readDataToEndOfFile()
        try? fileHandleForReading.close()
        return data
    }
}

/// Lets the calling thread, and whatever it starts, take every signal, as a shell's children do.
func unblockEverySignal() {
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
}
