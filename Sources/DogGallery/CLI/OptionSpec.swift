/// One `--name <value>` option or `--name` flag, described once for both parsing and help.
struct OptionSpec: Sendable {
    let name: String
    let short: Character?
    /// `nil` for a flag that takes no value.
    let valueName: String?
    let help: String
    let defaultValue: String?
    /// Whether it may be given more than once, each value kept.
    let repeats: Bool

    static func option(_ name: String, value: String, help: String, default defaultValue: String? = nil, repeats: Bool = false) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: value, help: help, defaultValue: defaultValue, repeats: repeats)
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, defaultValue: nil, repeats: false)
    }

    static let help = flag("help", short: "h", help: "Show help information.")

    /// `--count <n>` as usage and help show it.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "") + (repeats ? " ..." : "")
        return short.map { "-\($0), \(long)" } ?? long
    }
}
