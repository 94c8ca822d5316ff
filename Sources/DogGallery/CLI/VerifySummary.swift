import DogModel
import Foundation
import GalleryFolder
import GalleryJobs
import Platform
import PureSupport

/// What `dogs verify` prints: a line for each problem and each file the manifest does not
/// know, then a line of counts.
package enum VerifySummary {
    package static func lines(for report: VerifyReport) -> [String] {
        let unknown = report.unknownFiles.map(unknownLine)
        var counts: [String] = []
        if !report.problems.isEmpty { counts.append("\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s")") }
        if !unknown.isEmpty { counts.append("\(unknown.count) file\(unknown.count == 1 ? "" : "s") the manifest does not know") }
        if counts.isEmpty { counts.append("all sound") }
        if case let away = report.away.count, away > 0 {
            counts.append("\(PageText.count(away)) away (left off the pages until \(away == 1 ? "its file is" : "their files are") back)")
        }
        let awayLines = report.away.map { "away: \(TerminalText.oneLine($0))" }
        return report.problems + unknown + awayLines + ["Verified \(PageText.count(report.pictures)) in \(report.gallery.path): \(counts.joined(separator: ", "))."]
    }

    /// A file in `images/` the manifest does not list, which dogs leaves alone.
    static func unknownLine(_ name: String) -> String {
        "not in the manifest: \(GalleryLayout.file(forImage: TerminalText.oneLine(name))) (left alone)"
    }
}
