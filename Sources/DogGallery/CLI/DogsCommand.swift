import Foundation

/// What the command line asks `dogs` to do.
public enum DogsCommand: Equatable, Sendable {
    case fetch(FetchOptions)
    case breeds(apiBase: URL)
    case index(output: String)
    /// Text for stdout: help, a completion script, the manual page.
    case help(String)
    case version

    public static let apiBaseVariable = "DOGS_API_BASE"
    static let defaultOutput = "./gallery"
    public static let defaultTimeout = 30
    static let maxCount = 10_000
    static let maxConcurrency = 32
    static let maxRetries = 10
    static let maxKeep = 1_000_000
    static let maxSeconds = 86_400

    /// Parses the command line as the process received it, byte for byte.
    public static func parse(raw arguments: [[UInt8]], environment: [String: String] = [:]) throws(UsageError) -> DogsCommand {
        try parse(ArgumentText.decode(arguments), environment: environment)
    }

    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> DogsCommand {
        guard let first = arguments.first else { return .help(HelpFormatter.help(for: root)) }
        switch first {
        case "-h", "--help":
            return .help(HelpFormatter.help(for: root))
        case "--version":
            return .version
        case "help":
            guard arguments.count > 1, !["-h", "--help"].contains(arguments[1]) else { return .help(HelpFormatter.help(for: root)) }
            return .help(HelpFormatter.help(for: try subcommand(named: arguments[1])))
        default:
            let command = try subcommand(named: first)
            let options = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command)
            if options.flags.contains(OptionSpec.help.name) {
                return .help(HelpFormatter.help(for: command))
            }
            return try OptionValues(options: options, spec: command, environment: environment).command()
        }
    }

    static func subcommand(named name: String) throws(UsageError) -> CommandSpec {
        guard let command = root.subcommands.first(where: { $0.name == name }) else {
            throw UsageError(name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'", command: root)
        }
        return command
    }
}
