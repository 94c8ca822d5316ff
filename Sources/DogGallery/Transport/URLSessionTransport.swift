import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network: one `URLSession` whose delegate streams each body into memory or a file,
/// counting bytes as they arrive so size limits hold while receiving, not after.
public final class URLSessionTransport: HTTPSession, HTTPDownloading {
    public struct Configuration: Sendable {
        /// Seconds a request may wait for the next bytes before it fails.
        public var timeout: Double
        public var maxConnectionsPerHost: Int
        /// The largest answer `data(for:)` accepts, so a runaway API answer cannot exhaust memory.
        public var maxResponseBytes: Int
        /// Whether to follow a redirect to this URL.
        public var allowsRedirect: @Sendable (URL) -> Bool

        public init(timeout: Double, maxConnectionsPerHost: Int, maxResponseBytes: Int = 8 << 20, allowsRedirect: @escaping @Sendable (URL) -> Bool) {
            self.timeout = timeout
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.maxResponseBytes = maxResponseBytes
            self.allowsRedirect = allowsRedirect
        }
    }

    /// Chunks (16 KiB each) URLSession may hand over before it waits for the delegate: 2 MiB at
    /// most held beyond what has been written. Far fewer (32) makes the network thread wait often
    /// enough that, on two cores, Dispatch is slow to find a thread for the delegate: runs stall.
    static let pendingChunks = 128

    private let session: URLSession
    private let delegate: TransferDelegate
    private let maxResponseBytes: Int

    public init(_ configuration: Configuration) {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        // Every answer is streamed to its place once; a cache would only hold copies in memory.
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // A trickle of bytes keeps resetting the per-request timer, and Foundation on Linux ignores
        // the resource timeout, so the delegate bounds each transfer as a whole itself.
        delegate = TransferDelegate(allowsRedirect: configuration.allowsRedirect, maxTransferTime: configuration.timeout * 10)
        session = URLSession(
            configuration: sessionConfiguration, delegate: delegate, delegateQueue: BoundedOperationQueue(limit: Self.pendingChunks)
        )
        maxResponseBytes = configuration.maxResponseBytes
    }

    /// Lets running transfers finish and frees the session; its threads linger otherwise.
    public func invalidate() {
        session.finishTasksAndInvalidate()
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let (response, data) = try await transfer(request, into: .memory(Data()), maxBytes: maxResponseBytes)
        return (data ?? Data(), response)
    }

    public func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> HTTPURLResponse {
        do {
            try file.truncate(atOffset: 0)
        } catch {
            throw TransferError.cannotStore(reason: FileSystemError.reason(of: error))
        }
        return try await transfer(request, into: .file(file), maxBytes: maxBytes).response
    }

    private func transfer(_ request: URLRequest, into sink: TransferDelegate.Sink, maxBytes: Int) async throws -> (response: HTTPURLResponse, data: Data?) {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard delegate.register(task, sink: sink, maxBytes: maxBytes, continuation: continuation) else { return }
                // Cancelled between the check above and now: the handler below may have run already,
                // before there was anything to cancel.
                if Task.isCancelled {
                    delegate.abandon(task, because: CancellationError())
                } else {
                    task.resume()
                }
            }
        } onCancel: { [delegate] in
            // Not waiting for URLSession to confirm: a body that never ends would never let it.
            delegate.abandon(task, because: CancellationError())
        }
    }
}
