/// `@OptionGroup var fetch: ScheduledFetch`: the options another type declares, taken by this
/// command too, where the property stands among its own.
@propertyWrapper
package struct OptionGroup<Value: ParsableCommand>: CommandProperty {
    package var wrappedValue: Value

    package init() {
        wrappedValue = Value()
    }

    func declarations(named _: String) -> [Declaration] {
        Value.properties.flatMap { $0.property.declarations(named: $0.name) }
    }

    func filled<Action>(named _: String, from values: OptionValues<Action>) -> Self {
        var filled = self
        filled.wrappedValue = Value.filled(from: values)
        return filled
    }

    var failure: UsageError? { wrappedValue.failure }

    var typed: [String] { wrappedValue.typed }
    var retyped: [String] { wrappedValue.retyped }
}

extension OptionGroup: Equatable where Value: Equatable {}

extension OptionGroup: Decodable {
    /// Never called: the parser hands a command its groups already filled (see `PropertyDecoder`).
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "groups are filled by the parser"))
    }
}
