import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program and waits for it, as a shell would start it (no signal blocked, SIGPIPE
/// as the system has it) but in a process group of its own, and never for longer than a time
/// limit: a program that does not answer (a `crontab` on a stuck file system) is killed, with
/// everything it started, and said to have timed out. What it prints is read up to a bound.
package enum Subprocess {
    package struct Finished: Equatable, Sendable {
        /// Its exit status, or 128 and the number of the signal that killed it.
        package let status: Int32
        package let output: Data
        package let errors: Data
    }

    package enum Failure: Error, Equatable, Sendable {
        /// The error number why it could not be started.
        case cannotStart(Int32)
        case timedOut
        /// It printed more than the bound on one stream.
        case printedTooMuch
    }

    /// The most read of what a program prints on each stream.
    package static let maxOutput = 1 << 20

    /// How long a program killed is waited for, to be reaped.
    private static let reapingTime = 1.0

    /// Runs `program` with `arguments`, `input` on its stdin (none: /dev/null), and gives its
    /// status and what it printed, unless it has not ended `timeLimit` seconds after it started.
    package static func run(
        _ program: String, _ arguments: [String], input: Data?, timeLimit: Double, maxOutput: Int = maxOutput, children: ChildProcesses
    ) throws(Failure) -> Finished {
        let deadline = Uptime.seconds + timeLimit
        let output = try pipeEnds(), errors = try pipeEnds()
        let feeding: (read: Int32, write: Int32)?
        do throws(Failure) { feeding = try input.map { _ throws(Failure) in try pipeEnds() } } catch {
            [output.read, output.write, errors.read, errors.write].forEach { close($0) }
            throw error
        }
        let started = children.start { spawn(program, arguments, stdout: output.write, stderr: errors.write, stdin: feeding?.read) }
        // The child's ends are its own now: closed here, so that the end of its output is seen.
        ([output.write, errors.write] + (feeding.map { [$0.read] } ?? [])).forEach { close($0) }
        var ends = Ends(streams: [Stream(output.read), Stream(errors.read)], feed: feeding.map { Feed($0.write, input ?? Data()) })
        defer { ends.closeAll() }
        let pid = try started.get()
        do throws(Failure) {
            try ends.exchange(until: deadline, maxOutput: maxOutput)
            let status = try exitStatus(of: pid, until: deadline)
            children.finished(pid)
            return Finished(status: status, output: ends.streams[0].bytes, errors: ends.streams[1].bytes)
        } catch {
            // Killed with whatever it started, and reaped as soon as the kernel has ended it, so
            // that no zombie stays behind; waited for a second at most: a program stuck in the
            // kernel dies only when the kernel lets it.
            kill(-pid, SIGKILL)
            _ = try? exitStatus(of: pid, until: Uptime.seconds + Self.reapingTime)
            children.finished(pid)
            throw error
        }
    }

    /// A pipe whose ends no other program dogs starts inherits.
    private static func pipeEnds() throws(Failure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .cannotStart(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// What the child prints on one stream, read as it comes.
    private struct Stream {
        var descriptor: Int32
        var bytes = Data()

        init(_ descriptor: Int32) {
            self.descriptor = descriptor
        }
    }

    /// What is still to be written to the child's stdin.
    private struct Feed {
        var descriptor: Int32
        var bytes: Data

        init(_ descriptor: Int32, _ bytes: Data) {
            (self.descriptor, self.bytes) = (descriptor, bytes)
        }
    }

    /// Dogs' ends of the child's streams, each closed once, when done with (-1 after).
    private struct Ends {
        var streams: [Stream]
        var feed: Feed?

        init(streams: [Stream], feed: Feed?) {
            (self.streams, self.feed) = (streams, feed)
            for descriptor in streams.map(\.descriptor) + (feed.map { [$0.descriptor] } ?? []) {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
        }

        mutating func closeAll() {
            for index in streams.indices { Self.closeOnce(&streams[index].descriptor) }
            if feed != nil { Self.closeOnce(&feed!.descriptor) }
        }

        private static func closeOnce(_ descriptor: inout Int32) {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        /// Writes the input and reads both streams as they are ready, until the child has closed
        /// its ends and its input is written (or no longer read).
        mutating func exchange(until deadline: Double, maxOutput: Int) throws(Failure) {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while streams.contains(where: { $0.descriptor >= 0 }) || (feed?.descriptor ?? -1) >= 0 {
                var watched = streams.filter { $0.descriptor >= 0 }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
                if let feed, feed.descriptor >= 0 { watched.append(pollfd(fd: feed.descriptor, events: Int16(POLLOUT), revents: 0)) }
                let ready = poll(&watched, nfds_t(watched.count), try milliseconds(until: deadline))
                guard ready != 0 else { throw .timedOut }
                guard ready > 0 || errno == EINTR else { throw .timedOut }
                for index in streams.indices where streams[index].descriptor >= 0 {
                    let count = read(streams[index].descriptor, &buffer, buffer.count)
                    if count > 0 {
                        streams[index].bytes.append(contentsOf: buffer[..<count])
                        guard streams[index].bytes.count <= maxOutput else { throw .printedTooMuch }
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        Self.closeOnce(&streams[index].descriptor)
                    }
                }
                guard var writing = feed, writing.descriptor >= 0 else { continue }
                let written = writing.bytes.withUnsafeBytes { Subprocess.writeWithoutSIGPIPE(writing.descriptor, $0.baseAddress, min($0.count, 65_536)) }
                if written > 0 { writing.bytes.removeFirst(written) }
                // Written whole (its end of input then seen), or no longer read (EPIPE): its
                // status says what it made of it.
                if writing.bytes.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) { Self.closeOnce(&writing.descriptor) }
                feed = writing
            }
        }
    }

    /// `write`, where a reader gone is EPIPE only, whether or not the process ignores SIGPIPE
    /// (dogs does; a program using this may not): the signal is blocked in this thread meanwhile,
    /// and taken if the write raised it.
    private static func writeWithoutSIGPIPE(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        return write(descriptor, bytes, count)
        #else
        var pipeSignal = sigset_t(), before = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let written = write(descriptor, bytes, count)
        if written < 0, errno == EPIPE {
            var none = timespec()
            _ = sigtimedwait(&pipeSignal, nil, &none)
            errno = EPIPE
        }
        return written
        #endif
    }

    /// Waits for the child that has closed its output to end, until the deadline.
    private static func exitStatus(of pid: pid_t, until deadline: Double) throws(Failure) -> Int32 {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            guard reaped == 0 || errno == EINTR else { throw .timedOut }
            // No descriptor to wait on: a short nap between looks, within the time left.
            _ = poll(nil, 0, min(10, try milliseconds(until: deadline)))
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The time left until `deadline`, for poll; none left is a time-out.
    private static func milliseconds(until deadline: Double) throws(Failure) -> Int32 {
        let left = deadline - Uptime.seconds
        guard left > 0 else { throw .timedOut }
        return Int32(min(left * 1_000, Double(Int32.max)).rounded(.up))
    }

    /// Starts the program in a process group of its own, with no signal blocked and SIGPIPE at
    /// its default (dogs blocks its stop signals and ignores SIGPIPE, which a child would keep).
    private static func spawn(_ program: String, _ arguments: [String], stdout: Int32, stderr: Int32, stdin: Int32?) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if let stdin {
            posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdout, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, stderr, STDERR_FILENO)
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { words.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, program, &actions, &attributes, words, environ)
        return error == 0 ? .success(pid) : .failure(.cannotStart(error))
    }
}
