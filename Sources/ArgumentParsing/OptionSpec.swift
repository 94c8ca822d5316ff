/// What parsing, help, completions and a manual page need to know of one `--name <value>` option
/// or `--name` flag. Declared through an `Option`, which adds how its text becomes a value.
package struct OptionSpec: Sendable {
    package let name: String
    package let short: Character?
    /// `nil` for a flag that takes no value.
    package let valueName: String?
    package internal(set) var help: String
    /// The values it accepts, as help shows them: "1 to 10000".
    package let range: String?
    /// The default as help shows it: "3", "all".
    package let defaultValue: String?
    /// A variable of the environment that stands in when the option is absent.
    let environmentVariable: String?
    /// Whether it may be given more than once, each value kept.
    let repeats: Bool
    /// What shells offer for its value: folders for a `dir` (see `takesFolder`), else what it was declared with.
    let completion: Completion

    init(
        name: String, short: Character? = nil, valueName: String?, help: String, range: String? = nil,
        defaultValue: String? = nil, environmentVariable: String? = nil, repeats: Bool = false, completion: Completion = .none
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.range = range
        self.defaultValue = defaultValue
        self.environmentVariable = environmentVariable
        self.repeats = repeats
        self.completion = valueName == "dir" ? .folders : completion
    }

    static let help = OptionDefinition.flag("help", short: "h", help: "Show help information.").spec

    /// Whether `typed` (before any `=value`) names it: `--name`, or `-s` for its short name.
    func matches(_ typed: String) -> Bool {
        typed == "--\(name)" || short.map { "-\($0)" } == typed
    }

    /// Whether its value is a folder, which shells complete from the folders there: by convention,
    /// an option whose value is named `dir`.
    var takesFolder: Bool { valueName == "dir" }

    /// `--count <n>` as usage and help show it.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "") + (repeats ? " ..." : "")
        return short.map { "-\($0), \(long)" } ?? long
    }
}
