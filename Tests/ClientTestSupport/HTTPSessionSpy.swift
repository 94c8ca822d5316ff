import DogCEOClient
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Records every request and answers from queues of results, one result per call,
/// so retry paths can be scripted. Results queued for a URL win over the shared queue,
/// which keeps answers deterministic when requests run concurrently. It serves downloads
/// to a file the same way, enforcing the byte limit as the real transport does, and counts
/// how often it was invalidated.
package final class HTTPSessionSpy: NetworkTransport {
    package typealias Outcome = Result<(Data, URLResponse), any Error>

    private struct State {
        var requests: [URLRequest] = []
        var downloadLimits: [Int] = []
        var queue: [Outcome]
        var queuesByURL: [URL: [Outcome]] = [:]
        var invalidations = 0
    }

    private let state: Mutex<State>
    /// Told of each request as it is made, before it is answered: what a test checks then.
    private let observer: @Sendable (URLRequest) -> Void

    package init(results: [Outcome] = [], observing observer: @escaping @Sendable (URLRequest) -> Void = { _ in }) {
        state = Mutex(State(queue: results))
        self.observer = observer
    }

    package var requests: [URLRequest] { state.withLock { $0.requests } }
    package var requestedURLs: [URL] { requests.compactMap(\.url) }
    /// The byte limit of each download, in the order they were asked for.
    package var downloadLimits: [Int] { state.withLock { $0.downloadLimits } }
    package var invalidations: Int { state.withLock { $0.invalidations } }

    package func stub(_ url: URL, with results: [Outcome]) {
        state.withLock { $0.queuesByURL[url, default: []] += results }
    }

    package func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try nextOutcome(for: request).get()
    }

    package func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> (response: HTTPURLResponse, digest: FileDigest) {
        state.withLock { $0.downloadLimits.append(maxBytes) }
        let (data, response) = try nextOutcome(for: request).get()
        guard data.count <= maxBytes else { throw TransferError.tooLarge(limit: maxBytes) }
        try file.truncate(atOffset: 0)
        try file.write(contentsOf: data)
        guard let response = response as? HTTPURLResponse else { throw TransferError.notHTTP }
        var digest = FileDigest.Builder()
        data.withUnsafeBytes { digest.add($0) }
        return (response, digest.digest)
    }

    package func invalidate() {
        state.withLock { $0.invalidations += 1 }
    }

    private func nextOutcome(for request: URLRequest) -> Outcome {
        observer(request)
        return state.withLock { state -> Outcome in
            state.requests.append(request)
            if let url = request.url, var queue = state.queuesByURL[url], !queue.isEmpty {
                let next = queue.removeFirst()
                state.queuesByURL[url] = queue
                return next
            }
            guard !state.queue.isEmpty else { return .failure(UnexpectedRequest(url: request.url)) }
            return state.queue.removeFirst()
        }
    }

    struct UnexpectedRequest: Error { let url: URL? }
}
