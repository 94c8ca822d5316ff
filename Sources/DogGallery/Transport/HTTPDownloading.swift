import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams an answer's body into a file, so a picture is never held whole in memory and an
/// oversized one is refused while it arrives. Kept apart from `HTTPSession`, whose single
/// method suits answers small enough to hold.
public protocol HTTPDownloading: Sendable {
    /// Writes the body to `destination`, replacing what is there, and returns the answer's head.
    /// Throws `TransferError.tooLarge` once more than `maxBytes` arrive and `.truncated`
    /// when the body ends before its `Content-Length`.
    func download(for request: URLRequest, to destination: URL, maxBytes: Int) async throws -> HTTPURLResponse
}
