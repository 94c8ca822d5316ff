/// The live progress line: what the run is doing, pictures done of all, bytes, rate and elapsed time.
package enum ProgressLine {
    package static func render(doing: String = "Downloading", done: Int, total: Int, bytes: Int, elapsed: Double) -> String {
        let rate = elapsed > 0 ? "\(byteCount(Int(Double(bytes) / elapsed)))/s" : "–"
        let seconds = Int(elapsed)
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        return ["\(doing) \(done)/\(total) pictures", byteCount(bytes), rate, clock].joined(separator: separator)
    }

    private static let separator = " · "

    /// `line` made to fit a terminal `width` columns wide, its last column left free so that the
    /// terminal never wraps it (a wrapped line would not be redrawn in place): the parts after
    /// the count go from the last, then the count is cut.
    package static func fitted(_ line: String, width: Int) -> String {
        var parts = line.components(separatedBy: separator)
        while parts.count > 1, parts.joined(separator: separator).count >= width { parts.removeLast() }
        let kept = parts.joined(separator: separator)
        guard kept.count >= width else { return kept }
        return width > 1 ? String(kept.prefix(width - 2)) + "…" : ""
    }

    /// "512 B", "9.8 KB", "1.2 MB": decimal units, one decimal below 100.
    static func byteCount(_ bytes: Int) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(bytes) B" }
        let rounded = value < 100 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}
