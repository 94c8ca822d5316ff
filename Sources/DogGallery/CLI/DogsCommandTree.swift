import ArgumentParsing
import DogCEOClient
import DogModel
import Foundation
import GalleryJobs
import Platform

/// The command tree of `dogs`: the root and its subcommands, each option declared once with its
/// help, default and range, each command's exit codes, and each command's way of turning what
/// was given into the `DogsCommand` it asks for.
extension DogsCommand {
    public static let apiBaseVariable = "DOGS_API_BASE"
    public static let defaultTimeout = 30

    static let count = OptionDefinition.integer("count", help: "How many new pictures to add.", default: FetchRequest.defaultCount, in: 1...10_000)
    static let breed: OptionDefinition<BreedQuery.Reading?> = .optional(
        "breed", value: "breed", help: "Only this breed or sub-breed: hound, hound/afghan (as 'dogs breeds' lists them), hound-afghan or \"Afghan Hound\".",
        requirement: "be a breed like hound, hound/afghan, hound-afghan or \"Afghan Hound\"", completion: .names(breedNames)
    ) { (text: String) -> Result<BreedQuery.Reading, RejectedText> in
        // A question is answered later, once it is known whether a schedule asks it (see `breedAsked`).
        let reading = BreedQuery.reading(of: text)
        if case let .failure(unknown) = reading.meaning, !unknown.isQuestion, reading.earlier == nil {
            return .failure(RejectedText(text: text, reason: "--breed: \(unknown)"))
        }
        return .success(reading)
    }
    static let out = OptionDefinition.value(
        "out", value: "dir", help: "The gallery folder.", default: "./gallery", shown: "the gallery you are in, else ./gallery", requirement: "name a folder"
    ) { $0.isEmpty ? nil : $0 }
    static let concurrency = OptionDefinition.integer("concurrency", help: "Pictures downloaded at once.", default: Downloader.defaultConcurrency, in: 1...32)
    static let retries = OptionDefinition.integer(
        "retries", help: "Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429; not a host name that does not resolve); 0 turns retrying off.",
        default: RetryPolicy.defaultRetries, in: 0...10
    )
    static let timeout = OptionDefinition.integer(
        "timeout", value: "seconds", help: "How long a request may wait for the server, in whole seconds.", default: defaultTimeout, in: 1...86_400
    )
    static let maxTime = OptionDefinition.seconds("max-time", help: "Stop the whole run after this long, keeping what is complete.", absent: "no limit", upTo: 86_400)
    static let maxBytes = OptionDefinition.value(
        "max-bytes", value: "size", help: "The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.",
        default: Downloader.defaultMaxBytes, shown: ByteSize.text(Downloader.defaultMaxBytes), range: "1 to \(ByteSize.text(1 << 40))",
        requirement: "be a size from 1 to \(ByteSize.text(1 << 40)), like 500K or 20M"
    ) { ByteSize.bytes(in: $0).flatMap { (1...(1 << 40)).contains($0) ? $0 : nil } }
    static let allowHost = OptionDefinition.repeating(
        "allow-host", value: "host", help: "Also download pictures from https://<host> (or host:port). For a local http mirror, point --api-base at it.",
        requirement: "be a host name like images.example.org, with a port if needed", parse: AddressArgument.host
    )
    static let keep = OptionDefinition.integer("keep", help: "Keep only the newest n pictures, removing older ones in the same update.", absent: "all", in: 1...1_000_000)
    static let siteURL = OptionDefinition.value(
        "site-url", value: "url", help: "Where the gallery is published, for absolute links in feed.xml; remembered. \"\" forgets it.",
        default: RememberedSetting<URL>.keep, shown: "the one remembered",
        requirement: "be an http(s) URL like https://example.org/dogs/, or \"\" to forget it"
    ) { $0.isEmpty ? .clear : AddressArgument.httpURL($0).map(RememberedSetting.set) }
    static let title = OptionDefinition.value(
        "title", value: "text", help: "The gallery's title on its front page and in its feed; remembered. \"\" goes back to Dogs.",
        default: RememberedSetting<String>.keep, shown: "the one remembered, else Dogs",
        requirement: GalleryTitle.requirement
    ) { text in
        let title = text.trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? .clear : GalleryTitle.isValid(title) ? .set(title) : nil
    }
    static let apiBase = OptionDefinition.value(
        "api-base", value: "url", help: "The Dog CEO API to ask; \(apiBaseVariable) sets it when this is absent.",
        default: DogService.defaultBaseURL, shown: DogService.defaultBaseURL.absoluteString, environment: apiBaseVariable,
        requirement: "be an http(s) URL like \(DogService.defaultBaseURL.absoluteString)", parse: AddressArgument.httpURL
    )
    static let dryRun = OptionDefinition.flag("dry-run", help: "Ask the API and print what would be downloaded and what --keep would remove; write nothing. Not with --json or --quiet.")
    static let json = OptionDefinition.flag("json", help: "Print the run as one JSON object instead of the summary line.")
    static let breedsJSON = OptionDefinition.flag("json", help: "Print the breeds as one JSON object, errors too.")
    static let quiet = OptionDefinition.flag("quiet", short: "q", help: "Print nothing on success; errors still go to stderr.")
    static let verbose = OptionDefinition.flag("verbose", short: "v", help: "Log each request with its status and time, and each retry with its wait and cause, to stderr.")
    static let showVersion = OptionDefinition.flag("version", short: "V", help: "Show the version.")
    static let shell = ArgumentDefinition<Shell>.choice("shell", help: "The shell to complete in.")
    static let pictures = ArgumentDefinition<[String]>.repeating(
        "picture", help: "A picture to remove: its file as the gallery shows it (images/pug_n02110958_1.jpg), its file name, or its source URL.",
        completion: .files(in: GalleryLayout.imagesFolder, marker: Manifest.fileName, fallback: "gallery")
    )
    /// What shells offer for a breed: the keys `dogs breeds` lists, and the names people type.
    static let breedNames = BreedQuery.keys.compactMap(Breed.init(argument:)).map { Completion.Candidate($0.description, BreedsListing.name(of: $0)) }
        + BreedNames.spoken.map { Completion.Candidate($0.name, Breed(key: $0.key).description) }
    static let breedFilter = ArgumentDefinition<[String]>.repeating(
        "word", help: "List only the breeds whose names hold every word given: terrier, or german shepherd.", optional: true
    )
    static let reportJSON = OptionDefinition.flag("json", help: "Print the report as one JSON object, errors too.")
    static let removeDryRun = OptionDefinition.flag("dry-run", help: "Print what would be removed; write nothing.")
    static let every = OptionDefinition.value(
        "every", value: "interval", help: "How often: 10m, 12m, 15m, 20m, 30m, 1h, 2h, 3h, 4h, 6h, 8h, 12h, 1d or 7d; or hourly, daily or weekly.",
        default: ScheduleInterval.standard, requirement: ScheduleInterval.requirement, completion: .words(ScheduleInterval.forms), parse: ScheduleInterval.init(argument:)
    )
    static let list = OptionDefinition.flag("list", help: "List the galleries this user's crontab and systemd user timers fetch into, with their intervals and commands.")
    static let unschedule = OptionDefinition.flag("remove", help: "Take the gallery's line out of the crontab (with --systemd, its units out of ~/.config/systemd/user).")
    static let listJSON = OptionDefinition.flag("json", help: "With --list, print the galleries scheduled as one JSON object.")
    static let printOnly = OptionDefinition.flag("print", help: "Print the crontab line (with --systemd, the units) and change nothing.")
    static let systemd = OptionDefinition.flag(
        "systemd", help: "Write a systemd user service and timer to ~/.config/systemd/user instead of a crontab line."
    )
    static let scheduled = OptionDefinition.optional(
        "every", value: "interval", help: "How often this fetch is scheduled ('dogs schedule' writes it): kept with the run's record, so that 'dogs status' tells a late run from the record alone.",
        absent: "not scheduled", requirement: ScheduleInterval.requirement, parse: ScheduleInterval.init(argument:)
    )
    static let prometheusFile = OptionDefinition.optional(
        "prometheus-file", value: "file", help: "Write the gallery's metrics, as 'dogs status --prometheus' prints them, to this file (node_exporter's textfile collector reads it), replacing it in one step.",
        requirement: "name a file"
    ) { $0.isEmpty ? nil : $0 }
    /// The options of fetch a scheduled run takes, in fetch's order; not those that print more
    /// than a failure (--json, --verbose, --dry-run), as cron mails whatever a run prints.
    static let scheduledFetchOptions: [any OptionDeclaration] = [
        count, breed, concurrency, retries, timeout, maxTime, maxBytes, allowHost, keep, siteURL, title, apiBase, prometheusFile,
    ]
    static let statusJSON = OptionDefinition.flag("json", help: "Print the status as one JSON object, as 'dogs fetch --json' prints its run.")
    static let prometheus = OptionDefinition.flag("prometheus", help: "Print the gallery's metrics in Prometheus' text format instead, for node_exporter's textfile collector.")
    static let warningAfter = OptionDefinition.optional(
        "warning", short: "w", value: "age", help: "WARNING when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "two intervals of the schedule, else 25h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )
    static let criticalAfter = OptionDefinition.optional(
        "critical", short: "c", value: "age", help: "CRITICAL when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "four intervals of the schedule, else 49h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )
    static let repair = OptionDefinition.flag(
        "repair", help: "Download missing and damaged pictures again from their sources; drop from the manifest those that cannot be had again."
    )

