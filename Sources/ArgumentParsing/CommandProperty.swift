/// What the parser needs of a property wrapper on a command's struct (`@Option`, `@Flag`,
/// `@Argument`): its declaration under the name the property gives it, and a copy of it holding
/// the value a command line gives.
protocol CommandProperty: Sendable {
    /// One for an option or an argument, every one of its type's for an `@OptionGroup`.
    func declarations(named name: String) -> [Declaration]
    func filled<Action>(named name: String, from values: OptionValues<Action>) throws(UsageError) -> Self
    /// The long names of the options it holds that the command line gave.
    var typed: [String] { get }
    /// What it holds, as a command line would give it again (see `Given.retyped`).
    var retyped: [String] { get }
}

/// What an option's property holds besides its value: the texts given for it, on the command line
/// or by its environment variable, and whether the command line gave it.
package struct Given: Equatable, Sendable {
    /// The option's long name.
    package var name = ""
    package var texts: [String] = []
    package var typed = false

    /// The option as a command line gives it again: `--count 5`, or nothing when absent.
    package var retyped: [String] {
        texts.flatMap { ["--\(name)", $0] }
    }
}

enum Declaration {
    case option(any OptionDeclaration)
    case argument(any ArgumentDeclaration)
}

enum PropertyName {
    /// The long name of an option a property declares: `maxTime` is `max-time`, `siteURL` is
    /// `site-url`, as swift-argument-parser names them.
    static func kebab(_ property: String) -> String {
        var name = ""
        var previous: Character?
        for character in property {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { name.append("-") }
            name += character.lowercased()
            previous = character
        }
        return name
    }
}
