import Foundation
import Synchronization
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Process {
    /// Starts the process as a shell would, with no signal blocked. A child keeps the signal mask
    /// of the thread that started it, and Swift Testing runs tests on the task pool's threads,
    /// which block signals: started from one, a server would never see SIGTERM, and `dogs`
    /// would run as no user ever starts it. So the start is made from a thread of its own.
    /// Gives back its end to wait for: `waitUntilExit` would spin a core while the child runs.
    func runWithDefaultSignals() throws -> ProcessEnd {
        let end = ProcessEnd(of: self)
        let started = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            unblockEverySignal()
            started.withLock { $0 = Result { try run() } }
            done.signal()
        }
        thread.start()
        done.wait()
        try started.withLock { $0! }.get()
        return end
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
