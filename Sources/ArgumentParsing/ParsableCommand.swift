/// A command whose options and arguments are its properties, each declared once with `@Option`,
/// `@Flag` or `@Argument`, as swift-argument-parser has them: the parser finds the declarations
/// in a blank instance (`init()`), builds the command's help, usage and completions from them,
/// and hands the command back with every property filled from the command line.
package protocol ParsableCommand: Decodable, Sendable {
    init()
    /// Checks that read only the flags and which options were typed (`$name.typed`), made before
    /// any option's value is read: a mistake in how options go together is named first.
    func check() throws(ValidationError)
    /// Checks that concern several options' values, once each has been read.
    func validate() throws(ValidationError)
}

/// Why a command line whose every value is good cannot run as a whole: a usage error, with the
/// usage line of the command that threw it.
package struct ValidationError: Error {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

extension ParsableCommand {
    package func check() throws(ValidationError) {}
    package func validate() throws(ValidationError) {}

    /// The command named `name` that runs `action` on this type, parsed and checked; `action`
    /// gives nil when the command line asks only for the command's help.
    package static func command<Action>(
        _ name: String, abstract: String, discussion: String = "", sections: [HelpSection] = [], subcommands: [CommandSpec<Action>] = [],
        action: @escaping @Sendable (Self) throws(ValidationError) -> Action?
    ) -> CommandSpec<Action> {
        let declared = properties.flatMap { $0.property.declarations(named: $0.name) }
        return CommandSpec(
            name: name, abstract: abstract, discussion: discussion, sections: sections,
            arguments: declared.compactMap { if case let .argument(argument) = $0 { argument } else { nil } },
            options: declared.compactMap { if case let .option(option) = $0 { option } else { nil } },
            subcommands: subcommands
        ) { values throws(UsageError) in
            let command = filled(from: values)
            do throws(ValidationError) {
                try command.check()
            } catch {
                throw values.usageError(error.reason)
            }
            if let failure = command.failure { throw failure }
            do throws(ValidationError) {
                try command.validate()
                return try action(command)
            } catch {
                throw values.usageError(error.reason)
            }
        }
    }

    /// The command with each property holding what `values` give it, or why a text is no value.
    static func filled<Action>(from values: OptionValues<Action>) -> Self {
        var filled: [String: any CommandProperty] = [:]
        for (key, name, property) in properties {
            filled[key] = property.filled(named: name, from: values)
        }
        do {
            return try Self(from: PropertyDecoder(properties: filled))
        } catch {
            preconditionFailure("\(Self.self) has a stored property that is no @Option, @Flag or @Argument: \(error)")
        }
    }

    /// Why the first text refused, in the order the properties are declared, is no value.
    var failure: UsageError? {
        Mirror(reflecting: self).children.lazy.compactMap { ($0.value as? any CommandProperty)?.failure }.first
    }

    /// The long names of the options the command line gave, in the order they are declared.
    package var typed: [String] {
        Mirror(reflecting: self).children.flatMap { ($0.value as? any CommandProperty)?.typed ?? [] }
    }

    /// Its options as a command line gives them again, in the order they are declared: each
    /// `--name value` given, on the command line or by an environment variable.
    package var retyped: [String] {
        Mirror(reflecting: self).children.flatMap { ($0.value as? any CommandProperty)?.retyped ?? [] }
    }

    /// The declared properties in the order they are written: by the key the type's `Decodable`
    /// conformance reads each under (`count` for `_count`), and the name it gives its option.
    static var properties: [(key: String, name: String, property: any CommandProperty)] {
        Mirror(reflecting: Self()).children.compactMap { child in
            guard let label = child.label, let property = child.value as? any CommandProperty else { return nil }
            let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return (key, PropertyName.kebab(key), property)
        }
    }
}
