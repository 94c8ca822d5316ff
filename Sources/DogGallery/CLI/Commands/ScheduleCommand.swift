import ArgumentParsing
import DogModel
import Foundation

/// `dogs schedule`'s options, each declared once as the property named after it. The fetch
/// options a scheduled run takes are fetch's own declarations, checked now as fetch checks them;
/// not those that print more than a failure (--json, --verbose, --dry-run), as cron mails
/// whatever a run prints.
struct ScheduleCommand: ParsableCommand, Equatable {
    enum Action: Equatable, Sendable {
        /// Put the gallery's line in the crontab (or write its systemd units), replacing any it has.
        case install
        /// Show dogs' lines in the crontab.
        case list
        /// Take the gallery's line out of the crontab.
        case remove
    }

    @Option(.value(
        "every", value: "interval", help: "How often: 10m, 12m, 15m, 20m, 30m, 1h, 2h, 3h, 4h, 6h, 8h, 12h, 1d or 7d; or hourly, daily or weekly.",
        default: ScheduleInterval.standard, requirement: ScheduleInterval.requirement, completion: .words(ScheduleInterval.forms), parse: ScheduleInterval.init(argument:)
    )) var every: ScheduleInterval
    @Option(SharedOptions.count) var count: Int
    @Option(SharedOptions.breed) var breed: BreedQuery.Reading?
    @OptionGroup var settings: FetchSettings
    @Option(SharedOptions.prometheusFile) var prometheusFile: String?
    @Option(SharedOptions.out) var out: String
    @Flag(help: "List the galleries this user's crontab and systemd user timers fetch into, with their intervals and commands.") var list: Bool
    @Flag(help: "Take the gallery's line out of the crontab (with --systemd, its units out of ~/.config/systemd/user).") var remove: Bool
    @Flag(help: "Print the crontab line (with --systemd, the units) and change nothing.") var print: Bool
    @Flag(help: "Write a systemd user service and timer to ~/.config/systemd/user instead of a crontab line.") var systemd: Bool
    @Flag(help: "Schedule only the options given: drop those the gallery's schedule had, which are otherwise kept.") var reset: Bool
    @Flag(help: "With --list, print the galleries scheduled as one JSON object.") var json: Bool

    func check() throws(ValidationError) {
        if list, let other = Set(typed).subtracting([$list.name, $json.name]).sorted().first {
            throw ValidationError("--list takes no other option but --json (got --\(other))")
        }
        if json, !list {
            throw ValidationError("--json prints the list, and goes only with --list")
        }
        if remove, let other = Set(typed).subtracting([$remove.name, $out.name, $systemd.name]).sorted().first {
            throw ValidationError("--remove takes no option but --out and --systemd (got --\(other))")
        }
    }

    /// The interval given, nil when `--every` was not: the schedule's own, or the standard one, then.
    var everyGiven: ScheduleInterval? {
        typed.contains($every.name) ? every : nil
    }

    func validate() throws(ValidationError) {
        _ = try askedBreed()
    }

    var action: Action {
        list ? .list : remove ? .remove : .install
    }

    /// The fetch options for the scheduled run, as given (`--count`, `5`, …), checked as fetch
    /// checks them; the breed as this dogs reads it, written as the API knows it, so that a
    /// later dogs reads it alike.
    var fetchArguments: [String] {
        let asked = (try? askedBreed()) ?? nil
        return $count.retyped + (asked.map { ["--\($breed.name)", $0.description] } ?? []) + settings.retyped + $prometheusFile.retyped
    }

    private func askedBreed() throws(ValidationError) -> Breed? {
        try FetchCommand.breedAsked(breed, scheduled: false).0
    }
}
