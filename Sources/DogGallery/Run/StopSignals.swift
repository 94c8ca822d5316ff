import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that stop a run gracefully: Ctrl-C, `kill`, a closed terminal or SSH session,
/// Ctrl-\, an alarm. They are blocked in every thread from the first instruction of `main` and
/// taken by one thread with `sigwait`, so no signal arrives before there is someone to take it,
/// none is lost, none dumps core, and none kills the process in the middle of a commit.
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

    /// Hands every stop signal, as it arrives, to `handler`, on a thread of its own.
    public static func forward(to handler: @escaping @Sendable (Int32) -> Void) {
        Thread.detachNewThread {
            // Foundation starts its threads with no signal blocked; sigwait needs them blocked.
            var set = signalSet()
            pthread_sigmask(SIG_BLOCK, &set, nil)
            while true {
                var number: Int32 = 0
                if sigwait(&set, &number) == 0 { handler(number) }
            }
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in taken { sigaddset(&set, number) }
        return set
    }
}
