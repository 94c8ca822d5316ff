/// One positional argument, declared once: its `spec` for parsing and help, and how its text
/// becomes a typed value. A command reads it as `try values[argument]`.
struct Argument<Value: Sendable>: ArgumentDeclaration {
    let spec: ArgumentSpec
    let parse: @Sendable (String) -> Value?
}

/// What parsing, help and completions need to know of a positional argument.
struct ArgumentSpec: Sendable {
    let name: String
    let help: String
    /// The values it accepts, when they are few enough to list.
    let choices: [String]
}

/// What a command needs of its arguments whatever their types.
protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}

extension Argument where Value: CaseIterable & RawRepresentable<String> {
    /// One of a fixed set of words: `bash`, `zsh`, `fish`.
    static func choice(_ name: String, help: String) -> Argument {
        Argument(spec: ArgumentSpec(name: name, help: help, choices: Value.allCases.map(\.rawValue)), parse: Value.init(rawValue:))
    }
}
