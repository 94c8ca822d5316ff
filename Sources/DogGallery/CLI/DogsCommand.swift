import Foundation

/// The options of `dogs fetch`, validated.
public struct FetchOptions: Equatable, Sendable {
    public var request: FetchRequest
    public var output: String
    public var concurrency: Int
    public var apiBase: URL
}

/// What the command line asks `dogs` to do.
public enum DogsCommand: Equatable, Sendable {
    case fetch(FetchOptions)
    case breeds(apiBase: URL)
    case index(output: String)
    /// Help text for stdout.
    case help(String)
    case version

    public static let apiBaseVariable = "DOGS_API_BASE"
    static let defaultOutput = "./gallery"
    static let maxCount = 10_000
    static let maxConcurrency = 32

    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> DogsCommand {
        guard let first = arguments.first else { return .help(HelpFormatter.help(for: root)) }
        switch first {
        case "-h", "--help":
            return .help(HelpFormatter.help(for: root))
        case "--version":
            return .version
        case "help":
            guard arguments.count > 1 else { return .help(HelpFormatter.help(for: root)) }
            return .help(HelpFormatter.help(for: try subcommand(named: arguments[1])))
        default:
            let command = try subcommand(named: first)
            let options = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command)
            if options.flags.contains("help") {
                return .help(HelpFormatter.help(for: command))
            }
            return try make(command, options, environment)
        }
    }

    private static func subcommand(named name: String) throws(UsageError) -> CommandSpec {
        guard let command = root.subcommands.first(where: { $0.name == name }) else {
            throw UsageError(name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'", command: root)
        }
        return command
    }

    private static func make(_ command: CommandSpec, _ options: ParsedOptions, _ environment: [String: String]) throws(UsageError) -> DogsCommand {
        switch command.name {
        case fetchCommand.name:
            let breed = try options.values["breed"].map { (argument: String) throws(UsageError) -> Breed in
                guard let breed = Breed(argument: argument) else {
                    throw UsageError("--breed must be BREED or BREED/SUB in letters, like hound or hound/afghan (got '\(argument)')", command: command)
                }
                return breed
            }
            return .fetch(FetchOptions(
                request: FetchRequest(count: try integer("count", in: options, default: 3, upTo: maxCount, command), breed: breed),
                output: try output(options, command),
                concurrency: try integer("concurrency", in: options, default: Downloader.defaultConcurrency, upTo: maxConcurrency, command),
                apiBase: try apiBase(options, environment, command)
            ))
        case breedsCommand.name:
            return .breeds(apiBase: try apiBase(options, environment, command))
        default:
            return .index(output: try output(options, command))
        }
    }

    private static func integer(
        _ name: String, in options: ParsedOptions, default defaultValue: Int, upTo maximum: Int, _ command: CommandSpec
    ) throws(UsageError) -> Int {
        guard let text = options.values[name] else { return defaultValue }
        guard let value = Int(text), (1...maximum).contains(value) else {
            throw UsageError("--\(name) must be a whole number from 1 to \(maximum) (got '\(text)')", command: command)
        }
        return value
    }

    private static func output(_ options: ParsedOptions, _ command: CommandSpec) throws(UsageError) -> String {
        let output = options.values["out"] ?? defaultOutput
        guard !output.isEmpty else { throw UsageError("--out must name a folder", command: command) }
        return output
    }

    private static func apiBase(_ options: ParsedOptions, _ environment: [String: String], _ command: CommandSpec) throws(UsageError) -> URL {
        let (text, source) = options.values["api-base"].map { ($0, "--api-base") }
            ?? environment[apiBaseVariable].map { ($0, apiBaseVariable) }
            ?? (DogService.defaultBaseURL.absoluteString, "--api-base")
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false,
              url.query == nil, url.fragment == nil
        else {
            throw UsageError("\(source) must be an http(s) URL like \(DogService.defaultBaseURL.absoluteString) (got '\(text)')", command: command)
        }
        return url
    }
}
