/// The name a mistyped one most likely meant, for "Did you mean '--count'?": the known name
/// within a slip of the keyboard (a character or two inserted, deleted, replaced or swapped);
/// of two as near, the one that starts as the typed one does (people slip late in a word more
/// than early); nothing when that leaves two, or none is near enough.
package enum NearestName {
    /// Longer than any name a person types; text longer is not compared at all, as no slip makes
    /// it, and each comparison of text of any length is costly (a single character may be made of
    /// thousands of accents).
    package static let longestTyped = 200

    package static func suggestion(for typed: String, among names: [String]) -> String? {
        guard typed.utf8.count <= longestTyped else { return nil }
        let typed = typed.lowercased()
        // Long names may take two slips; short ones one, or any name would do. An option's
        // dashes are no part of its length.
        let allowed = typed.drop { $0 == "-" }.count >= 6 ? 2 : 1
        let near = names.map { (name: $0, distance: distance(typed, $0.lowercased())) }.filter { $0.distance <= allowed }
        guard let best = near.map(\.distance).min() else { return nil }
        let nearest = near.filter { $0.distance == best }.map { (name: $0.name, shared: sharedPrefix(typed, $0.name.lowercased())) }
        let longest = nearest.map(\.shared).max() ?? 0
        let chosen = nearest.filter { $0.shared == longest }
        return chosen.count == 1 ? chosen[0].name : nil
    }

    private static func sharedPrefix(_ first: String, _ second: String) -> Int {
        zip(first, second).prefix { $0 == $1 }.count
    }

    /// The optimal string alignment distance: insertions, deletions, replacements and swaps of
    /// two neighbours, each counting one.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows in turn; the two left empty here are filled before they are read.
        var rows: [[Int]] = [Array(0...b.count), [], []]
        for i in 1...a.count {
            let (twoBack, previous) = (rows[(i + 1) % 3], rows[(i + 2) % 3])
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            rows[i % 3] = current
        }
        return rows[a.count % 3][b.count]
    }
}
