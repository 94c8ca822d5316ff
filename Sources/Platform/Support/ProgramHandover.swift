import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands the process over to another program, as a shell's `exec` does: for a program that takes
/// the terminal (`man` and its pager), which then answers its keys and signals itself.
package enum ProgramHandover {
    /// Becomes `program`, with `arguments` and `input` on its stdin, no signal blocked and SIGPIPE
    /// at its default; returns only when it could not (the error number why), everything as it
    /// was but stdin. `input` must fit in a pipe (64 KiB), as no one is left to write more.
    package static func replace(with program: String, arguments: [String], input: Data) -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return errno }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let written = input.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        guard written == input.count else {
            close(ends[0])
            return EFBIG
        }
        dup2(ends[0], STDIN_FILENO)
        close(ends[0])
        var none = sigset_t(), before = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &before)
        let pipeSignal = signal(SIGPIPE, SIG_DFL)
        let words: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, words)
        let failure = errno
        words.forEach { free($0) }
        signal(SIGPIPE, pipeSignal)
        pthread_sigmask(SIG_SETMASK, &before, nil)
        return failure
    }
}
