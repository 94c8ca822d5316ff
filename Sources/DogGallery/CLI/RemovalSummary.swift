import Foundation
import GalleryFolder
import GalleryJobs
import Platform
import PureSupport

/// What `dogs remove` prints: a line for each picture removed (or, with `--dry-run`, that would
/// be), then a count; and on stderr a warning for what it could not do.
package enum RemovalSummary {
    package static func lines(for report: RemovalReport, dryRun: Bool) -> [String] {
        let path = report.gallery.standardizedFileURL.path
        let count = "\(PageText.count(report.removed.count)) from \(path), leaving \(report.galleryCount)"
        return report.removed.map { "\(dryRun ? "would remove" : "removed") \(PictureDescription.text(of: $0))" }
            + [dryRun ? "Would remove \(count); nothing was written." : "Removed \(count); no fetch brings \(report.removed.count == 1 ? "it" : "them") back."]
    }

    package static func warnings(for report: RemovalReport) -> [String] {
        report.leftInPlace.map { "warning: left \(TerminalText.oneLine($0.file)) in place: it is no longer the picture dogs saved" }
            + report.indexProblems.map { "warning: \($0); the next run writes it again" }
    }
}
