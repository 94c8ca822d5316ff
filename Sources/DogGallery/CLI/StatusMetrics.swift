import Foundation
import GalleryFolder

/// `dogs status --prometheus`: the gallery's state and its last runs in the text format Prometheus
/// reads, for node_exporter's textfile collector. Every metric is labelled with the gallery, so
/// the files of several galleries can lie side by side.
enum StatusMetrics {
    static func text(for report: StatusReport, verdict: StatusVerdict) -> String {
        let label = "{gallery=\"\(escaped(report.path))\"}"
        var metrics: [(name: String, help: String, value: String)] = [
            ("dogs_status", "The state dogs status gives the gallery: 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN.", "\(verdict.state.rawValue)"),
        ]
        if let pictures = report.pictures { metrics.append(("dogs_pictures", "Pictures the gallery holds.", "\(pictures)")) }
        if let last = report.lastRun {
            metrics.append(("dogs_last_run_timestamp_seconds", "When the last run recorded ended.", "\(Int(last.time.timeIntervalSince1970))"))
            metrics.append(("dogs_last_run_exit_code", "The exit code of the last run recorded.", "\(last.exitCode)"))
            for (count, name, help) in [(RunRecord.Count.saved, "saved", "saved"), (.failed, "failed", "that failed")] {
                if let value = last.counts[count] { metrics.append(("dogs_last_run_\(name)_pictures", "Pictures the last run recorded \(help).", "\(value)")) }
            }
        }
        if let success = report.lastSuccess {
            metrics.append(("dogs_last_success_timestamp_seconds", "When the last run that succeeded (exit 0) ended.", "\(Int(success.time.timeIntervalSince1970))"))
        }
        if let interval = report.interval { metrics.append(("dogs_schedule_interval_seconds", "How often the gallery is fetched into.", "\(interval)")) }
        return metrics.map { "# HELP \($0.name) \($0.help)\n# TYPE \($0.name) gauge\n\($0.name)\(label) \($0.value)\n" }.joined()
    }

    /// A label value as the format needs it: backslash, double quote and line break escaped.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }
}
