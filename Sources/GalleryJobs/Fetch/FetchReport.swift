import DogCEOClient
import DogModel
import Foundation
import GalleryFolder

/// What a `dogs fetch` run did, for the summary line and the exit code.
public struct FetchReport: Equatable, Sendable {
    public struct Failure: Equatable, Sendable {
        public let source: URL
        public let error: DownloadError

        package init(source: URL, error: DownloadError) {
            self.source = source
            self.error = error
        }
    }

    /// A link the API offered that was never requested: `SourcePolicy` refused it, or it is no
    /// link at all. As text, one printable line, cut: it need not be a URL.
    public struct Skip: Equatable, Sendable {
        public let link: String
        public let reason: String

        package init(link: String, reason: String) {
            self.link = link
            self.reason = reason
        }
    }

    /// The `--count` asked for.
    public let requested: Int
    /// What the run set out to download: `requested`, or fewer when `--keep` would remove more at once.
    public let wanted: Int
    public let saved: [Picture]
    /// Downloads that failed and that no other picture made good.
    public let failed: [Failure]
    /// Downloads that failed and were replaced by another picture the API offered.
    public var replaced: [Failure] = []
    /// Links the API offered that were never requested (see `Skip`).
    public let skipped: [Skip]
    /// Downloads stopped part way because the run was stopped.
    public let unfinished: Int
    /// Set when the API failed after earlier answers had already been planned.
    public let interruptedBy: DogServiceError?
    /// Whether the run was stopped (a signal, `--max-time`) before it finished.
    public let wasStopped: Bool
    /// Indexes that could not be written; the pictures and the manifest were committed.
    public let indexProblems: [GalleryError]
    /// Older pictures removed to keep the gallery within `--keep`.
    public let dropped: Int
    /// Files in `images/` that dogs did not make, left alone, that are new since the run before.
    public let foreignFiles: [String]
    public let gallery: URL
    /// How many pictures the gallery holds after the run.
    public let galleryCount: Int
    public let durations: Durations

    /// Seconds spent asking the API, downloading, and in all.
    public struct Durations: Equatable, Sendable {
        public let planning: Double
        public let downloading: Double
        public let total: Double
    }

    /// Requested pictures for which the API offered nothing new (unknown for a stopped run).
    public var notOffered: Int {
        wasStopped || interruptedBy != nil ? 0 : max(wanted - saved.count - failed.count - skipped.count, 0)
    }

    public var indexFile: URL { gallery.appendingPathComponent(HTMLIndex.fileName) }
}
