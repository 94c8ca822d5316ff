/// What the parser left in an `@Option` or `@Argument`: the value it read, or why it refused
/// the text given.
struct ParsedValue<Value: Sendable>: Sendable {
    private var value: Value?
    private(set) var failure: UsageError?

    /// The value; read before the parser filled it, a mistake in the command's own code.
    func read(_ what: String) -> Value {
        guard let value else { preconditionFailure("\(what) read before the parser filled it") }
        return value
    }

    mutating func set(_ newValue: Value) {
        value = newValue
    }

    /// Takes what `read` gives, or keeps its refusal in place of a value.
    mutating func fill(_ read: () throws(UsageError) -> Value) {
        do {
            value = try read()
        } catch {
            failure = error
        }
    }
}

extension ParsedValue: Equatable where Value: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}
