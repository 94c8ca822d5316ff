import Foundation
import GalleryJobs
import Platform

/// `dogs fetch --json`: the run as one JSON object on stdout, for scripts. Its shape is
/// documented in the README and pinned by a test.
package enum FetchJSON {
    private struct Document: Encodable {
        let gallery: String
        let index: String
        let requested: Int
        let wanted: Int
        let saved: [Saved]
        let skipped: [Skip]
        let failed: [Miss]
        /// Failed downloads another picture made good.
        let replaced: [Miss]
        let unfinished: Int
        let removed: Int
        let pictures: Int
        let stoppedBy: String?
        let exitCode: Int32
        let durations: Durations
    }

    private struct Saved: Encodable {
        let source: URL
        let file: String
        let breed: String?
        let subBreed: String?
        /// The name people use for the breed.
        let name: String
        let bytes: Int
        let sha256: String
    }

    private struct Skip: Encodable {
        /// The link as offered, which need not be a URL.
        let source: String
        let reason: String
    }

    private struct Miss: Encodable {
        let source: URL
        let reason: String
    }

    private struct Durations: Encodable {
        let planning: Double
        let downloading: Double
        let total: Double
    }

    package static func render(_ report: FetchReport, stoppedBy stop: StopReason?, exitCode: ExitCode) -> String {
        let document = Document(
            gallery: report.gallery.path,
            index: report.indexFile.path,
            requested: report.requested,
            wanted: report.wanted,
            saved: report.saved.listed.map { Saved(
                source: $0.source, file: $0.file, breed: $0.breed, subBreed: $0.subBreed,
                name: $0.name, bytes: $0.bytes, sha256: $0.sha256
            ) },
            skipped: report.skipped.map { Skip(source: $0.link, reason: $0.reason) },
            failed: report.failed.map { Miss(source: $0.source, reason: $0.error.description) },
            replaced: report.replaced.map { Miss(source: $0.source, reason: $0.error.description) },
            unfinished: report.unfinished,
            removed: report.dropped,
            pictures: report.galleryCount,
            stoppedBy: stop?.description,
            exitCode: exitCode.rawValue,
            durations: Durations(
                planning: milliseconds(report.durations.planning), downloading: milliseconds(report.durations.downloading),
                total: milliseconds(report.durations.total)
            )
        )
        return ReportJSON.text(document)
    }

    /// Seconds rounded to the millisecond, so the numbers read cleanly.
    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
