import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `HTTPSession` that repeats transient failures of the session it wraps.
package struct RetryingHTTPSession: HTTPSession {
    private let session: any HTTPSession
    private let retrier: Retrier

    package init(_ session: some HTTPSession, retrier: Retrier) {
        self.session = session
        self.retrier = retrier
    }

    package func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await retrier.run(request.url, { try await session.data(for: request) }, response: { $0.1 as? HTTPURLResponse })
    }
}
