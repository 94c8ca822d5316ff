/// What the parser needs of a property wrapper on a command's struct (`@Option`, `@Flag`,
/// `@Argument`): its declaration under the name the property gives it, and a copy of it holding
/// the value a command line gives.
protocol CommandProperty: Sendable {
    func declaration(named name: String) -> Declaration
    func filled<Action>(named name: String, from values: OptionValues<Action>) throws(UsageError) -> Self
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
