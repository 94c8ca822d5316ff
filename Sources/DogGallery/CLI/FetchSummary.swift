/// The text a finished `dogs fetch` prints: one summary line for stdout, warnings for stderr.
public enum FetchSummary {
    public static func line(for report: FetchReport) -> String {
        let attempted = report.saved.count + report.failed.count + report.unfinished
        let saved = report.saved.count == attempted
            ? "Saved \(IndexText.count(report.saved.count))"
            : "Saved \(report.saved.count) of \(IndexText.count(attempted))"
        let breeds = breedCounts(report.saved).map { " (\($0))" } ?? ""
        var parts = ["\(saved)\(breeds) to \(report.gallery.path)"]
        if !report.failed.isEmpty { parts.append("\(report.failed.count) failed") }
        if report.unfinished > 0 { parts.append("\(report.unfinished) unfinished") }
        if report.notOffered > 0 { parts.append("the API offered nothing new for \(report.notOffered) more") }
        if report.dropped > 0 { parts.append("removed \(report.dropped) older (--keep)") }
        parts.append("\(IndexText.count(report.galleryCount)) in all")
        return parts.joined(separator: "; ") + ": open \(report.indexFile.path)"
    }

    public static func warnings(for report: FetchReport) -> [String] {
        warnings(skipped: report.skipped)
            + report.failed.map { "warning: \($0.source.absoluteString): \($0.error)" }
            + (report.interruptedBy.map { ["warning: stopped asking dog.ceo for more pictures: \($0)"] } ?? [])
            + report.indexProblems.map { "warning: \($0); the next run writes it again" }
            + ForeignFilesWarning.lines(for: report.foreignFiles)
    }

    /// Refused links shown one a line before the rest are counted in one: an API answer can
    /// offer thousands, and every line is a line of cron mail.
    static let shownSkips = 5

    public static func warnings(skipped: [FetchReport.Skip]) -> [String] {
        skipped.prefix(shownSkips).map { "warning: skipped \($0.source.absoluteString): \($0.reason)" }
            + (skipped.count > shownSkips ? ["warning: skipped \(skipped.count - shownSkips) more links the API offered (--json lists them all)"] : [])
    }

    /// "Komondor, Setter English ×2", or nil when nothing was saved.
    static func breedCounts(_ pictures: [Picture]) -> String? {
        guard !pictures.isEmpty else { return nil }
        return Dictionary(grouping: pictures, by: \.name).sorted { $0.key < $1.key }
            .map { $0.value.count > 1 ? "\($0.key) ×\($0.value.count)" : $0.key }
            .joined(separator: ", ")
    }
}
