import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that stop a run gracefully: Ctrl-C, `kill`, a closed terminal or SSH session,
/// Ctrl-\, an alarm, and the two user signals (whose default is to end the process too). They
/// are blocked in every thread from the first instruction of `main` and taken, pending ones
/// first, by the process's `Lifeline`, so no signal arrives before there is someone to take it,
/// none is lost, none dumps core, and none kills the process in the middle of a commit.
package enum StopSignals {
    package static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2]

    /// The handled signals the parent did not set to be ignored: `nohup dogs …` must go on
    /// ignoring SIGHUP, as must a job started in the background with SIGINT ignored.
    package static var taken: [Int32] {
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
    package static func block() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in taken { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        signal(SIGPIPE, SIG_IGN)
    }
}
