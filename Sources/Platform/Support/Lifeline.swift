import Foundation
import SignalCalls
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of dogs' own, started first thing in `main`: it takes the stop signals and keeps the
/// time. A signal or a deadline is then acted on whatever the other threads are doing, even when
/// the host refuses dogs every thread after this one (Dispatch's workers and Swift's task pool
/// would wait for one for ever), or libcurl keeps the main thread busy. Signals arrive through a
/// pipe their handler writes to; timers wake the same `poll`. What it runs, it runs one at a
/// time, and nothing it runs may wait for the task pool.
package final class Lifeline: Scheduling, Sendable {
    private struct Timer {
        let id: Int
        /// On the monotonic clock, in nanoseconds.
        let deadline: UInt64
        let action: @Sendable () -> Void
    }

    private struct Timers {
        var waiting: [Timer] = []
        var nextID = 0
    }

    private let timers = Mutex(Timers())
    private let onSignal: @Sendable (Int32) -> Void
    /// The pipe the signal handler and new timers write to, and the thread polls.
    private let reading: Int32, writing: Int32

    private init(reading: Int32, writing: Int32, onSignal: @escaping @Sendable (Int32) -> Void) {
        (self.reading, self.writing, self.onSignal) = (reading, writing, onSignal)
    }

    /// Starts the thread, which takes `signals` and hands each to `onSignal` as it arrives, one at a
    /// time. The signals must be blocked in the calling thread (and so in every thread started
    /// after it): the lifeline alone unblocks them. Fails with the system's error when it cannot
    /// have its pipe or its thread; it asks for a small stack, so it is had where little memory is.
    package static func start(taking signals: [Int32], onSignal: @escaping @Sendable (Int32) -> Void) -> Result<Lifeline, Errno> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(Errno()) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let lifeline = Lifeline(reading: ends[0], writing: ends[1], onSignal: onSignal)
        guard signals.withUnsafeBufferPointer({ dogs_signals_to_pipe($0.baseAddress, Int32($0.count), ends[1]) }) == 0 else {
            return .failure(Errno())
        }
        let started = Self.startThread(stack: 256 << 10) {
            var set = sigset_t()
            sigemptyset(&set)
            for number in signals { sigaddset(&set, number) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            lifeline.serve()
        }
        if let failure = started { return .failure(failure) }
        return .success(lifeline)
    }

    package var now: Double { Uptime.seconds }

    /// Runs `action` on the lifeline's thread `seconds` from now, unless it is cancelled first.
    @discardableResult
    package func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Scheduled {
        let deadline = Uptime.nanoseconds + UInt64(max(0, min(seconds, 1e9)) * 1e9)
        let id = timers.withLock { timers in
            defer { timers.nextID += 1 }
            timers.waiting.append(Timer(id: timers.nextID, deadline: deadline, action: action))
            return timers.nextID
        }
        wake()
        return Scheduled { [self] in timers.withLock { $0.waiting.removeAll { $0.id == id } } }
    }

    private func wake() {
        var zero: UInt8 = 0
        _ = write(writing, &zero, 1)
    }

    private func serve() -> Never {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let next = timers.withLock { $0.waiting.map(\.deadline).min() }
            let now = Uptime.nanoseconds
            // Rounded up: a timer woken a moment early would only wait again.
            let timeout = next.map { $0 > now ? Int32(min(($0 - now + 999_999) / 1_000_000, UInt64(Int32.max))) : 0 } ?? -1
            var polled = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            if poll(&polled, 1, timeout) > 0 {
                let count = read(reading, &bytes, bytes.count)
                for byte in bytes.prefix(max(count, 0)) where byte != 0 { onSignal(Int32(byte)) }
            }
            let due = timers.withLock { timers in
                let now = Uptime.nanoseconds
                // One judgement for both: a timer taken out is one that runs.
                let isDue = { (timer: Timer) in timer.deadline <= now }
                defer { timers.waiting.removeAll(where: isDue) }
                return timers.waiting.filter(isDue).sorted { $0.deadline < $1.deadline }.map(\.action)
            }
            for action in due { action() }
        }
    }

    /// Whether `count` threads of the system's usual size can be had at once, as the task pool
    /// will want them: nil when they can, else the system's error. Each is ended and joined
    /// before this returns, so that none holds a place the run needs.
    package static func roomForThreads(_ count: Int) -> Errno? {
        let release = DispatchSemaphore(value: 0)
        var started: [pthread_t] = []
        var failure: Errno?
        for _ in 0..<count {
            switch startJoinableThread({ release.wait() }) {
            case let .success(thread): started.append(thread)
            case let .failure(error): failure = error
            }
            if failure != nil { break }
        }
        for _ in started { release.signal() }
        for thread in started { pthread_join(thread, nil) }
        return failure
    }

    /// Starts a thread of `stack` bytes (the system's default when nil) running `body`; the
    /// system's error when it refuses.
    static func startThread(stack: Int?, _ body: @escaping @Sendable () -> Void) -> Errno? {
        switch startJoinableThread(stack: stack, body) {
        case let .success(thread):
            pthread_detach(thread)
            return nil
        case let .failure(error):
            return error
        }
    }

    private static func startJoinableThread(stack: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Result<pthread_t, Errno> {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stack { pthread_attr_setstacksize(&attributes, stack) }
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let code = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        guard code == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return .failure(Errno(code))
        }
        #if canImport(Darwin)
        return .success(thread!)
        #else
        return .success(thread)
        #endif
    }
}

/// What a thread started by `Lifeline.startThread` runs.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}
