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
