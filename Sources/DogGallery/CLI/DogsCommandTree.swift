import ArgumentParsing
import DogCEOClient
import DogModel
import Foundation
import GalleryJobs
import Platform

/// The command tree of `dogs`: the root and its subcommands, what each is for, its exit codes and
/// examples, and how each command's struct of options (in Commands/, each option a property
/// declared once) becomes the `DogsCommand` it asks for.
extension DogsCommand {
    package static let apiBaseVariable = "DOGS_API_BASE"
    package static let defaultTimeout = 30

    static let fetchExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .unavailable, .software, .systemRefused, .cannotCreate, .outputFailed, .busy, .timedOut],
        meanings: [.usage: "usage error, or a breed dog.ceo does not know"]
    )

    static let fetchCommand: CommandSpec<DogsCommand> = FetchCommand.command(
        "fetch",
        abstract: "Download random dog pictures into a gallery folder.",
        discussion: """
        Adds the pictures to the folder's manifest.jsonl, skipping any it already holds, and
        writes the pages they land on in pages/ and index.html, index.md and feed.xml. Running it
        again adds to the gallery; a full page changes only once more, to link the next. Only one
        run changes a gallery at a time. dogs touches only files it made: a new gallery is made
        only in a new or empty folder, and other files in images/ are left alone.
        """,
        sections: [fetchExitCodes.section, examples]
    ) { (command: FetchCommand) throws(ValidationError) -> DogsCommand? in
        .fetch(command)
    }

    static let breedsExitCodes = ExitCodeTable(
        [.success, .usage, .dataError, .unavailable, .software, .systemRefused, .outputFailed],
        meanings: [.success: "the breeds were listed"], stoppable: false
    )

    static let breedsCommand: CommandSpec<DogsCommand> = BreedsCommand.command(
        "breeds",
        abstract: "List the breeds dog.ceo knows, one a line: the key --breed takes (hound/afghan) and the name people use.",
        sections: [breedsExitCodes.section]
    ) { (command: BreedsCommand) throws(ValidationError) -> DogsCommand? in
        .breeds(command)
    }

    static let indexExitCodes = ExitCodeTable(
        [.success, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [.success: "every page was written"]
    )

    static let indexCommand: CommandSpec<DogsCommand> = IndexCommand.command(
        "index",
        abstract: "Rebuild index.html, index.md, feed.xml and pages/ from the gallery's manifest.",
        sections: [indexExitCodes.section]
    ) { (command: IndexCommand) throws(ValidationError) -> DogsCommand? in
        .index(command)
    }

    static let verifyExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy, .timedOut],
        meanings: [
            .success: "the gallery is sound (with --repair: every picture it lists is sound afterwards)",
            .partialFailure: "the gallery has problems (with --repair: some are left to try again)",
            .timedOut: "--repair's --max-time passed; what was downloaded again is put back",
        ]
    )

    static let verifyCommand: CommandSpec<DogsCommand> = VerifyCommand.command(
        "verify",
        abstract: "Check every picture against the manifest (present, size, SHA-256, format) and list files it does not know.",
        discussion: """
        Reads only, unless --repair is given: then each missing or damaged picture is
        downloaded again from its source, with every check 'dogs fetch' makes, and put back
        only if its bytes are the ones the manifest records; one that cannot be had again is
        dropped from the manifest, and the pages are rendered again. Nothing is deleted, and
        files dogs did not make are only listed. --retries, --timeout, --max-bytes, --allow-host
        and --api-base shape those downloads as they do a fetch's, and --max-time bounds the
        whole run as it does a fetch; they go only with --repair.
        """,
        sections: [verifyExitCodes.section]
    ) { (command: VerifyCommand) throws(ValidationError) -> DogsCommand? in
        .verify(command)
    }

    static let removeExitCodes = ExitCodeTable(
        [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
        meanings: [
            .success: "every picture named was removed (a page that could not be written gives 1)",
            .usage: "usage error, or a picture to remove that the gallery does not hold",
            .partialFailure: "the pictures were removed, but a page could not be written (the next run writes it)",
        ]
    )

    static let removeCommand: CommandSpec<DogsCommand> = RemoveCommand.command(
        "remove",
        abstract: "Remove pictures from the gallery, so that no later fetch brings them back.",
        discussion: """
        Deletes each picture's file, drops its entry from manifest.jsonl, remembering its source,
        and renders the pages again. A file that is no longer the picture dogs saved is left in
        place. A name the gallery does not hold is an error, and then nothing is removed.
        """,
        sections: [removeExitCodes.section]
    ) { (command: RemoveCommand) throws(ValidationError) -> DogsCommand? in
        .remove(command)
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

    static let scheduleCommand: CommandSpec<DogsCommand> = ScheduleCommand.command(
        "schedule",
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
        sections: [scheduleExitCodes.section, scheduleExamples]
    ) { (command: ScheduleCommand) throws(ValidationError) -> DogsCommand? in
        .schedule(command)
    }

    static let scheduleExamples = HelpSection(title: "EXAMPLES", rows: [
        .init(term: "dogs schedule --count 3 --keep 500 --out /var/www/dogs", text: "Add 3 pictures to /var/www/dogs every hour, from this user's crontab:"),
        .init(term: "dogs schedule --every 30m --print", text: "See the line for ./gallery every 30 minutes, changing nothing:"),
        .init(term: "dogs schedule --list", text: "The galleries scheduled, how often, and their commands:"),
        .init(term: "dogs schedule --prometheus-file /var/lib/dogs/dogs.prom --out /var/www/dogs", text: "Add metrics to its schedule, keeping the rest:"),
        .init(term: "dogs schedule --remove --out /var/www/dogs", text: "Stop fetching into /var/www/dogs:"),
        .init(term: "dogs schedule --systemd --out /var/www/dogs", text: "A systemd timer instead, for hosts without cron (it says how to start it):"),
    ], layout: .examples)

    // A monitoring check exits 0 to 3 only: whatever keeps it from judging is UNKNOWN.
    static let statusExitCodes = ExitCodeTable(
        [.success, .partialFailure, .critical, .unknown],
        meanings: [
            .success: "OK: the last fetch, and any run since, succeeded, and recently",
            .partialFailure: "WARNING: the last fetch, or a run since, saved some pictures and not others, or found another run updating the gallery; no fetch succeeded for longer than --warning; or the last fetch is recorded ahead of the clock",
            .critical: ExitCode.criticalMeaning,
            .unknown: ExitCode.unknownMeaning,
        ], stoppable: false
    )

    static let statusCommand: CommandSpec<DogsCommand> = StatusCommand.command(
        "status",
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
            .init(term: "dogs status --prometheus-file /var/lib/dogs/dogs.prom", text: "Metrics for node_exporter's textfile collector (see the README for its folder on Debian):"),
            .init(term: "dogs status --json | jq .lastRun.message", text: "The last run's message, for a script:"),
        ], layout: .examples)]
    ) { (command: StatusCommand) throws(ValidationError) -> DogsCommand? in
        .status(command)
    }

    static let completionsExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the script was printed"], stoppable: false
    )

    static let completionsCommand: CommandSpec<DogsCommand> = CompletionsCommand.command(
        "completions",
        abstract: "Print a shell completion script for dogs.",
        discussion: "bash: source <(dogs completions bash)\n\nzsh: dogs completions zsh > ~/.zfunc/_dogs\n\nfish: dogs completions fish | source",
        sections: [completionsExitCodes.section]
    ) { (command: CompletionsCommand) throws(ValidationError) -> DogsCommand? in
        .help(CompletionScript.render(for: command.shell, root: root))
    }

    static let versionExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the version was printed"], stoppable: false
    )

    static let versionCommand: CommandSpec<DogsCommand> = NoOptions.command(
        "version",
        abstract: "Print the version of dogs, as --version does.",
        sections: [versionExitCodes.section]
    ) { (_: NoOptions) throws(ValidationError) -> DogsCommand? in
        .version
    }

    static let manualExitCodes = ExitCodeTable(
        [.success, .usage, .systemRefused, .outputFailed],
        meanings: [.success: "the page was printed"], stoppable: false
    )

    static let manualCommand: CommandSpec<DogsCommand> = NoOptions.command(
        "manual",
        abstract: "Show the dogs(1) manual page, as man shows it on a terminal; piped, print its troff, for man to read.",
        sections: [manualExitCodes.section]
    ) { (_: NoOptions) throws(ValidationError) -> DogsCommand? in
        .manual(ManualPage.render(root: root))
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

    static let root: CommandSpec<DogsCommand> = RootCommand.command(
        "dogs",
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
        subcommands: subcommands.map(\.command)
    ) { (command: RootCommand) throws(ValidationError) -> DogsCommand? in
        command.version ? .version : nil
    }
}
