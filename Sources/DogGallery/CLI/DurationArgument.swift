/// A span of time as a monitoring check's thresholds are given: whole seconds, as the monitoring
/// plugins take them (`-w 90000`), or a whole number with `s`, `m`, `h` or `d` after it (`25h`).
enum DurationArgument {
    /// A year, the longest threshold that makes sense for a schedule of a week at most.
    static let longest = 366 * 86_400
    static let requirement = "be a time like 90000 (seconds), 30m, 25h or 2d, up to a year"

    static func seconds(_ text: String) -> Int? {
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        let (digits, unit) = text.last.flatMap { units[$0] }.map { (text.dropLast(), $0) } ?? (Substring(text), 1)
        guard (1...9).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(digits) else { return nil }
        let seconds = count * unit
        return (1...longest).contains(seconds) ? seconds : nil
    }
}
