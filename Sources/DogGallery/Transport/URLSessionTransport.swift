import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

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

    private let session: URLSession
    private let delegate: TransferDelegate
    private let maxResponseBytes: Int

    public init(_ configuration: Configuration) {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        // A trickle of bytes resets the per-request timer; this bounds a transfer as a whole.
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout * 10
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        delegate = TransferDelegate(allowsRedirect: configuration.allowsRedirect)
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
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

    public func download(for request: URLRequest, to destination: URL, maxBytes: Int) async throws -> HTTPURLResponse {
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
              let file = try? FileHandle(forWritingTo: destination)
        else { throw TransferError.cannotStore(path: destination.path, reason: "cannot create the file") }
        return try await transfer(request, into: .file(file, path: destination.path), maxBytes: maxBytes).response
    }

    private func transfer(_ request: URLRequest, into sink: TransferDelegate.Sink, maxBytes: Int) async throws -> (response: HTTPURLResponse, data: Data?) {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task, sink: sink, maxBytes: maxBytes, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Receives each task's bytes as they arrive. URLSession calls it on its own serial queue;
/// the state sits behind a mutex because registration happens on the caller's thread.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    enum Sink {
        case memory(Data)
        case file(FileHandle, path: String)
    }

    private struct Transfer {
        var sink: Sink
        let maxBytes: Int
        var received: Int64 = 0
        var failure: (any Error)?
        let continuation: CheckedContinuation<(response: HTTPURLResponse, data: Data?), any Error>
    }

    private let transfers = Mutex<[Int: Transfer]>([:])
    private let allowsRedirect: @Sendable (URL) -> Bool

    init(allowsRedirect: @escaping @Sendable (URL) -> Bool) {
        self.allowsRedirect = allowsRedirect
    }

    func register(
        _ task: URLSessionTask, sink: Sink, maxBytes: Int,
        continuation: CheckedContinuation<(response: HTTPURLResponse, data: Data?), any Error>
    ) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(sink: sink, maxBytes: maxBytes, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
            guard response.expectedContentLength > Int64(transfer.maxBytes) else { return false }
            transfer.failure = TransferError.tooLarge(limit: transfer.maxBytes)
            transfers[dataTask.taskIdentifier] = transfer
            return true
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let keepGoing = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            defer { transfers[dataTask.taskIdentifier] = transfer }
            transfer.received += Int64(data.count)
            guard transfer.received <= Int64(transfer.maxBytes) else {
                transfer.failure = TransferError.tooLarge(limit: transfer.maxBytes)
                return false
            }
            switch transfer.sink {
            case var .memory(buffer):
                buffer.append(data)
                transfer.sink = .memory(buffer)
            case let .file(handle, path):
                do {
                    try handle.write(contentsOf: data)
                } catch {
                    transfer.failure = TransferError.cannotStore(path: path, reason: TerminalText.oneLine(error.localizedDescription))
                }
            }
            return transfer.failure == nil
        }
        if !keepGoing { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let url = request.url, !allowsRedirect(url) else { return completionHandler(request) }
        transfers.withLock { $0[task.taskIdentifier]?.failure = TransferError.redirectRefused(to: url) }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        var data: Data?
        switch transfer.sink {
        case let .memory(buffer): data = buffer
        case let .file(handle, _): try? handle.close()
        }
        let response = task.response as? HTTPURLResponse
        if let failure = transfer.failure ?? error {
            transfer.continuation.resume(throwing: failure)
        } else if let response {
            let expected = response.expectedContentLength
            if expected >= 0, transfer.received < expected {
                transfer.continuation.resume(throwing: TransferError.truncated(expected: expected, received: transfer.received))
            } else {
                transfer.continuation.resume(returning: (response, data))
            }
        } else {
            transfer.continuation.resume(throwing: TransferError.notHTTP)
        }
    }
}
