import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import DogGallery

/// Records every request and answers from queues of results, one result per call,
/// so retry paths can be scripted. Results queued for a URL win over the shared queue,
/// which keeps answers deterministic when requests run concurrently.
final class HTTPSessionSpy: HTTPSession {
    typealias Outcome = Result<(Data, URLResponse), any Error>

    private struct State {
        var requests: [URLRequest] = []
        var queue: [Outcome]
        var queuesByURL: [URL: [Outcome]] = [:]
    }

    private let state: Mutex<State>

    init(results: [Outcome] = []) {
        state = Mutex(State(queue: results))
    }

    var requests: [URLRequest] { state.withLock { $0.requests } }
    var requestedURLs: [URL] { requests.compactMap(\.url) }

    func stub(_ url: URL, with results: [Outcome]) {
        state.withLock { $0.queuesByURL[url, default: []] += results }
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let outcome = state.withLock { state -> Outcome in
            state.requests.append(request)
            if let url = request.url, var queue = state.queuesByURL[url], !queue.isEmpty {
                let next = queue.removeFirst()
                state.queuesByURL[url] = queue
                return next
            }
            guard !state.queue.isEmpty else { return .failure(UnexpectedRequest(url: request.url)) }
            return state.queue.removeFirst()
        }
        return try outcome.get()
    }

    struct UnexpectedRequest: Error { let url: URL? }
}
