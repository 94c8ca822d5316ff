import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams an answer's body into a file, so a picture is never held whole in memory and an
/// oversized one is refused while it arrives. Kept apart from `HTTPSession`, whose single
/// method suits answers small enough to hold.
package protocol HTTPDownloading: Sendable {
    /// Writes the body into `file` from its start, replacing what it held, and returns the
    /// answer's head and the digest of the bytes written, taken as they arrived. The file stays
    /// open: it is the caller's. Throws `TransferError.tooLarge` once more than `maxBytes` arrive
    /// and `.truncated` when the body ends before its `Content-Length`.
    func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> (response: HTTPURLResponse, digest: FileDigest)
}
