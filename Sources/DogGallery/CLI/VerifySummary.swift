import Foundation

/// What `dogs verify` prints: a line for each problem and each file the manifest does not
/// know, then a line of counts.
public enum VerifySummary {
    public static func lines(for report: VerifyReport) -> [String] {
        let unknown = report.unknownFiles.map(unknownLine)
        var counts: [String] = []
        if !report.problems.isEmpty { counts.append("\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s")") }
        if !unknown.isEmpty { counts.append("\(unknown.count) file\(unknown.count == 1 ? "" : "s") the manifest does not know") }
        let verdict = counts.isEmpty ? "all sound" : counts.joined(separator: ", ")
        return report.problems + unknown + ["Verified \(IndexText.count(report.pictures)) in \(report.gallery.path): \(verdict)."]
    }

    /// A file in `images/` the manifest does not list, which dogs leaves alone.
    static func unknownLine(_ name: String) -> String {
        "not in the manifest: \(GalleryLayout.file(forImage: TerminalText.oneLine(name))) (left alone)"
    }
}
