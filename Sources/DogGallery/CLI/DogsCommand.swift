import ArgumentParsing
import Foundation

/// What the command line asks `dogs` to do.
public enum DogsCommand: Equatable, Sendable {
    case fetch(FetchOptions)
    case breeds(apiBase: URL, json: Bool = false)
    case index(output: String)
    case verify(VerifyOptions)
    case remove(RemoveOptions)
    case schedule(ScheduleOptions)
    case status(StatusOptions)
    /// Text for stdout: help, a completion script, the manual page.
    case help(String)
    case version

    /// Parses the command line as the process received it, byte for byte; help fits `width`.
    /// `gallery` is the gallery the working folder belongs to, which `--out` stands for when absent.
    static func parse(
        raw arguments: [[UInt8]], environment: [String: String] = [:], gallery: String? = nil, width: Int = HelpFormatter.standardWidth
    ) throws(UsageError) -> DogsCommand {
        try parse(ArgumentText.decode(arguments, root: root), environment: environment, gallery: gallery, width: width)
    }

    static func parse(
        _ arguments: [String], environment: [String: String] = [:], gallery: String? = nil, width: Int = HelpFormatter.standardWidth
    ) throws(UsageError) -> DogsCommand {
        let defaults = gallery.map { [out.spec.name: $0] } ?? [:]
        return switch try CommandLineParser.parse(arguments, root: root, environment: environment, defaults: defaults, width: width) {
        case let .help(text): .help(text)
        case let .run(command): command
        }
    }
}
