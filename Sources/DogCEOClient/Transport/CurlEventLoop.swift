import CurlCalls
import Foundation
import Platform
import Synchronization

/// Drives every transfer of a transport from one thread over libcurl's multi interface, the way
/// curl's own tool does: one `curl_multi_poll` loop and one pool of connections for all of them,
/// HTTP/2 streams multiplexed on one connection per host where the server offers it and HTTP/1.1
/// connections kept alive otherwise. At most `transfersAtOnce` run; the others wait their turn
/// in the order they came, and one starts in the same turn as one ends, as curl --parallel
/// starts its next. The loop runs on the thread it is lent while there are transfers and gives
/// it back with the last one; the pool outlives it, so the next transfer reuses its connections.
final class CurlEventLoop: @unchecked Sendable {
    /// curl's numbers for the multi options `dogs` sets (see curl/multi.h).
    private enum Setting: Int32 {
        case pipelining = 3, maxConnects = 6, maxTotalConnections = 13
    }

    private static let multiplex = 2  // CURLPIPE_MULTIPLEX
    private static let failedInit: Int32 = 2  // CURLE_FAILED_INIT, for a transfer libcurl would not take
    /// How long a turn waits at most; libcurl's own timers (time-outs) end it sooner.
    private static let turnMilliseconds: Int32 = 1000

    private struct Queue {
        var added: [(CurlTransfer, CurlHandle)] = []
        var isDriven = false
    }

    private let multi: UnsafeMutableRawPointer
    private let thread: BorrowedThread
    private let transfersAtOnce: Int
    private let queue = Mutex(Queue())
    /// The transfers in libcurl's hands, by handle; only the thread driving the loop touches it.
    private var running: [UnsafeMutableRawPointer: (transfer: CurlTransfer, handle: CurlHandle)] = [:]
    /// Handed over while `transfersAtOnce` were running, oldest first; only the driving thread touches it.
    private var waiting: [(CurlTransfer, CurlHandle)] = []
    /// What servers did to the connections transfers ended on; only the driving thread touches it.
    private var faults = ConnectionFaults()
    /// Transfers that ended saying least (libcurl refused something, or the stream was cut off),
    /// held while others on their connection still run: the one that met what the server did
    /// may end after them, and then they say what it says.
    private var held: [(transfer: CurlTransfer, connection: ConnectionFaults.Connection, error: any Error)] = []

    /// Nil when libcurl cannot be loaded or make a multi handle.
    /// - Parameter connections: the most connections open at once, idle ones included.
    /// - Parameter transfersAtOnce: the most transfers running at once.
    /// - Parameter thread: where the loop runs.
    init?(connections: Int, transfersAtOnce: Int, on thread: BorrowedThread) {
        guard CurlHandle.unavailability == nil, let multi = dogs_curl_multi_init() else { return nil }
        self.multi = multi
        self.thread = thread
        self.transfersAtOnce = max(transfersAtOnce, 1)
        dogs_curl_multi_setopt_long(multi, Setting.pipelining.rawValue, Self.multiplex)
        dogs_curl_multi_setopt_long(multi, Setting.maxConnects.rawValue, connections)
        dogs_curl_multi_setopt_long(multi, Setting.maxTotalConnections.rawValue, connections)
        // Without it libcurl forbids pushes, and nghttp2 ends the whole connection when a server
        // pushes anyway, failing every transfer on it; allowed and refused, a push costs nothing.
        dogs_curl_multi_refuse_pushes(multi)
    }

    deinit {
        // Nothing drives the loop (driving holds it), so no transfer is left in it.
        dogs_curl_multi_cleanup(multi)
    }

    /// Runs `transfer` on `handle`, configured for it; the transfer hears how it ended.
    func run(_ transfer: CurlTransfer, on handle: CurlHandle) {
        let startsDriving = queue.withLock { queue in
            queue.added.append((transfer, handle))
            defer { queue.isDriven = true }
            return !queue.isDriven
        }
        if startsDriving {
            thread.run { self.drive() }
        } else {
            wake()
        }
    }

