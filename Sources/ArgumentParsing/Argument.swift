/// `@Argument var shell: Shell`: a positional argument a command declares as its property, shown
/// in help as `<shell>` (the property's name unless `name` says otherwise).
@propertyWrapper
package struct Argument<Value: Sendable>: CommandProperty {
    let definition: @Sendable (_ name: String) -> ArgumentDefinition<Value>
    let name: String?
    private var parsed = ParsedValue<Value>()
    var failure: UsageError? { parsed.failure }

    package var wrappedValue: Value {
        get { parsed.read("an argument") }
        set { parsed.set(newValue) }
    }

    func declarations(named name: String) -> [Declaration] {
        [.argument(definition(self.name ?? name).spec)]
    }

    var typed: [String] { [] }
    var retyped: [String] { [] }

    func filled<Action>(named name: String, from values: OptionValues<Action>) -> Self {
        var filled = self
        filled.parsed.fill { () throws(UsageError) in try values[definition(self.name ?? name)] }
        return filled
    }
}

extension Argument: Equatable where Value: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.parsed == rhs.parsed }
}

extension Argument: Decodable {
    /// Never called: the parser hands a command its arguments already filled (see `PropertyDecoder`).
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "arguments are filled by the parser"))
    }
}

extension Argument where Value: CaseIterable & RawRepresentable<String> {
    /// One of a fixed set of words: `bash`, `zsh`, `fish`.
    package init(name: String? = nil, help: String) {
        self.name = name
        definition = { .choice($0, help: help) }
    }
}

extension Argument where Value == [String] {
    /// One text or more, as given; none at all too when `optional`.
    package init(name: String? = nil, help: String, optional: Bool = false, completion: Completion = .none) {
        self.name = name
        definition = { .repeating($0, help: help, optional: optional, completion: completion) }
    }
}
