/// `@Option var count = 3`: an option a command declares as its property, named after it
/// (`--count`) unless `name` says otherwise; the parser fills it with the value given.
@propertyWrapper
package struct Option<Value: Sendable>: CommandProperty {
    let definition: @Sendable (_ name: String) -> OptionDefinition<Value>
    let name: String?
    private var parsed = ParsedValue<Value>()
    var failure: UsageError? { parsed.failure }
    /// `$count`: the texts given for it, and whether the command line gave it.
    package private(set) var projectedValue = Given()

    init(name: String?, definition: @escaping @Sendable (_ name: String) -> OptionDefinition<Value>) {
        self.name = name
        self.definition = definition
    }

    /// An option several commands take, declared once as `definition`.
    package init(_ definition: @escaping @Sendable (_ name: String) -> OptionDefinition<Value>) {
        self.init(name: nil, definition: definition)
    }

    package var wrappedValue: Value {
        get { parsed.read("an option") }
        set { parsed.set(newValue) }
    }

    func declarations(named name: String) -> [Declaration] {
        [.option(definition(self.name ?? name))]
    }

    func filled<Action>(named name: String, from values: OptionValues<Action>) -> Self {
        var filled = self
        let definition = definition(self.name ?? name)
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

extension Option {
    /// `--name <value>`: the last one given wins; absent, `wrappedValue`.
    package init(
        wrappedValue: Value, name: String? = nil, value valueName: String, help: String, shown: String? = nil, range: String? = nil,
        environment: String? = nil, requirement: String, completion: Completion = .none, parse: @escaping @Sendable (String) -> Value?
    ) {
        self.init(name: name) {
            .value($0, value: valueName, help: help, default: wrappedValue, shown: shown, range: range, environment: environment,
                   requirement: requirement, completion: completion, parse: parse)
        }
    }

    /// `--name <value>` with no value when absent; help shows `absent` as its default.
    package init<Wrapped>(
        name: String? = nil, short: Character? = nil, value valueName: String, help: String, absent: String? = nil, range: String? = nil,
        requirement: String, parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(name: name) {
            .optional($0, short: short, value: valueName, help: help, absent: absent, range: range, requirement: requirement, parse: parse)
        }
    }

    /// An optional value whose `read` may say why it refuses a text, in place of the requirement.
    package init<Wrapped>(
        name: String? = nil, short: Character? = nil, value valueName: String, help: String, absent: String? = nil, range: String? = nil,
        requirement: String, completion: Completion = .none, read: @escaping @Sendable (String) -> Result<Wrapped, RejectedText>
    ) where Value == Wrapped? {
        self.init(name: name) {
            .optional($0, short: short, value: valueName, help: help, absent: absent, range: range, requirement: requirement,
                      completion: completion, read: read)
        }
    }

    /// `--name <value> ...`: every value given, in order.
    package init<Element>(
        name: String? = nil, value valueName: String, help: String, requirement: String, parse: @escaping @Sendable (String) -> Element?
    ) where Value == [Element] {
        self.init(name: name) { .repeating($0, value: valueName, help: help, requirement: requirement, parse: parse) }
    }
}

extension Option where Value == Int {
    /// `--name <n>`, a whole number in `range`; absent, `wrappedValue`.
    package init(wrappedValue: Int, name: String? = nil, value valueName: String = "n", help: String, in range: ClosedRange<Int>) {
        self.init(name: name) { .integer($0, value: valueName, help: help, default: wrappedValue, in: range) }
    }
}

extension Option where Value == Int? {
    /// `--name <n>`, a whole number in `range`, or none when absent.
    package init(name: String? = nil, value valueName: String = "n", help: String, absent: String, in range: ClosedRange<Int>) {
        self.init(name: name) { .integer($0, value: valueName, help: help, absent: absent, in: range) }
    }
}

extension Option where Value == Double? {
    /// `--name <seconds>`, above 0 and up to `limit`, or none when absent.
    package init(name: String? = nil, secondsUpTo limit: Int, help: String, absent: String) {
        self.init(name: name) { .seconds($0, help: help, absent: absent, upTo: limit) }
    }
}
