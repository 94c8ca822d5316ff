/// `@Option(.integer("count", …)) var count`: an option a command declares as its property, its
/// definition naming it as the property is named (`--count` on `count`), as swift-argument-parser
/// names options after their properties: one declared on a property of another name is a
/// programming error, caught the first time the command is described. The parser fills it with
/// the value given.
@propertyWrapper
package struct Option<Value: Sendable>: CommandProperty {
    let definition: OptionDefinition<Value>
    private var parsed = ParsedValue<Value>()
    var failure: UsageError? { parsed.failure }
    /// `$count`: the texts given for it, and whether the command line gave it.
    package private(set) var projectedValue = Given()

    /// The option `definition` declares, shared by several commands or a command's own.
    package init(_ definition: OptionDefinition<Value>) {
        self.definition = definition
    }

    package var wrappedValue: Value {
        get { parsed.read("an option") }
        set { parsed.set(newValue) }
    }

    func declarations(named name: String) -> [Declaration] {
        precondition(definition.spec.name == name, "--\(definition.spec.name) is declared on a property named as --\(name)")
        return [.option(definition.spec)]
    }

    func filled<Action>(named name: String, from values: OptionValues<Action>) -> Self {
        var filled = self
        filled.parsed.fill { () throws(UsageError) in try values[definition] }
        filled.projectedValue = values.given(for: definition.spec)
        return filled
    }

    var typed: [String] { projectedValue.typed ? [projectedValue.name] : [] }
    var retyped: [String] { projectedValue.retyped }
}

extension Option: Equatable where Value: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.parsed == rhs.parsed }
}

extension Option: Decodable {
    /// Never called: the parser hands a command its options already filled (see `PropertyDecoder`).
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "options are filled by the parser"))
    }
}
