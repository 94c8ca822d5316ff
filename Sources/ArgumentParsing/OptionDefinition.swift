import Platform

/// One option under its name: its `spec` drives parsing, help, completions and the manual page,
/// and `read` turns the texts given for it into its typed value. A command's `@Option` or `@Flag`
/// property builds it, named after the property.
package struct OptionDefinition<Value: Sendable>: Sendable {
    package let spec: OptionSpec
    /// What a text must be, for the error naming a bad one: "be a whole number from 1 to 10000".
    let requirement: String
    /// The value of every text given for the option, in order (none when it is absent), or the
    /// text it does not accept.
    let read: @Sendable (_ texts: [String]) -> Result<Value, RejectedText>
}

/// The text an option does not accept, and why when the option says more than its requirement.
package struct RejectedText: Error, Equatable {
    let text: String
    var reason: String?

    package init(text: String, reason: String? = nil) {
        self.text = text
        self.reason = reason
    }
}

extension OptionDefinition {
    /// `--name <value>`: the last one given wins; absent, `defaultValue`.
    /// For an optional value use `optional`, so that a text `parse` refuses is not read as "absent".
    package static func value(
        _ name: String, value valueName: String, help: String, default defaultValue: Value, shown: String? = nil,
        range: String? = nil, environment: String? = nil, requirement: String, completion: Completion = .none, parse: @escaping @Sendable (String) -> Value?
    ) -> OptionDefinition {
        let spec = OptionSpec(
            name: name, valueName: valueName, help: help, range: range, defaultValue: shown ?? "\(defaultValue)", environmentVariable: environment,
            completion: completion
        )
        return OptionDefinition(spec: spec, requirement: requirement) { lastValue(of: $0, absent: defaultValue, parse) }
    }

    /// `--name <value>` with no value when absent; help shows `absent` as its default.
    package static func optional<Wrapped>(
        _ name: String, short: Character? = nil, value valueName: String, help: String, absent: String? = nil, range: String? = nil,
        requirement: String, parse: @escaping @Sendable (String) -> Wrapped?
    ) -> OptionDefinition where Value == Wrapped? {
        optional(name, short: short, value: valueName, help: help, absent: absent, range: range, requirement: requirement) { text in
            parse(text).map { .success($0) } ?? .failure(RejectedText(text: text))
        }
    }

    /// `optional`, with a `read` that may say why it refuses a text, in place of the requirement.
    package static func optional<Wrapped>(
        _ name: String, short: Character? = nil, value valueName: String, help: String, absent: String? = nil, range: String? = nil,
        requirement: String, completion: Completion = .none, read: @escaping @Sendable (String) -> Result<Wrapped, RejectedText>
    ) -> OptionDefinition where Value == Wrapped? {
        let spec = OptionSpec(name: name, short: short, valueName: valueName, help: help, range: range, defaultValue: absent, completion: completion)
        return OptionDefinition(spec: spec, requirement: requirement) { texts in
            // Wrapped explicitly: a refused text must stay a refusal, not become a value of nil.
            guard let text = texts.last else { return .success(nil) }
            return read(text).map(Optional.some)
        }
    }

    /// `--name <value> ...`: every value given, in order.
    package static func repeating<Element>(
        _ name: String, value valueName: String, help: String, requirement: String, parse: @escaping @Sendable (String) -> Element?
    ) -> OptionDefinition where Value == [Element] {
        let spec = OptionSpec(name: name, valueName: valueName, help: help, repeats: true)
        return OptionDefinition(spec: spec, requirement: requirement) { texts in
            var values: [Element] = []
            for text in texts {
                guard let value = parse(text) else { return .failure(RejectedText(text: text)) }
                values.append(value)
            }
            return .success(values)
        }
    }

    /// The value of the last text given (the last one wins), `absent` when none was.
    private static func lastValue<V>(of texts: [String], absent: V, _ parse: (String) -> V?) -> Result<V, RejectedText> {
        guard let text = texts.last else { return .success(absent) }
        return parse(text).map { .success($0) } ?? .failure(RejectedText(text: text))
    }
}

extension OptionDefinition {
    /// The same option, its help saying what it does in one command: for an option several
    /// commands share under one name.
    package func helped(_ help: String) -> OptionDefinition {
        var spec = spec
        spec.help = help
        return OptionDefinition(spec: spec, requirement: requirement, read: read)
    }
}

extension OptionDefinition where Value == Bool {
    /// `--name`, true when given.
    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDefinition {
        OptionDefinition(spec: OptionSpec(name: name, short: short, valueName: nil, help: help), requirement: "be given without a value") { .success(!$0.isEmpty) }
    }
}

extension OptionDefinition where Value == Int {
    /// `--name <n>`, a whole number in `range`.
    package static func integer(_ name: String, value valueName: String = "n", help: String, default defaultValue: Int, in range: ClosedRange<Int>) -> OptionDefinition {
        .value(name, value: valueName, help: help, default: defaultValue, range: Self.shown(range),
               requirement: Self.requirement(range), parse: Self.wholeNumber(in: range))
    }
}

extension OptionDefinition where Value == Int? {
    /// `--name <n>`, a whole number in `range`, or none when absent.
    package static func integer(_ name: String, value valueName: String = "n", help: String, absent: String, in range: ClosedRange<Int>) -> OptionDefinition {
        .optional(name, value: valueName, help: help, absent: absent, range: OptionDefinition<Int>.shown(range),
                  requirement: OptionDefinition<Int>.requirement(range), parse: OptionDefinition<Int>.wholeNumber(in: range))
    }
}

extension OptionDefinition where Value == Double? {
    /// `--name <seconds>`, above 0 and up to `limit`, or none when absent.
    package static func seconds(_ name: String, help: String, absent: String, upTo limit: Int) -> OptionDefinition {
        .optional(name, value: "seconds", help: help, absent: absent, range: "above 0, up to \(limit)",
                  requirement: "be a number of seconds above 0 and up to \(limit)") { text in
            Double(text).flatMap { $0 > 0 && $0 <= Double(limit) ? $0 : nil }
        }
    }
}

private extension OptionDefinition where Value == Int {
    static func shown(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound) to \(range.upperBound)" }
    static func requirement(_ range: ClosedRange<Int>) -> String { "be a whole number from \(range.lowerBound) to \(range.upperBound)" }
    static func wholeNumber(in range: ClosedRange<Int>) -> @Sendable (String) -> Int? {
        { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }
}
