import ArgumentParsing
import DogModel
import GalleryFolder
import GalleryJobs

/// The text a finished `dogs fetch` prints: one summary line for stdout, warnings for stderr.
package enum FetchSummary {
    package static func line(for report: FetchReport) -> String {
        let attempted = report.saved.count + report.failed.count + report.unfinished + report.notAttempted
        let saved = report.saved.count == attempted
            ? "Saved \(PageText.count(report.saved.count))"
            : "Saved \(report.saved.count) of \(PageText.count(attempted))"
        let breeds = breedCounts(report.saved.breeds).map { " (\($0))" } ?? ""
        var parts = ["\(saved)\(breeds) to \(report.gallery.path)"]
        if !report.failed.isEmpty { parts.append("\(report.failed.count) failed") }
        if !report.skipped.isEmpty { parts.append("\(report.skipped.count) link\(report.skipped.count == 1 ? "" : "s") skipped") }
        if report.unfinished > 0 { parts.append("\(report.unfinished) unfinished") }
        if report.notOffered > 0 { parts.append("the API offered nothing new for \(report.notOffered) more") }
        if report.dropped > 0 { parts.append("removed \(report.dropped) older (--keep)") }
        if !report.indexProblems.isEmpty { parts.append("the pages could not be written") }
        parts.append("\(PageText.count(report.galleryCount)) in all")
        // An empty gallery's index has nothing to show.
        return parts.joined(separator: "; ") + (report.galleryCount > 0 ? ": open \(report.indexFile.path)" : "")
    }

    /// Breeds the summary names before it counts the rest: `--json` lists every picture.
    static let shownBreeds = 3

    package static func warnings(for report: FetchReport) -> [String] {
        warnings(skipped: report.skipped)
            + report.failed.map { "warning: \($0.source.absoluteString): \($0.error)" }
            + (report.interruptedBy.map { ["warning: stopped asking dog.ceo for more pictures: \($0)"] } ?? [])
            + report.indexProblems.map { "Error: \($0); the pages show the gallery as it was until it can be written" }
            + (report.endedBy.map { ["Error: \($0); the pictures saved before it are in the gallery"] } ?? [])
            + ForeignFilesWarning.lines(for: report.foreignFiles)
    }

    /// Refused links shown one a line before the rest are counted in one: an API answer can
    /// offer thousands, and every line is a line of cron mail.
    static let shownSkips = 5

    package static func warnings(skipped: [FetchReport.Skip]) -> [String] {
        skipped.prefix(shownSkips).map { "warning: skipped \($0.link.isEmpty ? "''" : $0.link): \($0.reason)" }
            + (skipped.count > shownSkips ? ["warning: skipped \(skipped.count - shownSkips) more links the API offered (--json lists them all)"] : [])
    }

    /// "Setter English ×2, Komondor": the breeds that came most first, a few of them and then
    /// "and 3 more breeds"; nil when nothing was saved.
    static func breedCounts(_ counts: [String: Int]) -> String? {
        guard !counts.isEmpty else { return nil }
        let breeds = counts.map { (name: $0.key, count: $0.value) }.sorted { ($0.count, $1.name) > ($1.count, $0.name) }
        let named = breeds.prefix(shownBreeds).map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }
        let more = breeds.count - named.count
        return named.joined(separator: ", ") + (more > 0 ? " and \(more) more breed\(more == 1 ? "" : "s")" : "")
    }
}
