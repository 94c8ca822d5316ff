/// `@Flag var quiet: Bool`: `--quiet`, named after the property unless `name` says otherwise,
/// true when given.
@propertyWrapper
package struct Flag: CommandProperty, Equatable {
    let name: String?
    let short: Character?
    let help: String
    package var wrappedValue = false
    /// `$quiet`: whether the command line gave it.
    package private(set) var projectedValue = Given()

    package init(name: String? = nil, short: Character? = nil, help: String) {
        self.name = name
        self.short = short
        self.help = help
    }

    /// A flag several commands share, under the name its definition gives it.
    package init(_ definition: OptionDefinition<Bool>) {
        self.init(name: definition.spec.name, short: definition.spec.short, help: definition.spec.help)
    }

    func declarations(named name: String) -> [Declaration] {
        [.option(definition(named: name).spec)]
    }

    func filled<Action>(named name: String, from values: OptionValues<Action>) -> Flag {
        var filled = self
        let definition = definition(named: name)
        // A flag's texts are the flag as typed, each of which means true: none is refused.
        filled.wrappedValue = (try? values[definition]) ?? false
        filled.projectedValue = values.given(for: definition.spec)
        return filled
    }

    var failure: UsageError? { nil }
    var typed: [String] { projectedValue.typed ? [projectedValue.name] : [] }
    var retyped: [String] { projectedValue.typed ? ["--\(projectedValue.name)"] : [] }

    private func definition(named name: String) -> OptionDefinition<Bool> {
        .flag(self.name ?? name, short: short, help: help)
    }

    package static func == (lhs: Flag, rhs: Flag) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Flag: Decodable {
    /// Never called: the parser hands a command its flags already filled (see `PropertyDecoder`).
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "flags are filled by the parser"))
    }
}
