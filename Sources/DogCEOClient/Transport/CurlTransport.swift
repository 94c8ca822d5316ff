import CurlCalls
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The real network, through libcurl, every transfer driven by one event loop (`CurlEventLoop`).
/// Driving libcurl directly rather than through URLSession is what bounds memory: libcurl hands
/// over 16 KiB at a time and reads on only when dogs returns, bodies are never decoded, and a
/// refused or abandoned transfer stops at once instead of being read to its end in the background.
package final class CurlTransport: HTTPSession, HTTPDownloading {
    package struct Configuration: Sendable {
        /// Seconds to connect, and seconds a transfer may go without receiving a byte.
        package var timeout: Int
        /// Connections open at once, idle ones kept for reuse included.
        package var maxIdleConnections: Int
        /// Transfers running at once; the others handed over wait, in order, for a place.
        package var transfersAtOnce: Int
        /// The largest answer `data(for:)` accepts, so a runaway API answer cannot exhaust memory.
        package var maxResponseBytes: Int
        /// Whether to follow a redirect to this URL.
        package var allowsRedirect: @Sendable (URL) -> Bool
        /// The certificates that TLS trusts, a file of them, when not the system's.
        package var caBundle: String?

        package init(
            timeout: Int, maxIdleConnections: Int, transfersAtOnce: Int, maxResponseBytes: Int = 8 << 20,
            allowsRedirect: @escaping @Sendable (URL) -> Bool
        ) {
            self.timeout = timeout
            self.maxIdleConnections = maxIdleConnections
            self.transfersAtOnce = transfersAtOnce
            self.maxResponseBytes = maxResponseBytes
            self.allowsRedirect = allowsRedirect
        }
    }

    /// A trickle of bytes would keep a stall timer from firing: each transfer as a whole is
    /// bounded too, at this many times the time-out.
    static let transferTimeFactor = 10
    static let maxRedirects = 10

    private let configuration: Configuration
    private let thread: BorrowedThread
    /// Keeps each transfer's time-outs, whatever libcurl is doing (see `TransferDeadline`), on its clock.
    private let scheduler: any Scheduling
    /// Made with the first transfer, so a run that sends none never loads libcurl.
    private let loop = Mutex<CurlEventLoop?>(nil)

    /// - Parameters:
    ///   - thread: where the event loop runs while there are transfers.
    ///   - scheduler: keeps each transfer's time-outs from outside the event loop: the process's `Lifeline`.
    package init(_ configuration: Configuration, on thread: BorrowedThread, scheduler: any Scheduling = TaskScheduling()) {
        self.configuration = configuration
        self.thread = thread
        self.scheduler = scheduler
    }

    /// Closes the connections kept for reuse, once the transfers still running have ended.
    package func invalidate() {
        // Taken out under the lock and released after it: releasing closes sockets.
        _ = loop.withLock { $0.take() }
    }

    package func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let (response, body) = try await transfer(request, into: .memory(Data()), maxBytes: configuration.maxResponseBytes)
        guard case let .data(data) = body else { throw TransferError.notHTTP }
        return (data, response)
    }

    package func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> (response: HTTPURLResponse, digest: FileDigest) {
        // Each try starts the file afresh.
        guard ftruncate(file.fileDescriptor, 0) == 0, lseek(file.fileDescriptor, 0, SEEK_SET) == 0 else {
            throw TransferError.cannotStore(code: errno)
        }
        let (response, body) = try await transfer(request, into: .file(file), maxBytes: maxBytes)
        guard case let .file(digest) = body else { throw TransferError.notHTTP }
        return (response, digest)
    }

    /// Follows redirects the policy allows; each hop starts the body afresh.
    private func transfer(_ request: URLRequest, into sink: CurlTransfer.Sink, maxBytes: Int) async throws -> (response: HTTPURLResponse, body: CurlTransfer.Body) {
        guard var url = request.url else { throw URLError(.badURL) }
        let deadline = TransferDeadline(timeout: Double(configuration.timeout), whole: Double(configuration.timeout * Self.transferTimeFactor))
        for _ in 0...Self.maxRedirects {
            let outcome = try await perform(CurlTransfer(url: url, sink: sink, maxBytes: maxBytes, deadline: deadline, clock: { [scheduler] in scheduler.now }), headers: request.allHTTPHeaderFields ?? [:])
            switch outcome {
            case let .answer(response, body):
                return (response, body)
            case let .redirect(target):
                guard configuration.allowsRedirect(target) else { throw TransferError.redirectRefused(to: target) }
                url = target
            }
        }
        throw URLError(.httpTooManyRedirects)
    }

    private func perform(_ transfer: CurlTransfer, headers: [String: String]) async throws -> CurlTransfer.Outcome {
        try Task.checkCancellation()
        guard let loop = currentLoop(), let handle = CurlHandle() else {
            throw TransferError.networkUnavailable(reason: CurlHandle.unavailability ?? "libcurl could not make a handle")
        }
        configure(handle, for: transfer, headers: headers)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard transfer.start(continuation) else { return }
                loop.run(transfer, on: handle)
                // The caller hears at once when the transfer has waited too long, whether or not
                // libcurl's loop comes round to notice: a server can keep libcurl busy in one call
                // (HTTP/2 frames without end).
                transfer.watch(on: scheduler, in: transfer.deadline.timeout) { verdict in
                    transfer.abandon(because: transfer.timedOut(verdict))
                    loop.wake()
                }
            }
        } onCancel: {
            // Not waiting for libcurl: the loop drops the transfer on its next turn.
            transfer.abandon(because: CancellationError())
            loop.wake()
        }
    }

    private func currentLoop() -> CurlEventLoop? {
        loop.withLock { loop in
            if loop == nil { loop = CurlEventLoop(connections: configuration.maxIdleConnections, transfersAtOnce: configuration.transfersAtOnce, on: thread) }
            return loop
        }
    }

    private func configure(_ handle: CurlHandle, for transfer: CurlTransfer, headers: [String: String]) {
        // Unretained: the event loop holds it until libcurl is done.
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        handle.set(.url, transfer.url.absoluteString)
        handle.setHeaders(headers)
        // Time-outs must not use signals; dogs' signals are its own.
        handle.set(.noSignal, 1)
        if transfer.waitsToMultiplex { handle.set(.pipeWait, 1) }
        if handle.set(.protocolsString, "http,https") != 0 {
            handle.set(.protocols, 3)  // CURLPROTO_HTTP | CURLPROTO_HTTPS, for libcurl before 7.85
        }
        // Redirects come back to `transfer(_:into:maxBytes:)`, which holds them to the policy.
        handle.set(.followLocation, 0)
        // Bodies arrive as sent; a compressed one is refused from its head.
        handle.set(.httpContentDecoding, 0)
        handle.set(.suppressConnectHeaders, 1)
        // An answer with no status line reaches `receiveBody`, which names it, rather than failing
        // inside libcurl with the code of an unsupported protocol (libcurl refuses HTTP/0.9 since 7.66).
        handle.set(.http09Allowed, 1)
        if let caBundle = configuration.caBundle { handle.set(.caInfo, caBundle) }
        handle.set(.connectTimeoutMilliseconds, configuration.timeout * 1000)
        handle.set(.lowSpeedLimit, 1)
        handle.set(.lowSpeedTime, configuration.timeout)
        handle.set(.timeoutMilliseconds, configuration.timeout * Self.transferTimeFactor * 1000)
        handle.set(.headerFunction, Self.receiveHeaderLine)
        handle.set(.headerData, UnsafeRawPointer(context))
        handle.set(.writeFunction, Self.receiveBody)
        handle.set(.writeData, UnsafeRawPointer(context))
        handle.set(.noProgress, 0)
        handle.set(.progressFunction, Self.checkWanted)
        handle.set(.progressData, UnsafeRawPointer(context))
    }

    private static let receiveHeaderLine: dogs_curl_data_callback = { bytes, size, count, context in
        let length = size * count
        let accepted = transfer(context).receive(headerLine: UnsafeRawBufferPointer(start: bytes, count: length))
        return accepted ? length : 0
    }

    private static let receiveBody: dogs_curl_data_callback = { bytes, size, count, context in
        let length = size * count
        return transfer(context).receive(body: UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }

    /// Lets a transfer nobody waits for any more stop even while no bytes arrive.
    private static let checkWanted: dogs_curl_progress_callback = { context, _, _, _, _ in
        transfer(context).isWanted ? 0 : 1
    }

    private static func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer {
        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
    }
}
