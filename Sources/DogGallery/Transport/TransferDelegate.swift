import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Receives each task's bytes as they arrive. URLSession calls it on its own serial queue; the
/// state sits behind a mutex because registration and time limits act from other threads.
/// Every registered continuation is resumed exactly once: by the task's completion, by
/// `abandon`, or at registration when the task had already completed.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    typealias Completion = Result<(response: HTTPURLResponse, data: Data?), any Error>

    enum Sink {
        case memory(Data)
        /// The file stays open: it belongs to whoever asked for the download.
        case file(FileHandle)
    }

    private struct Transfer {
        var sink: Sink
        let maxBytes: Int
        var received: Int64 = 0
        var failure: (any Error)?
        let continuation: CheckedContinuation<(response: HTTPURLResponse, data: Data?), any Error>
    }

    private struct State {
        var active: [Int: Transfer] = [:]
        /// Completions of tasks not registered yet (cancelled before they started).
        var completedEarly: [Int: any Error] = [:]
        /// Tasks given up on before URLSession reported them complete.
        var abandoned: Set<Int> = []
    }

    private let state = Mutex(State())
    private let allowsRedirect: @Sendable (URL) -> Bool
    private let maxTransferTime: Double

    init(allowsRedirect: @escaping @Sendable (URL) -> Bool, maxTransferTime: Double) {
        self.allowsRedirect = allowsRedirect
        self.maxTransferTime = maxTransferTime
    }

    /// Returns false when the task has already completed; the continuation is then resumed.
    func register(
        _ task: URLSessionTask, sink: Sink, maxBytes: Int,
        continuation: CheckedContinuation<(response: HTTPURLResponse, data: Data?), any Error>
    ) -> Bool {
        let id = task.taskIdentifier
        let early = state.withLock { state -> (any Error)? in
            if let error = state.completedEarly.removeValue(forKey: id) { return error }
            state.active[id] = Transfer(sink: sink, maxBytes: maxBytes, continuation: continuation)
            return nil
        }
        if let early {
            continuation.resume(throwing: early)
            return false
        }
        // Weak: a finished transfer's task and buffers are not kept alive until the deadline.
        DispatchQueue.global().asyncAfter(deadline: .now() + maxTransferTime) { [weak self, weak task] in
            guard let self, let task else { return }
            abandon(task, because: URLError(.timedOut))
        }
        return true
    }

    /// Ends a transfer now, if it is still running, with the given error.
    func abandon(_ task: URLSessionTask, because error: any Error) {
        let transfer = state.withLock { state -> Transfer? in
            guard let transfer = state.active.removeValue(forKey: task.taskIdentifier) else { return nil }
            state.abandoned.insert(task.taskIdentifier)
            return transfer
        }
        guard let transfer else { return }
        BoundedOperationQueue.cancel(task)
        transfer.continuation.resume(throwing: error)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let refusal = state.withLock { state in
            state.active[dataTask.taskIdentifier].flatMap { Self.refusal(of: response, maxBytes: $0.maxBytes) }
        }
        // FoundationNetworking on Linux ignores `.cancel` here: the transfer is abandoned instead.
        completionHandler(refusal == nil ? .allow : .cancel)
        if let refusal { abandon(dataTask, because: refusal) }
    }

    /// Why an answer is refused from its head alone: a body compressed in any way, or declared
    /// larger than the limit.
    static func refusal(of response: URLResponse, maxBytes: Int) -> TransferError? {
        let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if !["", "identity"].contains(encoding) { return .encoded(encoding) }
        if response.expectedContentLength > Int64(maxBytes) { return .tooLarge(limit: maxBytes) }
        return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // A transfer that fails here is abandoned at once; the chunks still coming are dropped.
        let failure = state.withLock { state -> (any Error)? in
            guard var transfer = state.active.removeValue(forKey: dataTask.taskIdentifier) else { return nil }
            defer { state.active[dataTask.taskIdentifier] = transfer }
            transfer.received += Int64(data.count)
            guard transfer.received <= Int64(transfer.maxBytes) else {
                return TransferError.tooLarge(limit: transfer.maxBytes)
            }
            switch transfer.sink {
            case var .memory(buffer):
                // Moved out of the transfer first, so appending does not copy the whole buffer.
                transfer.sink = .memory(Data())
                buffer.append(data)
                transfer.sink = .memory(buffer)
            case let .file(handle):
                do {
                    try handle.write(contentsOf: data)
                } catch {
                    return TransferError.cannotStore(reason: FileSystemError.reason(of: error))
                }
            }
            return nil
        }
        if let failure { abandon(dataTask, because: failure) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let url = request.url, !allowsRedirect(url) else { return completionHandler(request) }
        state.withLock { $0.active[task.taskIdentifier]?.failure = TransferError.redirectRefused(to: url) }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        let transfer = state.withLock { state -> Transfer? in
            if let transfer = state.active.removeValue(forKey: id) { return transfer }
            if state.abandoned.remove(id) == nil { state.completedEarly[id] = error ?? URLError(.cancelled) }
            return nil
        }
        guard let transfer else { return }
        transfer.continuation.resume(with: Self.completion(of: transfer, response: task.response as? HTTPURLResponse, error: error))
    }

    private static func completion(of transfer: Transfer, response: HTTPURLResponse?, error: (any Error)?) -> Completion {
        if let failure = transfer.failure ?? error { return .failure(failure) }
        guard let response else { return .failure(TransferError.notHTTP) }
        let expected = response.expectedContentLength
        guard expected < 0 || transfer.received >= expected else {
            return .failure(TransferError.truncated(expected: expected, received: transfer.received))
        }
        if case let .memory(buffer) = transfer.sink { return .success((response, buffer)) }
        return .success((response, nil))
    }
}