    static let fetchExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .unavailable, .software, .systemRefused, .cannotCreate, .outputFailed, .busy, .timedOut],
        meanings: [.usage: "usage error, or a breed dog.ceo does not know"]
    )

    static let fetchCommand: CommandSpec<DogsCommand> = .init(
        name: "fetch",
        abstract: "Download random dog pictures into a gallery folder.",
        discussion: """
        Adds the pictures to the folder's manifest.jsonl, skipping any it already holds, and
        writes the pages they land on in pages/ and index.html, index.md and feed.xml. Running it
        again adds to the gallery; pages already full never change. Only one run changes a gallery
        at a time. dogs touches only files it made: a folder holding pages or
        pictures of someone else's is refused, and other files in images/ are left alone.
        """,
        sections: [fetchExitCodes.section, examples],
        options: [
            count, breed, out, concurrency, retries, timeout, maxTime, maxBytes, allowHost, keep, siteURL, title, apiBase, dryRun, json, quiet, verbose, scheduled,
            prometheusFile,
        ]
    ) { values throws(UsageError) in
        let (isDryRun, printsJSON, isQuiet) = (try values[dryRun], try values[json], try values[quiet])
        if isDryRun, let other = printsJSON ? json : isQuiet ? quiet : nil {
            throw values.usageError("--dry-run prints its plan as text and cannot be combined with --\(other.spec.name)")
        }
        let every = try values[scheduled]
        // Every line dogs schedule wrote runs with --quiet, those of an earlier dogs without --every.
        let (asked, warning) = try breedAsked(try values[breed], scheduled: every != nil || isQuiet, values: values)
        return .fetch(FetchOptions(
            request: FetchRequest(count: try values[count], breed: asked, keep: try values[keep], siteURL: try values[siteURL],
                                  title: try values[title]),
            output: try values[out], concurrency: try values[concurrency], apiBase: try values[apiBase], retries: try values[retries],
            timeout: try values[timeout], maxTime: try values[maxTime], maxBytes: try values[maxBytes], allowedHosts: try values[allowHost],
            quiet: isQuiet, verbose: try values[verbose], json: printsJSON, dryRun: isDryRun, every: every,
            prometheusFile: try values[prometheusFile], warnings: warning.map { [$0] } ?? []
        ))
    }

    /// The breed a fetch asks for: what the name means. A scheduled run fetches what the dogs
    /// that scheduled it took the name for, where that differs, with a warning that says how to
    /// schedule it anew: a line in a crontab keeps working across an upgrade, and says so.
    static func breedAsked(_ reading: BreedQuery.Reading?, scheduled: Bool, values: OptionValues<DogsCommand>) throws(UsageError) -> (Breed?, warning: String?) {
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
        case let .failure(unknown): throw values.usageError("--breed: \(unknown)")
        }
    }

    static let breedsExitCodes = ExitCodeTable(
        [.success, .usage, .dataError, .unavailable, .software, .systemRefused, .outputFailed],
        meanings: [.success: "the breeds were listed"], stoppable: false
    )

    static let breedsCommand: CommandSpec<DogsCommand> = .init(
        name: "breeds",
        abstract: "List the breeds dog.ceo knows, one a line: the key --breed takes (hound/afghan) and the name people use.",
        sections: [breedsExitCodes.section],
        arguments: [breedFilter],
        options: [apiBase, breedsJSON]
    ) { values throws(UsageError) in
        let words = try values[breedFilter]
        return .breeds(apiBase: try values[apiBase], json: try values[breedsJSON], filter: words.isEmpty ? nil : words.joined(separator: " "))
    }

    static let indexExitCodes = ExitCodeTable(
        [.success, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [.success: "every page was written"]
    )

    static let indexCommand: CommandSpec<DogsCommand> = .init(
        name: "index",
        abstract: "Rebuild index.html, index.md, feed.xml and pages/ from the gallery's manifest.",
        sections: [indexExitCodes.section],
        options: [out]
    ) { values throws(UsageError) in
        .index(output: try values[out])
    }

    static let verifyExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [
            .success: "the gallery is sound (with --repair: every picture it lists is sound afterwards)",
            .partialFailure: "the gallery has problems (with --repair: some are left to try again)",
        ]
    )

    static let verifyCommand: CommandSpec<DogsCommand> = .init(
        name: "verify",
        abstract: "Check every picture against the manifest (present, size, SHA-256, format) and list files it does not know.",
        discussion: """
        Reads only, unless --repair is given: then each missing or damaged picture is
        downloaded again from its source, with every check 'dogs fetch' makes, and put back
        only if its bytes are the ones the manifest records; one that cannot be had again is
        dropped from the manifest, and the pages are rendered again. Nothing is deleted, and
        files dogs did not make are only listed. --retries, --timeout, --max-bytes, --allow-host
        and --api-base shape those downloads as they do a fetch's, and go only with --repair.
        """,
        sections: [verifyExitCodes.section],
        options: [out, repair, retries, timeout, maxBytes, allowHost, apiBase, reportJSON]
    ) { values throws(UsageError) in
        let repairs = try values[repair]
        // Options for the downloads alone: given without them, they are a mistake, not a no-op.
        let downloading = [allowHost.spec, apiBase.spec].map { ($0, "tells --repair where it may download from") }
            + [retries.spec, timeout.spec, maxBytes.spec].map { ($0, "applies to --repair's downloads") }
        if !repairs, let (other, use) = downloading.first(where: { values.parsed.values[$0.0.name] != nil }) {
            throw values.usageError("--\(other.name) \(use); without --repair, verify downloads nothing")
        }
        return .verify(VerifyOptions(
            output: try values[out], repair: repairs, apiBase: try values[apiBase], allowedHosts: try values[allowHost],
            retries: try values[retries], timeout: try values[timeout], maxBytes: try values[maxBytes], json: try values[reportJSON]
        ))
    }

    static let removeExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [
            .success: "every picture named was removed (a page that could not be written gives 1)",
            .usage: "usage error, or a picture to remove that the gallery does not hold",
            .partialFailure: "the pictures were removed, but a page could not be written (the next run writes it)",
        ]
    )

    static let removeCommand: CommandSpec<DogsCommand> = .init(
        name: "remove",
        abstract: "Remove pictures from the gallery, so that no later fetch brings them back.",
        discussion: """
        Deletes each picture's file, drops its entry from manifest.jsonl, remembering its source,
        and renders the pages again. A file that is no longer the picture dogs saved is left in
        place. A name the gallery does not hold is an error, and then nothing is removed.
        """,
        sections: [removeExitCodes.section],
        arguments: [pictures],
        options: [out, removeDryRun, reportJSON]
    ) { values throws(UsageError) in
        .remove(RemoveOptions(output: try values[out], pictures: try values[pictures], dryRun: try values[removeDryRun], json: try values[reportJSON]))
    }

    static let scheduleExitCodes = ExitCodeTable(
        [.success, .usage, .dataError, .unavailable, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [
            .success: "the schedule was installed, listed, removed or printed",
            .usage: "usage error, a fetch option fetch would refuse, or --remove for a gallery that is not scheduled",
            .unavailable: "no crontab command (install cron, or cronie on Fedora; --print works without), or crontab failed",
            .cannotCreate: "the gallery cannot be made or written by this user (as its runs would find), the systemd units could not be written, or the crontab's lock could not be had",
            .busy: "the crontab kept changing while dogs changed it; nothing was changed",
        ], stoppable: false
    )

    static let scheduleCommand: CommandSpec<DogsCommand> = .init(
        name: "schedule",
        abstract: "Fetch into a gallery from cron: put its line in this user's crontab, or list or remove such lines.",
        discussion: """
        The line runs this very dogs binary by its absolute path, 'dogs fetch' with the fetch
        options given (checked now, as fetch checks them) and --quiet, into the gallery by its
        absolute path, so it works with cron's bare environment and mails only failures. It
        runs at a minute taken from the gallery's path, never at minute 0, so galleries do not
        all ask dog.ceo at once. Scheduling a gallery again replaces its line; every other line
        of the crontab is left as it was. --every takes only intervals cron can keep exactly.
        """,
        sections: [scheduleExitCodes.section, scheduleExamples],
        options: [every] + scheduledFetchOptions + [out, list, unschedule, printOnly, systemd, listJSON]
    ) { values throws(UsageError) in
        let given = Set(values.parsed.values.keys)
        if try values[list], let other = given.subtracting([list.spec.name, listJSON.spec.name]).sorted().first {
            throw values.usageError("--list takes no other option but --json (got --\(other))")
        }
        if try values[listJSON], try !values[list] {
            throw values.usageError("--json prints the list, and goes only with --list")
        }
        if try values[unschedule], let other = given.subtracting([unschedule.spec.name, out.spec.name, systemd.spec.name]).sorted().first {
            throw values.usageError("--remove takes no option but --out and --systemd (got --\(other))")
        }
        // The breed as this dogs reads it, written as the API knows it: a later dogs reads it alike.
        let (asked, _) = try breedAsked(try values[breed], scheduled: false, values: values)
        // Checked by fetch's own declarations, as the scheduled run will check them.
        do throws(UsageError) {
            _ = try fetchCommand.action(OptionValues(parsed: values.parsed, command: fetchCommand, environment: values.environment))
        } catch {
            throw values.usageError(error.reason)
        }
        return .schedule(ScheduleOptions(
            action: try values[list] ? .list : try values[unschedule] ? .remove : .install, output: try values[out], interval: try values[every],
            fetchArguments: scheduledFetchOptions.map(\.spec).flatMap { (spec: OptionSpec) -> [String] in
                let texts: [String] = spec.name == breed.spec.name ? asked.map { [$0.description] } ?? [] : values.texts(of: spec)
                return texts.flatMap { ["--\(spec.name)", $0] }
            },
            systemd: try values[systemd], printOnly: try values[printOnly], json: try values[listJSON]
        ))
    }

    static let scheduleExamples = HelpSection(title: "EXAMPLES", rows: [
        .init(term: "dogs schedule --count 3 --keep 500 --out /var/www/dogs", text: "Add 3 pictures to /var/www/dogs every hour, from this user's crontab:"),
        .init(term: "dogs schedule --every 30m --print", text: "See the line for ./gallery every 30 minutes, changing nothing:"),
        .init(term: "dogs schedule --list", text: "The galleries scheduled, how often, and their commands:"),
        .init(term: "dogs schedule --remove --out /var/www/dogs", text: "Stop fetching into /var/www/dogs:"),
        .init(term: "dogs schedule --systemd --out /var/www/dogs", text: "A systemd timer instead, for hosts without cron (it says how to start it):"),
    ], layout: .examples)

    static let statusExitCodes = ExitCodeTable(
        [.success, .partialFailure, .critical, .unknown, .usage, .software, .systemRefused, .outputFailed],
        meanings: [
            .success: "OK: the last run succeeded, and recently",
            .partialFailure: "WARNING: the last run saved some pictures and not others, or found another run updating the gallery; or no fetch succeeded for longer than --warning",
            .critical: ExitCode.criticalMeaning,
            .unknown: ExitCode.unknownMeaning,
        ], stoppable: false
    )

    static let statusCommand: CommandSpec<DogsCommand> = .init(
        name: "status",
        abstract: "Tell how a gallery is doing: its pictures, how its last run ended, and its schedule.",
        discussion: """
        Every 'dogs fetch', 'dogs remove' and 'dogs verify --repair' records how it ended (its
        time, exit code and one-line message) in the gallery's private .dogs-runs, which keeps the
        last 50 runs; a scheduled fetch also records how often it runs. status reads it, the
        manifest and this user's crontab, and changes nothing. It is a monitoring check as
        Nagios, Icinga and their successors run them: its first line says the state and why,
        with performance data after a '|', and its exit code is the state. A check that runs as
        another user reads .dogs-runs through its group (chmod g+r), which dogs keeps.
        """,
        sections: [statusExitCodes.section, HelpSection(title: "EXAMPLES", rows: [
            .init(term: "dogs status --out /var/www/dogs", text: "How /var/www/dogs is doing:"),
            .init(term: "dogs status --out /var/www/dogs -w 3h -c 6h", text: "As a check, late after 3 hours without a successful fetch:"),
            .init(term: "dogs status --prometheus-file /var/lib/node_exporter/dogs.prom", text: "Metrics for node_exporter's textfile collector:"),
            .init(term: "dogs status --json | jq .lastRun.message", text: "The last run's message, for a script:"),
        ], layout: .examples)],
        options: [out, warningAfter, criticalAfter, statusJSON, prometheus, prometheusFile]
    ) { values throws(UsageError) in
        let (printsJSON, printsMetrics) = (try values[statusJSON], try values[prometheus])
        if printsJSON, printsMetrics { throw values.usageError("--json and --prometheus each print the status their own way; give one") }
        if let warning = try values[warningAfter], let critical = try values[criticalAfter], warning > critical {
            throw values.usageError(
                "--warning (\(values.texts(of: warningAfter.spec).last ?? "")) is later than --critical (\(values.texts(of: criticalAfter.spec).last ?? "")): a check warns before it turns critical"
            )
        }
        return .status(StatusOptions(
            output: try values[out], json: printsJSON, prometheus: printsMetrics, prometheusFile: try values[prometheusFile],
            warningAfter: try values[warningAfter], criticalAfter: try values[criticalAfter]
        ))
    }

    static let completionsExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the script was printed"], stoppable: false
    )

    static let completionsCommand: CommandSpec<DogsCommand> = .init(
        name: "completions",
        abstract: "Print a shell completion script for dogs.",
        discussion: "bash: source <(dogs completions bash)\n\nzsh: dogs completions zsh > ~/.zfunc/_dogs\n\nfish: dogs completions fish | source",
        sections: [completionsExitCodes.section],
        arguments: [shell],
        options: []
    ) { values throws(UsageError) in
        .help(CompletionScript.render(for: try values[shell], root: root))
    }

    static let versionExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the version was printed"], stoppable: false
    )

    static let versionCommand: CommandSpec<DogsCommand> = .init(
        name: "version",
        abstract: "Print the version of dogs, as --version does.",
        sections: [versionExitCodes.section],
        options: []
    ) { _ in
        .version
    }

    static let manualExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the page was printed"], stoppable: false
    )

    static let manualCommand: CommandSpec<DogsCommand> = .init(
        name: "manual",
        abstract: "Print the dogs(1) manual page, for man to read.",
        sections: [manualExitCodes.section],
        options: []
    ) { _ in
        .help(ManualPage.render(root: root))
    }

    /// Every code below the signals', each as it means for dogs as a whole.
    static let rootExitCodes = ExitCodeTable(
        ExitCode.allCases.filter { $0.rawValue < 128 }, meanings: Dictionary(uniqueKeysWithValues: ExitCode.allCases.map { ($0, $0.meaning) })
    )

    static let examples = HelpSection(title: "EXAMPLES", rows: [
        .init(term: "dogs fetch", text: "Add 3 random pictures to ./gallery, then open gallery/index.html:"),
        .init(term: "dogs fetch --count 10 --breed hound/afghan", text: "Add 10 Afghan Hounds (dogs breeds lists the breeds):"),
        .init(term: "dogs schedule --out /srv/dogs", text: "Every hour from cron, mailing only when something went wrong:"),
        .init(term: "dogs fetch --json | jq -r '.saved[].file'", text: "The run as JSON, for a script:"),
    ], layout: .examples)

    /// The variables dogs reads, for the help and the manual page.
    /// Where a file of certificates to trust is named, as curl reads them, first first.
    static let caBundleVariables = ["CURL_CA_BUNDLE", "SSL_CERT_FILE"]

    static let environment = [
        (name: apiBaseVariable, meaning: "the API base URL when --api-base is not given"),
        (name: "COLUMNS", meaning: "the width help and the progress line fit, when set (else the terminal's, or 80)"),
        (name: caBundleVariables[0], meaning: "a file of the certificates TLS trusts instead of the system's, as curl takes it (else \(caBundleVariables[1]))"),
        (name: "NO_COLOR", meaning: "when set, error and warning prefixes are not coloured"),
        (name: "TERM", meaning: "when dumb, neither colour nor the live progress line is used"),
    ]

    /// The subcommands in the order help lists them, each with the exit codes it gives: a
    /// subcommand cannot be listed without them.
    static let subcommands: [(command: CommandSpec<DogsCommand>, exitCodes: ExitCodeTable)] = [
        (fetchCommand, fetchExitCodes), (breedsCommand, breedsExitCodes), (indexCommand, indexExitCodes), (removeCommand, removeExitCodes),
        (verifyCommand, verifyExitCodes), (scheduleCommand, scheduleExitCodes), (statusCommand, statusExitCodes),
        (completionsCommand, completionsExitCodes), (manualCommand, manualExitCodes), (versionCommand, versionExitCodes),
    ]

    static let root: CommandSpec<DogsCommand> = .init(
        name: "dogs",
        abstract: "Keep a gallery of dog pictures from the Dog CEO API (dog.ceo).",
        discussion: """
        'dogs fetch' downloads random dog pictures into a folder with an index.html, an
        index.md and a feed.xml that show them with their breed names. Run it again, by hand
        or from cron ('dogs schedule' puts it there), and the gallery grows.
        """,
        sections: [
            rootExitCodes.section, HelpSection(title: "ENVIRONMENT", rows: environment.map { .init(term: $0.name, text: $0.meaning) }),
            examples,
        ],
        options: [showVersion],
        subcommands: subcommands.map(\.command)
    ) { values throws(UsageError) in
        try values[showVersion] ? .version : nil
    }
}
