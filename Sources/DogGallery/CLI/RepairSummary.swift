import Foundation
import GalleryFolder
import GalleryJobs
import Platform
import PureSupport

/// What `dogs verify --repair` prints: a line for each picture it repaired, dropped or could
/// not repair, the files it left alone, then the counts; and on stderr what it could not write.
package enum RepairSummary {
    /// Made as they are printed, one at a time: a repair of thousands of pictures holds no
    /// thousands of lines.
    package static func lines(for report: RepairReport) -> some Sequence<String> {
        [
            AnySequence(report.restored.lazy.map { "repaired: \(TerminalText.oneLine($0.file)), downloaded again from \(TerminalText.oneLine($0.source.absoluteString))" }),
            AnySequence(report.keptAside.lazy.map { "kept: \(TerminalText.oneLine($0.picture.file)): \($0.reason)" }),
            AnySequence(report.dropped.lazy.map { "dropped from the manifest: \(TerminalText.oneLine($0.picture.file)): \($0.reason)" }),
            AnySequence(report.left.lazy.map { "not repaired: \(TerminalText.oneLine($0.picture.file)): \($0.reason)" }),
            AnySequence(report.unknownFiles.lazy.map(VerifySummary.unknownLine)),
            AnySequence(CollectionOfOne(countLine(for: report))),
        ].joined()
    }

    /// The last line: what was done, in counts.
    package static func countLine(for report: RepairReport) -> String {
        var counts: [String] = []
        if !report.restored.isEmpty { counts.append("\(PageText.count(report.restored.count)) downloaded again") }
        if !report.dropped.isEmpty { counts.append("\(report.dropped.count) dropped from the manifest") }
        if !report.left.isEmpty { counts.append("\(report.left.count) not repaired") }
        return "Repaired \(report.gallery.path): \(counts.isEmpty ? "nothing to repair" : counts.joined(separator: ", ")); \(PageText.count(report.pictures)) in all."
    }

    package static func warnings(for report: RepairReport) -> [String] {
        report.problems.map { "warning: \($0)" }
    }
}
