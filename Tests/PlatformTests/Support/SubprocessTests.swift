import Foundation
@testable import Platform
import Synchronization
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real programs /bin/sh, cat and sleep, started as `Subprocess` starts them.
struct SubprocessTests {
    @Test("gives the input on stdin, and gets back the status and what was printed on each stream")
    func exchange() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "cat; echo complaint >&2; exit 3"], input: Data("line one\nline two\n".utf8), timeLimit: 60, children: ChildProcesses())

        #expect(result == Subprocess.Finished(status: 3, output: Data("line one\nline two\n".utf8), errors: Data("complaint\n".utf8)))
    }

    @Test("an input larger than a pipe holds goes through while the output is read")
    func largeInput() throws {
        let input = Data(String(repeating: "0123456789abcdef", count: 40_000).utf8)

        let result = try Subprocess.run("/bin/cat", [], input: input, timeLimit: 60, children: ChildProcesses())

        #expect(result.status == 0)
        #expect(result.output == input)
    }

    @Test("without input, stdin is empty")
    func noInput() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "wc -c"], input: nil, timeLimit: 60, children: ChildProcesses())

        #expect(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test("a program that stops reading its input is no failure of dogs': its status says what happened")
    func stopsReading() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "exit 4"], input: Data(count: 1 << 20), timeLimit: 60, children: ChildProcesses())

        #expect(result.status == 4)
    }

    @Test("starts the program with no signal blocked or ignored, in a process group of its own")
    func startsAsAShellWould() throws {
        // Blocked and ignored here, as dogs has them.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let ignored = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignored) }

        let result = try Subprocess.run("/bin/sh", ["-c", "grep -E '^(SigBlk|SigIgn)' /proc/self/status; cut -d' ' -f5 /proc/$$/stat; echo $$"], input: nil, timeLimit: 60, children: ChildProcesses())

        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0].hasSuffix("0000000000000000"), "nothing blocked: \(lines[0])")
        #expect(UInt64(lines[1].split(separator: "\t").last ?? "", radix: 16).map { $0 & (1 << (UInt64(SIGPIPE) - 1)) } == 0, "SIGPIPE not ignored: \(lines[1])")
        #expect(lines[2] == lines[3], "the leader of its own group")
    }

    @Test("a program that cannot be started says why")
    func cannotStart() {
        #expect(throws: Subprocess.Failure.cannotStart(ENOENT)) {
            try Subprocess.run("/nonexistent/crontab", ["-l"], input: nil, timeLimit: 60, children: ChildProcesses())
        }
    }

    @Test("a program that does not end within the time limit is killed with all it started, and times out")
    func timesOut() throws {
        let started = Mutex<[pid_t]>([])
        let children = ChildProcesses { pid in started.withLock { $0.append(pid) } }

        #expect(throws: Subprocess.Failure.timedOut) {
            try Subprocess.run("/bin/sh", ["-c", "sleep 1000 & sleep 1000"], input: nil, timeLimit: 0.5, children: children)
        }

        let group = try #require(started.withLock { $0.first })
        #expect(ProcessTable.living(inGroup: group) == [], "nothing of the group left running")
        #expect(kill(group, 0) == -1 && errno == ESRCH, "and the program reaped, not left a zombie of the process that ran it")
    }

    @Test("a program that closes its output and goes on times out too, and is reaped")
    func closesItsOutputAndGoesOn() throws {
        let started = Mutex<[pid_t]>([])
        #expect(throws: Subprocess.Failure.timedOut) {
            try Subprocess.run("/bin/sh", ["-c", "exec >&- 2>&-; sleep 1000"], input: nil, timeLimit: 0.5, children: ChildProcesses { pid in started.withLock { $0.append(pid) } })
        }

        let pid = try #require(started.withLock { $0.first })
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test("what a program prints past the bound is not kept: it is an error, and the program is reaped")
    func printsTooMuch() throws {
        let started = Mutex<[pid_t]>([])
        #expect(throws: Subprocess.Failure.printedTooMuch) {
            try Subprocess.run("/bin/sh", ["-c", "head -c 5000 /dev/zero; sleep 1000"], input: nil, timeLimit: 60, maxOutput: 4_096, children: ChildProcesses { pid in started.withLock { $0.append(pid) } })
        }

        let pid = try #require(started.withLock { $0.first })
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test("ending every child kills each one's group, and starts none after")
    func endAll() throws {
        let running = DispatchSemaphore(value: 0)
        let children = ChildProcesses { _ in running.signal() }
        let result = Mutex<Result<Subprocess.Finished, Subprocess.Failure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.withLock { $0 = Result { () throws(Subprocess.Failure) in try Subprocess.run("/bin/sleep", ["1000"], input: nil, timeLimit: 600, children: children) } }
            done.signal()
        }.start()
        running.wait()

        children.endAll()
        done.wait()

        #expect(result.withLock { $0 } == .success(Subprocess.Finished(status: 128 + SIGKILL, output: Data(), errors: Data())))
        #expect(throws: Subprocess.Failure.cannotStart(ECANCELED)) {
            try Subprocess.run("/bin/true", [], input: nil, timeLimit: 60, children: children)
        }
    }
}
