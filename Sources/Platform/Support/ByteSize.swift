/// Sizes as people type them and curl's `--max-filesize` takes them: a whole number of bytes,
/// or of kibibytes, mebibytes or gibibytes with a `K`, `M` or `G` after it.
package enum ByteSize {
    /// Largest first, as `text` tries them.
    private static let units: [(suffix: Character, shift: Int)] = [("G", 30), ("M", 20), ("K", 10)]
    private static let shifts = Dictionary(uniqueKeysWithValues: units.map { (String($0.suffix), $0.shift) })

    /// The bytes `text` stands for, or nil when it is not a size (or too large to count).
    package static func bytes(in text: String) -> Int? {
        var digits = Substring(text), shift = 0
        if let last = digits.last, let unitShift = shifts[last.uppercased()] {
            (digits, shift) = (digits.dropLast(), unitShift)
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let number = Int(digits),
              number <= Int.max >> shift
        else { return nil }
        return number << shift
    }

    /// `bytes` in the largest unit that divides it: 20M, 1536.
    package static func text(_ bytes: Int) -> String {
        guard bytes > 0, let unit = units.first(where: { bytes % (1 << $0.shift) == 0 }) else { return String(bytes) }
        return "\(bytes >> unit.shift)\(unit.suffix)"
    }
}
