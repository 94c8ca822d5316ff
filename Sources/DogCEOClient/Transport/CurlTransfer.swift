import CurlCalls
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One request as the event loop runs it through libcurl: the head and body as they arrive, the
/// limits checked on each piece, and the caller's continuation, resumed exactly once: when
/// libcurl finishes, or at once when the caller gives up. After that every callback tells
/// libcurl to stop, so nothing is read or written for a transfer nobody waits for.
final class CurlTransfer: Sendable {
    package enum Outcome: Sendable {
        case answer(HTTPURLResponse, Body)
        /// Not followed here: the transport asks its policy first.
        case redirect(URL)
    }

    enum Sink {
        case memory(Data)
        /// The file stays open: it belongs to whoever asked for the download.
        case file(FileHandle)
    }

    /// What an answer's body became.
    enum Body: Sendable {
        case data(Data)
        /// Written to the file, and taken in as it was: nothing reads it back.
        case file(FileDigest)
    }

    private struct State {
        var sink: Sink
        var reader = ResponseHeadReader()
        var head: ResponseHead?
        var received: Int64 = 0
        /// On `clock`: when libcurl took the transfer (nil while it waits its turn), and
        /// when its last bytes came.
        var started: Double?
        var lastByte = 0.0
        /// Of the bytes written to a file.
        var digest = FileDigest.Builder()
        /// Why a callback stopped the transfer: a refusal, or a redirect to hand back.
        var stop: Result<Outcome, any Error>?
        var continuation: CheckedContinuation<Outcome, any Error>?
        /// Set when the caller gave up before the transfer started.
        var abandonedEarly: (any Error)?
        /// The watch's next look at the time-outs (see `watch`), taken back when the caller hears.
        var watch: Scheduled?
    }

    let url: URL
    private let maxBytes: Int
    let deadline: TransferDeadline
    /// Seconds on the transport's scheduler: when bytes come and how long the transfer has waited
    /// are read off it alone.
    private let clock: @Sendable () -> Double
    private let state: Mutex<State>

    /// Over TLS, the transfer waits for a connection that may multiplex (HTTP/2) rather than
    /// opening another, as curl --parallel does. Plain HTTP is HTTP/1.1 here: waiting would only
    /// hold every transfer behind the first answer on a new connection.
    var waitsToMultiplex: Bool { url.scheme?.lowercased() == "https" }

    init(url: URL, sink: Sink, maxBytes: Int, deadline: TransferDeadline, clock: @escaping @Sendable () -> Double) {
        self.url = url
        self.maxBytes = maxBytes
        self.deadline = deadline
        self.clock = clock
        state = Mutex(State(sink: sink))
    }

    /// Whether the transfer has waited too long, for a caller still waiting for it; nil once
    /// nobody waits (see `TransferDeadline`).
    func verdict() -> TransferDeadline.Verdict? {
        let now = clock()
        return state.withLock { state in
            guard state.continuation != nil else { return nil }
            // Waiting its turn, it waits for no server.
            guard let started = state.started else { return .wait(deadline.timeout) }
            return deadline.verdict(started: started, lastByte: state.lastByte, now: now)
        }
    }

    /// libcurl takes the transfer now: its time-outs count from here.
    func begin() {
        let now = clock()
        state.withLock { $0.started = now }
    }

    /// The error a transfer that waited too long ends with, as libcurl's own time-outs end it.
    func timedOut(_ verdict: TransferDeadline.Verdict) -> URLError {
        verdict == .tooLong
            ? URLError(.timedOut, userInfo: [NetworkErrorSentence.wholeTimeKey: Int(deadline.whole)])
            : URLError(.timedOut, userInfo: [NetworkErrorSentence.timeoutKey: Int(deadline.timeout)])
    }

