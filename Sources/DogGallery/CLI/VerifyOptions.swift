import Foundation
import GalleryJobs

/// The options of `dogs verify`.
public struct VerifyOptions: Equatable, Sendable {
    public var output: String
    /// Download missing and damaged pictures again, from origins the API base and the allowed hosts make trusted.
    public var repair: Bool
    public var apiBase: URL
    public var allowedHosts: [String]
    /// As `dogs fetch` takes them, for the downloads of --repair.
    public var retries: Int
    /// Whole seconds each request may wait for the next bytes.
    public var timeout: Int
    public var maxBytes: Int
    /// Downloads at once: fewer when the limit on open files allows no more (see `OpenFileBudget`).
    public var concurrency = Downloader.defaultConcurrency
    /// Print the report as one JSON object (see `VerifyJSON`).
    public var json = false
}
