import ArgumentParsing

/// `dogs status`'s options, each declared once as the property named after it.
struct StatusCommand: ParsableCommand, Equatable {
    @Option(SharedOptions.out) var out: String
    @Option(.optional(
        "warning", short: "w", value: "age", help: "WARNING when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "two intervals of the schedule, else 25h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )) var warning: Int?
    @Option(.optional(
        "critical", short: "c", value: "age", help: "CRITICAL when no fetch succeeded for longer than this: seconds, or a number with s, m, h or d.",
        absent: "four intervals of the schedule, else 49h", requirement: DurationArgument.requirement, parse: DurationArgument.seconds
    )) var critical: Int?
    @Flag(help: "Print the status as one JSON object, as 'dogs fetch --json' prints its run.") var json: Bool
    @Flag(help: "Print the gallery's metrics in Prometheus' text format instead, for node_exporter's textfile collector.") var prometheus: Bool
    @Option(SharedOptions.prometheusFile) var prometheusFile: String?

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
