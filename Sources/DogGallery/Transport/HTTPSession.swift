import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one thing `dogs` needs from the network: send a request, get the body and response.
/// Kept to a single requirement so a test double is one method.
public protocol HTTPSession: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: HTTPSession {
    // URLSession's own method takes an extra `delegate:` with a default value,
    // which does not satisfy the protocol requirement by itself.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
