import DogModel
import Foundation
import GalleryFolder
import Platform
import PureSupport

/// What `dogs fetch --dry-run` prints: each picture it would download, each one `--keep` would
/// then remove (oldest first, as `rsync --dry-run --delete` lists deletions), then a count.
package enum DryRunSummary {
    package static func lines(for plan: [PlannedDownload], removing removed: [Picture] = [], of count: Int = 0, in gallery: URL) -> [String] {
        let path = gallery.standardizedFileURL.path
        let removals = removed.isEmpty ? "" : " and remove \(removed.count) of its \(count) (--keep)"
        return plan.map { "would download \($0.dog.url.absoluteString) (\(TerminalText.oneLine(BreedNames.common(of: $0.dog)))) as \(GalleryLayout.imagesFolder)/\($0.stem).*" }
            + removed.map { "would remove \(PictureDescription.text(of: $0))" }
            + ["Would add \(PageText.count(plan.count)) to \(path)\(removals); nothing was written."]
    }
}
