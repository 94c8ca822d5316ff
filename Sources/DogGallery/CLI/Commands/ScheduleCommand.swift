import ArgumentParsing
import DogModel
import Foundation

/// `dogs schedule`'s options, each declared once as the property named after it. The fetch
/// options a scheduled run takes are fetch's own declarations, checked now as fetch checks them;
/// not those that print more than a failure (--json, --verbose, --dry-run), as cron mails
/// whatever a run prints.
struct ScheduleCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "schedule",
        abstract: "Fetch into a gallery from cron: put its line in this user's crontab, or list or remove such lines.",
        discussion: """
        The line runs this very dogs binary by its absolute path, 'dogs fetch' with the fetch
        options given (checked now, as fetch checks them) and --quiet, into the gallery by its
        absolute path, so it works with cron's bare environment and mails only failures. It
        runs at a minute taken from the gallery's path, never at minute 0, so galleries do not
        all ask dog.ceo at once. Scheduling a gallery again replaces its line, keeping the
        options it had that are not given anew (--reset drops them), and says which; every other
        line of the crontab is left as it was. A gallery has one schedule: --systemd takes its
        crontab line out, and a crontab line its units. --every takes only intervals cron can
        keep exactly.
        """,
        exitCodes: ExitCodeTable(
            [.success, .usage, .dataError, .unavailable, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
            meanings: [
                .success: "the schedule was installed, listed, removed or printed",
                .usage: "usage error, a fetch option fetch would refuse, or --remove for a gallery that is not scheduled",
                .unavailable: "no crontab command (install cron, or cronie on Fedora; --print works without), or crontab failed",
                .cannotCreate: "the gallery cannot be made or written by this user (as its runs would find), the systemd units could not be written, or the crontab's lock could not be had",
                .busy: "the crontab kept changing while dogs changed it; nothing was changed",
            ], stoppable: false
        ),
        examples: [
            .init(term: "dogs schedule --count 3 --keep 500 --out /var/www/dogs", text: "Add 3 pictures to /var/www/dogs every hour, from this user's crontab:"),
            .init(term: "dogs schedule --every 30m --print", text: "See the line for ./gallery every 30 minutes, changing nothing:"),
            .init(term: "dogs schedule --list", text: "The galleries scheduled, how often, and their commands:"),
            .init(term: "dogs schedule --prometheus-file /var/lib/dogs/dogs.prom --out /var/www/dogs", text: "Add metrics to its schedule, keeping the rest:"),
            .init(term: "dogs schedule --remove --out /var/www/dogs", text: "Stop fetching into /var/www/dogs:"),
            .init(term: "dogs schedule --systemd --out /var/www/dogs", text: "A systemd timer instead, for hosts without cron (it says how to start it):"),
        ]
    )

    /// Where the schedule is found: the crontab program, the units' folder and the crontab's lock.
    static let placeVariables: Set = ["PATH", "HOME", "XDG_RUNTIME_DIR"]

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
    @Flag(SharedOptions.json.helped("With --list, print the galleries scheduled as one JSON object.")) var json: Bool

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await app.schedule(self, environment: environment, output: output)
    }

    var gallery: String? { action == .list ? nil : out }

    func reads(_ name: String) -> Bool {
        name.hasPrefix("DOGS_") || RootCommand.caBundleVariables.contains(name) || Self.placeVariables.contains(name)
    }

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
