import Foundation

/// What a `dogs fetch` run did, for the summary line and the exit code.
public struct FetchReport: Equatable, Sendable {
    public struct Failure: Equatable, Sendable {
        public let source: URL
        public let error: DownloadError
    }

    public let requested: Int
    public let saved: [Picture]
    public let failed: [Failure]
    /// Set when the API failed after earlier answers had already been planned.
    public let interruptedBy: DogServiceError?
    public let gallery: URL
    /// How many pictures the gallery holds after the run.
    public let galleryCount: Int

    /// Requested pictures for which the API offered nothing new.
    public var notOffered: Int { max(requested - saved.count - failed.count, 0) }

    public var indexFile: URL { gallery.appendingPathComponent(HTMLIndex.fileName) }
}
