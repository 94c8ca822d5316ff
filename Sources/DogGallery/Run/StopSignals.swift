import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that stop a run gracefully: Ctrl-C, `kill`, a closed terminal or SSH session,
/// Ctrl-\, an alarm. They are blocked in every thread from the first instruction of `main` and
/// taken from the pending ones by Dispatch (see `forward`), so no signal arrives before there is
/// someone to take it, none is lost, none dumps core, and none kills the process in the middle
/// of a commit.
public enum StopSignals {
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM]

    /// The handled signals the parent did not set to be ignored: `nohup dogs …` must go on
    /// ignoring SIGHUP, as must a job started in the background with SIGINT ignored.
    static var taken: [Int32] {
        handled.filter { number in
            var current = sigaction()
            sigaction(number, nil, &current)
            #if canImport(Darwin)
            let handler = current.__sigaction_u.__sa_handler
            #else
            let handler = current.__sigaction_handler.sa_handler
            #endif
            return unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
        }
    }

    /// Blocks the stop signals in the calling thread, and so in every thread started after it;
    /// call it first thing in `main`. SIGPIPE is ignored: a closed pipe is then a write error
    /// that dogs reports, not a death that leaves temporary files behind.
    public static func block() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Hands every stop signal, as it arrives, to `handler`, one at a time. Taken by Dispatch's
    /// event thread, which a run has anyway (on Linux through a signalfd, which needs the signals
    /// blocked everywhere, as they are), and handled on a queue of their own: no thread waits
    /// for signals, and a handler that waits for a commit to end holds none of the run's.
    public static func forward(to handler: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "dogs.stop-signals")
        sources.withLock { sources in
            for number in taken {
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                // One event may stand for the signal sent twice (Ctrl-C pressed twice): each counts.
                // The source holds itself through this handler, as it is to live as long as the process.
                source.setEventHandler { for _ in 0..<max(1, source.data) { handler(number) } }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Kept for the life of the process: a source released stops taking its signal.
    private static let sources = Mutex<[any DispatchSourceSignal]>([])

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in taken { sigaddset(&set, number) }
        return set
    }
}
