/// Lists for sentences: "a", "a and b", "a, b and c".
enum ProseList {
    static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Names quoted for a sentence, the first `shown` of them and "N more": "'a', 'b' and 3 more".
    static func quoted(_ names: [String], shown: Int = 5) -> String {
        var quoted = names.prefix(shown).map { "'\(TerminalText.oneLine($0, maxLength: 80))'" }
        if names.count > shown { quoted.append("\(names.count - shown) more") }
        return joined(quoted)
    }
}
