import ArgumentParsing
import DogModel
import Foundation
import GalleryJobs
import Platform
import PureSupport

/// `dogs fetch`: its options, each declared once as the property named after it, and its run.
struct FetchCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "fetch",
        abstract: "Download random dog pictures into a gallery folder.",
        discussion: """
        Adds the pictures to the folder's manifest.jsonl, skipping any it already holds, and
        writes the pages they land on in pages/ and index.html, index.md and feed.xml. Running it
        again adds to the gallery; a full page changes only once more, to link the next. Only one
        run changes a gallery at a time. dogs touches only files it made: a new gallery is made
        only in a new or empty folder, and other files in images/ are left alone.
        """,
        exitCodes: ExitCodeTable(
            [.success, .partialFailure, .usage, .dataError, .unavailable, .software, .systemRefused, .cannotCreate, .outputFailed, .busy, .timedOut],
            meanings: [.usage: "usage error, or a breed dog.ceo does not know"]
        ),
        examples: RootCommand.examples
    )

    @Option(SharedOptions.count) var count: Int
    @Option(SharedOptions.breed) var breed: BreedQuery.Reading?
    @Option(SharedOptions.out) var out: String
    @OptionGroup var settings: FetchSettings
    @Flag(help: "Ask the API and print what would be downloaded and what --keep would remove; write nothing. Not with --json or --quiet.")
    var dryRun: Bool
    @Flag(SharedOptions.json.helped("Print the run as one JSON object instead of the summary line.")) var json: Bool
    @Flag(short: "q", help: "Print nothing on success; errors still go to stderr.") var quiet: Bool
    @Flag(short: "v", help: "Log each request with its status and time, and each retry with its wait and cause, to stderr.") var verbose: Bool
    @Option(.optional(
        "every", value: "interval",
        help: "How often this fetch is scheduled ('dogs schedule' writes it): kept with the run's record, so that 'dogs status' tells a late run from the record alone.",
        absent: "not scheduled", requirement: ScheduleInterval.requirement, parse: ScheduleInterval.init(argument:)
    )) var every: ScheduleInterval?
    @Option(SharedOptions.prometheusFile) var prometheusFile: String?

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await app.fetch(self, environment: environment, output: output)
    }

    var gallery: String? { out }
    var maxTime: Double? { settings.maxTime }

    /// The API's connection besides the downloads.
    func openFileBudget(cores _: Int) -> OpenFileBudget? {
        OpenFileBudget(fixed: 1, transfers: settings.concurrency)
    }

    func downloading(_ transfers: Int) -> Self {
        var fitted = self
        fitted.settings.concurrency = transfers
        return fitted
    }

    func check() throws(ValidationError) {
        if dryRun, let other = json ? $json.name : quiet ? $quiet.name : nil {
            throw ValidationError("--dry-run prints its plan as text and cannot be combined with --\(other)")
        }
    }

    func validate() throws(ValidationError) {
        _ = try breedAsked()
    }

    /// What the run asks of the gallery, the breed as `breedAsked` reads it.
    var request: FetchRequest {
        FetchRequest(count: count, breed: asked.breed, keep: settings.keep, siteURL: settings.siteURL, title: settings.title, listsPictures: json)
    }

    /// What the run says on stderr before it starts, under --quiet too.
    var warnings: [String] {
        asked.warning.map { [$0] } ?? []
    }

    /// Every line dogs schedule wrote runs with --quiet, those of an earlier dogs without --every.
    private func breedAsked() throws(ValidationError) -> (breed: Breed?, warning: String?) {
        try Self.breedAsked(breed, scheduled: every != nil || quiet)
    }

    /// `breedAsked`, which `validate` accepted before the command was run.
    private var asked: (breed: Breed?, warning: String?) {
        (try? breedAsked()) ?? (nil, nil)
    }

    /// The breed a fetch asks for: what the name means. A scheduled run fetches what the dogs
    /// that scheduled it took the name for, where that differs, with a warning that says how to
    /// schedule it anew: a line in a crontab keeps working across an upgrade, and says so.
    static func breedAsked(_ reading: BreedQuery.Reading?, scheduled: Bool) throws(ValidationError) -> (Breed?, warning: String?) {
        guard let reading else { return (nil, nil) }
        if scheduled, let earlier = reading.earlier {
            let now = switch reading.meaning {
            case let .success(breed): "now means '\(breed)'"
            case let .failure(unknown): unknown.isQuestion ? "may now mean several breeds" : "now names no breed"
            }
            let name = BreedNames.common(forKey: earlier.key).map { " (\($0))" } ?? ""
            return (earlier, "warning: the scheduled --breed '\(TerminalText.oneLine(reading.typed, maxLength: 80))' \(now); this run fetches '\(earlier)'\(name) as before: "
                + "schedule the gallery again with --breed \(earlier) to keep it")
        }
        switch reading.meaning {
        case let .success(breed): return (breed, nil)
        case let .failure(unknown): throw ValidationError("--breed: \(unknown)")
        }
    }
}
