import ArgumentParsing
import Foundation
import GalleryJobs

/// What a parsed command line asks `dogs` to do (the commands it may name are declared in
/// `DogsCommandTree`).
enum DogsCommand: Equatable, Sendable {
    case fetch(FetchCommand)
    case breeds(BreedsCommand)
    case index(IndexCommand)
    /// `concurrency`: the downloads at once of a repair, fewer when the limit on open files
    /// allows no more (see `OpenFileBudget`).
    case verify(VerifyCommand, concurrency: Int = Downloader.defaultConcurrency)
    case remove(RemoveCommand)
    case schedule(ScheduleCommand)
    case status(StatusCommand)
    /// Text for stdout: help, a completion script.
    case help(String)
    /// The manual page's troff: shown as `man` shows it on a terminal, printed for a pipe.
    case manual(String)
    case version

    /// The folder the command reads or writes (the gallery), nil for one that uses none.
    var folder: String? {
        switch self {
        case let .fetch(command): command.out
        case let .index(command): command.out
        case let .verify(command, _): command.out
        case let .remove(command): command.out
        case let .schedule(command): command.action == .list ? nil : command.out
        case let .status(command): command.out
        case .breeds, .help, .manual, .version: nil
        }
    }

    /// The `--max-time` of a command that takes one: the process ends by it and the grace period.
    var maxTime: Double? {
        switch self {
        case let .fetch(command): command.settings.maxTime
        case let .verify(command, _): command.maxTime
        default: nil
        }
    }

    /// The first of `undecodable` (variables whose value is not UTF-8) that the command reads: a
    /// setting or a path it cannot take as it was given. None for help and the version.
    func unreadableVariable(among undecodable: Set<String>) -> String? {
        let reads: (String) -> Bool
        switch self {
        case .help, .manual, .version: return nil
        case .schedule, .status: reads = { $0.hasPrefix("DOGS_") || Self.caBundleVariables.contains($0) || Self.placeVariables.contains($0) }
        case .fetch, .index, .verify, .remove, .breeds: reads = { $0.hasPrefix("DOGS_") || Self.caBundleVariables.contains($0) }
        }
        return undecodable.filter(reads).min()
    }

    /// Where the schedule is found: the crontab program, the units' folder and the crontab's lock.
    static let placeVariables: Set = ["PATH", "HOME", "XDG_RUNTIME_DIR"]

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
        // `--out`, which every command that takes a gallery declares as `SharedOptions.out`.
        let defaults = gallery.map { [SharedOptions.out.spec.name: $0] } ?? [:]
        return switch try CommandLineParser.parse(arguments, root: root, environment: environment, defaults: defaults, width: width) {
        case let .help(text): .help(text)
        case let .run(command): command
        }
    }
}
