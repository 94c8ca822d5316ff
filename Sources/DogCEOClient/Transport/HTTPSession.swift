import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one thing `dogs` needs from the network: send a request, get the body and response.
/// Kept to a single requirement so a test double is one method.
public protocol HTTPSession: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
