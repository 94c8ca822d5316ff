/// Lists for sentences: "a", "a and b", "a, b and c".
enum ProseList {
    static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
