import ArgumentParsing

/// `dogs status`: its options, each declared once as the property named after it, and its run.
struct StatusCommand: DogsSubcommand {
    // A monitoring check exits 0 to 3 only: whatever keeps it from judging is UNKNOWN.
    static let configuration = CommandConfiguration(
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
        exitCodes: ExitCodeTable(
            [.success, .partialFailure, .critical, .unknown],
            meanings: [
                .success: "OK: the last fetch, and any run since, succeeded, and recently",
                .partialFailure: "WARNING: the last fetch, or a run since, saved some pictures and not others, or found another run updating the gallery; no fetch succeeded for longer than --warning; or the last fetch is recorded ahead of the clock",
                .critical: criticalMeaning,
                .unknown: unknownMeaning,
            ], stoppable: false
        ),
        examples: [
            .init(term: "dogs status --out /var/www/dogs", text: "How /var/www/dogs is doing:"),
            .init(term: "dogs status --out /var/www/dogs -w 3h -c 6h", text: "As a check, late after 3 hours without a successful fetch:"),
            .init(term: "dogs status --prometheus-file /var/lib/dogs/dogs.prom", text: "Metrics for node_exporter's textfile collector (see the README for its folder on Debian):"),
            .init(term: "dogs status --json | jq .lastRun.message", text: "The last run's message, for a script:"),
        ]
    )

    static let criticalMeaning = "CRITICAL: the last fetch, or a run since, failed; no fetch succeeded for too long; the gallery cannot be used; or the dogs its schedule runs is gone or cannot run"
    static let unknownMeaning = "UNKNOWN: no gallery there, no record of its runs that can be read, or its --prometheus-file cannot be written; or status could not run as asked (a usage mistake, output it cannot write)"

    @Option(SharedOptions.out) var out: String
    @Option(.optional(
        "warning", short: "w", value: "age", help: "WARNING when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "two intervals of the schedule, else 25h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )) var warning: Int?
    @Option(.optional(
        "critical", short: "c", value: "age", help: "CRITICAL when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "four intervals of the schedule, else 49h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )) var critical: Int?
    @Flag(SharedOptions.json.helped("Print the status as one JSON object, as 'dogs fetch --json' prints its run.")) var json: Bool
    @Flag(help: "Print the gallery's metrics in Prometheus' text format instead, for node_exporter's textfile collector.") var prometheus: Bool
    @Option(SharedOptions.prometheusFile) var prometheusFile: String?

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        app.status(self, environment: environment, output: output)
    }

    var gallery: String? { out }

    func reads(_ name: String) -> Bool {
        name.hasPrefix("DOGS_") || RootCommand.caBundleVariables.contains(name) || ScheduleCommand.placeVariables.contains(name)
    }

    func check() throws(ValidationError) {
        if json, prometheus { throw ValidationError("--json and --prometheus each print the status their own way; give one") }
    }

    func validate() throws(ValidationError) {
        if let warning, let critical, warning > critical {
            throw ValidationError(
                "--warning (\($warning.texts.last ?? "")) is later than --critical (\($critical.texts.last ?? "")): a check warns before it turns critical"
            )
        }
    }
}