    /// Ends the loop's wait, so a transfer nobody waits for any more is dropped now.
    func wake() {
        dogs_curl_multi_wakeup(multi)
    }

    private func drive() {
        while let added = nextAdded() {
            waiting += added
            var stillRunning: Int32 = 0
            // The place of a transfer that ends goes to the next waiting one in the same turn,
            // so its request leaves without waiting for the poll.
            repeat {
                dropUnwanted()
                startWaiting()
                dogs_curl_multi_perform(multi, &stillRunning)
            } while finishDone() && !waiting.isEmpty
            if !running.isEmpty { dogs_curl_multi_poll(multi, Self.turnMilliseconds) }
        }
    }

    /// Hands libcurl the waiting transfers still wanted while fewer than `transfersAtOnce` run.
    private func startWaiting() {
        while running.count < transfersAtOnce, !waiting.isEmpty {
            let (transfer, handle) = waiting.removeFirst()
            guard transfer.isWanted else { continue }
            transfer.begin()
            let code = dogs_curl_multi_add_handle(multi, handle.pointer)
            guard code == 0 else {
                transfer.finish(code: Self.failedInit, message: "")
                continue
            }
            running[handle.pointer] = (transfer, handle)
        }
    }

    /// The transfers handed over since the last turn; nil, giving the thread back, when none is left at all.
    private func nextAdded() -> [(CurlTransfer, CurlHandle)]? {
        queue.withLock { queue in
            guard !queue.added.isEmpty || !running.isEmpty || !waiting.isEmpty else {
                queue.isDriven = false
                return nil
            }
            defer { queue.added = [] }
            return queue.added
        }
    }

    /// Whether any transfer ended.
    private func finishDone() -> Bool {
        var pointer: UnsafeMutableRawPointer?
        var code: Int32 = 0
        var ended: [(transfer: CurlTransfer, connection: ConnectionFaults.Connection?, result: Result<CurlTransfer.Outcome, any Error>)] = []
        while dogs_curl_multi_next_done(multi, &pointer, &code) == 1 {
            if let pointer, let done = running.removeValue(forKey: pointer) {
                dogs_curl_multi_remove_handle(multi, pointer)
                if let result = done.transfer.ending(code: code, message: done.handle.errorMessage) {
                    ended.append((done.transfer, done.handle.connection, result))
                }
            }
        }
        // Every fault first, then every result: the transfer that met what the server did may
        // come after those it took with it.
        for case let (_, connection?, .failure(error)) in ended { faults.note(error, on: connection) }
        // The connections still in use, asked of libcurl only when a transfer may wait on them.
        let vague = ended.contains { if case let .failure(error) = $0.result { ConnectionFaults.saysLeast(error) } else { false } }
        let live = vague || !held.isEmpty ? Set(running.values.compactMap(\.handle.connection)) : []
        for (transfer, connection, result) in ended {
            if case let .failure(error) = result, let connection, live.contains(connection), ConnectionFaults.saysLeast(error) {
                held.append((transfer, connection, error))
                continue
            }
            transfer.finish(with: result.mapError { error in connection.map { faults.attributed(error, on: $0) } ?? error })
        }
        releaseHeld(besides: live)
        return !ended.isEmpty
    }

    /// Ends the transfers held whose connection no transfer of `live` uses any more, saying what
    /// the server did on it, as far as is known now.
    private func releaseHeld(besides live: Set<ConnectionFaults.Connection>) {
        let (waiting, ready) = (held.filter { live.contains($0.connection) }, held.filter { !live.contains($0.connection) })
        held = waiting
        for (transfer, connection, error) in ready { transfer.finish(with: .failure(faults.attributed(error, on: connection))) }
    }

    /// Transfers given up on stop here rather than at their next piece, which may be long coming.
    private func dropUnwanted() {
        for (pointer, job) in running where !job.transfer.isWanted {
            dogs_curl_multi_remove_handle(multi, pointer)
            running[pointer] = nil
        }
        if !held.isEmpty { releaseHeld(besides: Set(running.values.compactMap(\.handle.connection))) }
    }
}
