/// Lists for sentences: "a", "a and b", "a, b and c" (or with "or").
package enum ProseList {
    package static func joined(_ items: [String], or: Bool = false) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
    }

    /// Names quoted for a sentence, the first `shown` of them and "N more": "'a', 'b' and 3 more".
    package static func quoted(_ names: [String], shown: Int = 5, or: Bool = false) -> String {
        var quoted = names.prefix(shown).map { "'\(TerminalText.oneLine($0, maxLength: 80))'" }
        if names.count > shown { quoted.append("\(names.count - shown) more") }
        return joined(quoted, or: or)
    }
}
