/// One positional argument under its name: its `spec` for parsing and help, and how the texts
/// given for it become a typed value. A command's `@Argument` property builds it.
package struct ArgumentDefinition<Value: Sendable>: Sendable {
    package let spec: ArgumentSpec
    /// The value of the texts given (one, or for a repeating argument every one left), or nil.
    let read: @Sendable ([String]) -> Value?
}

/// What parsing, help and completions need to know of a positional argument.
package struct ArgumentSpec: Sendable {
    package let name: String
    package let help: String
    /// The values it accepts, when they are few enough to list.
    package let choices: [String]
    /// Whether it takes every positional argument left: then it is the command's last.
    package var repeats = false
    /// What shells offer for it, besides its `choices`.
    var completion = Completion.none
    /// Whether the command runs without it: then it is the command's last.
    var isOptional = false

    /// How usage and help show it: `<shell>`, `<picture> ...` for a repeating one, in brackets
    /// when it may be left out.
    package var synopsis: String {
        let shown = "<\(name)>" + (repeats ? " ..." : "")
        return isOptional ? "[\(shown)]" : shown
    }
}

extension ArgumentDefinition where Value: CaseIterable & RawRepresentable<String> {
    /// One of a fixed set of words: `bash`, `zsh`, `fish`.
    package static func choice(_ name: String, help: String) -> ArgumentDefinition {
        ArgumentDefinition(spec: ArgumentSpec(name: name, help: help, choices: Value.allCases.map(\.rawValue))) { $0.first.flatMap(Value.init(rawValue:)) }
    }
}

extension ArgumentDefinition where Value == [String] {
    /// One text or more, as given: `dogs remove <picture> ...`; none at all too when `optional`.
    package static func repeating(_ name: String, help: String, optional: Bool = false, completion: Completion = .none) -> ArgumentDefinition {
        ArgumentDefinition(spec: ArgumentSpec(name: name, help: help, choices: [], repeats: true, completion: completion, isOptional: optional)) { $0 }
    }
}
