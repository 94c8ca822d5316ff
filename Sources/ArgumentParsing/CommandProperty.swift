/// What the parser needs of a property wrapper on a command's struct (`@Option`, `@Flag`,
/// `@Argument`): its declaration under the name the property gives it, and a copy of it holding
/// the value a command line gives, or why the text given is none.
protocol CommandProperty: Sendable {
    /// One for an option or an argument, every one of its type's for an `@OptionGroup`.
    func declarations(named name: String) -> [Declaration]
    func filled<Action>(named name: String, from values: OptionValues<Action>) -> Self
    /// Why the text given for it (or for the first of a group's that has one) is no value it takes.
    var failure: UsageError? { get }
    /// The long names of the options it holds that the command line gave.
    var typed: [String] { get }
    /// What it holds, as a command line would give it again (see `Given.retyped`).
    var retyped: [String] { get }
}

enum Declaration {
    case option(OptionSpec)
    case argument(ArgumentSpec)
}