    /// Keeps the continuation; false when the caller has already given up (it is then resumed).
    func start(_ continuation: CheckedContinuation<Outcome, any Error>) -> Bool {
        let early = state.withLock { state -> (any Error)? in
            if let early = state.abandonedEarly { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(throwing: early) }
        return early == nil
    }

    /// Ends the transfer now, for its caller, with `error`.
    func abandon(because error: any Error) {
        let (continuation, watch) = state.withLock { state in
            if state.continuation == nil { state.abandonedEarly = error }
            return (state.continuation.take(), state.watch.take())
        }
        watch?.cancel()
        continuation?.resume(throwing: error)
    }

    /// Looks at the time-outs on `scheduler` from outside the event loop, first in `seconds`, then
    /// as the deadline says, until the caller hears how the transfer ended; `expired` is told the
    /// verdict once it has waited too long. The look still to come is taken back when it ends:
    /// otherwise the scheduler would hold the ended transfer, and the picture's first bytes its
    /// digest keeps, until the time-out, and a run's memory would grow with its pictures.
    func watch(on scheduler: any Scheduling, in seconds: Double, expired: @escaping @Sendable (TransferDeadline.Verdict) -> Void) {
        let look = scheduler.after(seconds) { [self] in
            switch verdict() {
            case nil: return
            case let .wait(seconds)?: watch(on: scheduler, in: seconds, expired: expired)
            case let verdict?: expired(verdict)
            }
        }
        let hasEnded = state.withLock { state in
            guard state.continuation != nil else { return true }
            state.watch = look
            return false
        }
        if hasEnded { look.cancel() }
    }

    /// Whether anyone still waits for this transfer.
    var isWanted: Bool {
        state.withLock { $0.continuation != nil }
    }

    /// One header line; false stops the transfer.
    func receive(headerLine line: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            // Once refused, a transfer stays refused for that reason.
            guard state.continuation != nil, state.stop == nil else { return false }
            state.lastByte = clock()
            switch state.reader.read(Array(line)) {
            case .reading:
                return true
            case let .complete(head):
                if let target = head.redirect(from: url) {
                    state.stop = .success(.redirect(target))
                } else if let refusal = head.refusal(maxBytes: maxBytes) {
                    state.stop = .failure(refusal)
                } else {
                    state.head = head
                }
                return state.stop == nil
            case .notHTTP:
                state.stop = .failure(TransferError.notHTTP)
            case .tooLarge:
                state.stop = .failure(TransferError.headTooLarge(limit: ResponseHeadReader.maxBytes))
            case .trailersTooLarge:
                state.stop = .failure(TransferError.trailersTooLarge(limit: ResponseHeadReader.maxBytes))
            case .endlessInterim:
                state.stop = .failure(TransferError.endlessInterimHeads)
            }
            return false
        }
    }

    /// A piece of the body; false stops the transfer. The piece is written under the lock on
    /// purpose: once `abandon` has woken the caller, who closes and deletes the file, no write
    /// may follow (a closed descriptor's number can be reused by another file).
    func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            guard state.continuation != nil else { return false }
            state.lastByte = clock()
            guard state.head != nil else {
                state.stop = .failure(TransferError.noStatusLine)
                return false
            }
            state.received += Int64(bytes.count)
            guard state.received <= Int64(maxBytes) else {
                state.stop = .failure(TransferError.tooLarge(limit: maxBytes))
                return false
            }
            switch state.sink {
            case var .memory(buffer):
                // Moved out first, so appending does not copy the whole buffer.
                state.sink = .memory(Data())
                buffer.append(contentsOf: bytes)
                state.sink = .memory(buffer)
            case let .file(handle):
                do throws(Errno) {
                    try handle.writeAll(bytes)
                } catch {
                    state.stop = .failure(TransferError.cannotStore(code: error.code))
                    return false
                }
                state.digest.add(bytes)
            }
            return true
        }
    }

    /// libcurl is done with the transfer, with result `code`.
    func finish(code: Int32, message: String) {
        if let result = ending(code: code, message: message) { finish(with: result) }
    }

    /// How the transfer ended, libcurl done with it with result `code` and its `message`; nil
    /// when nobody waits for it any more.
    func ending(code: Int32, message: String) -> Result<Outcome, any Error>? {
        state.withLock { state in state.continuation == nil ? nil : result(of: state, code: code, message: message) }
    }

    /// Hands the caller its result, once.
    func finish(with result: Result<Outcome, any Error>) {
        let (continuation, watch) = state.withLock { ($0.continuation.take(), $0.watch.take()) }
        watch?.cancel()
        continuation?.resume(with: result)
    }

    private func result(of state: State, code: Int32, message: String) -> Result<Outcome, any Error> {
        if let stop = state.stop { return stop }
        if code == CurlResultCode.timedOut {
            // libcurl's limits are dogs' own: the same sentence for either.
            let now = clock()
            return .failure(timedOut(deadline.verdict(started: state.started ?? now, lastByte: state.lastByte, now: now) == .tooLong ? .tooLong : .idle))
        }
        guard code == 0 else {
            return .failure(CurlResultCode.error(for: code, head: state.head, received: state.received, message: message, interimHeads: state.reader.interimHeads))
        }
        guard let response = state.head?.response(for: url) else {
            return .failure(CurlResultCode.unanswered(TransferError.notHTTP, interimHeads: state.reader.interimHeads))
        }
        switch state.sink {
        case let .memory(buffer): return .success(.answer(response, .data(buffer)))
        case .file: return .success(.answer(response, .file(state.digest.digest)))
        }
    }
}
