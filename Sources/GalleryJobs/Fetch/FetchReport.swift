import DogCEOClient
import DogModel
import Foundation
import GalleryFolder

/// What a `dogs fetch` run did, for the summary line and the exit code.
package struct FetchReport: Equatable, Sendable {
    package struct Failure: Equatable, Sendable {
        package let source: URL
        package let error: DownloadError

        package init(source: URL, error: DownloadError) {
            self.source = source
            self.error = error
        }
    }

    /// A link the API offered that was never requested: `SourcePolicy` refused it, or it is no
    /// link at all. As text, one printable line, cut: it need not be a URL.
    package struct Skip: Equatable, Sendable {
        package let link: String
        package let reason: String

        package init(link: String, reason: String) {
            self.link = link
            self.reason = reason
        }
    }

    /// The `--count` asked for.
    package let requested: Int
    /// What the run set out to download: `requested`, or fewer when `--keep` would remove more at once.
    package let wanted: Int
    package let saved: SavedPictures
    /// Downloads that failed and that no other picture made good.
    package let failed: [Failure]
    /// Downloads that failed and were replaced by another picture the API offered.
    package var replaced: [Failure] = []
    /// Links the API offered that were never requested (see `Skip`).
    package let skipped: [Skip]
    /// Downloads stopped part way because the run was stopped.
    package let unfinished: Int
    /// Set when the API failed after earlier answers had already been planned.
    package var interruptedBy: DogServiceError?
    /// Whether the run was stopped (a signal, `--max-time`) before it finished.
    package var wasStopped: Bool
    /// Indexes that could not be written; the pictures and the manifest were committed.
    package let indexProblems: [GalleryError]
    /// What ended a run of several batches after some were committed: the disk or the gallery
    /// failing, which a run of one batch would have ended with, nothing saved.
    package var endedBy: GalleryError?
    /// Older pictures removed to keep the gallery within `--keep`.
    package let dropped: Int
    /// Files in `images/` that dogs did not make, left alone, that are new since the run before.
    package let foreignFiles: [String]
    package let gallery: URL
    /// How many pictures the gallery holds after the run.
    package let galleryCount: Int
    package let durations: Durations
    /// Pictures of the batches a run did not come to, for what ended it before them (see
    /// `endedBy`, `indexProblems`): not counted as pictures the API had nothing new for.
    package var notAttempted = 0

    /// Seconds spent asking the API, downloading, and in all.
    package struct Durations: Equatable, Sendable {
        package let planning: Double
        package let downloading: Double
        package let total: Double
    }

    /// Requested pictures for which the API offered nothing new (unknown for a stopped run).
    package var notOffered: Int {
        wasStopped || interruptedBy != nil ? 0 : max(wanted - notAttempted - saved.count - failed.count - skipped.count, 0)
    }

    /// Whether the run goes no further than this batch: it was stopped, the API or the gallery
    /// failed, the API had nothing new, or nothing was saved (the next would fare the same).
    var endsTheRun: Bool {
        wasStopped || interruptedBy != nil || endedBy != nil || !indexProblems.isEmpty || notOffered > 0 || saved.isEmpty
    }

    /// The run ends, after this batch, with `error` that the next batch met: a stop (`stopped`)
    /// that came while it asked the API, the API failing, or the gallery.
    mutating func end(by error: any Error, stopped: Bool) {
        if stopped {
            wasStopped = true
        } else if let error = error as? DogServiceError {
            interruptedBy = error
        } else {
            endedBy = error as? GalleryError
        }
    }

    package var indexFile: URL { gallery.appendingPathComponent(HTMLPages.fileName) }
}

extension FetchReport {
    /// A run fetched in `batches` (see `GalleryFetcher.batchSize`), for `requested` pictures
    /// (`wanted`) into `gallery`, that took `total` seconds: what every batch did, and how the last ended.
    init(batches: [FetchReport], requested: Int, wanted: Int, gallery: URL, total: Double) {
        let last = batches.last
        self.init(
            requested: requested, wanted: wanted,
            saved: batches.dropFirst().reduce(into: batches.first?.saved ?? SavedPictures()) { $0.add($1.saved) }, failed: batches.flatMap(\.failed),
            replaced: batches.flatMap(\.replaced), skipped: batches.flatMap(\.skipped), unfinished: batches.map(\.unfinished).reduce(0, +),
            interruptedBy: last?.interruptedBy, wasStopped: last?.wasStopped ?? false, indexProblems: batches.flatMap(\.indexProblems),
            endedBy: last?.endedBy,
            dropped: batches.map(\.dropped).reduce(0, +), foreignFiles: batches.first?.foreignFiles ?? [], gallery: gallery,
            galleryCount: last?.galleryCount ?? 0,
            durations: Durations(
                planning: batches.map(\.durations.planning).reduce(0, +), downloading: batches.map(\.durations.downloading).reduce(0, +), total: total
            )
        )
        // The batches not come to, unless the API had nothing new for them either.
        if let last, last.notOffered == 0 { notAttempted = wanted - batches.map(\.wanted).reduce(0, +) }
    }
}
