import Foundation

/// What `dogs fetch --dry-run` prints: each picture it would download, then a count.
public enum DryRunSummary {
    public static func lines(for plan: [PlannedDownload], in gallery: URL) -> [String] {
        plan.map { "would download \($0.dog.url.absoluteString) (\(TerminalText.oneLine($0.dog.name))) as \(GalleryLayout.imagesFolder)/\($0.stem).*" }
            + ["Would add \(IndexText.count(plan.count)) to \(gallery.standardizedFileURL.path); nothing was written."]
    }
}
