/// The commands `dogs` offers, with the text their help shows.
extension DogsCommand {
    static let exitCodes = "EXIT CODES:\n" + ExitCode.allCases.map { code in
        let number = String(code.rawValue)
        return "  \(number)\(String(repeating: " ", count: 5 - number.count))\(code.meaning)"
    }.joined(separator: "\n")

    static let apiBaseOption = OptionSpec.option(
        "api-base", value: "url",
        help: "The Dog CEO API to ask; \(apiBaseVariable) sets it when this is absent.",
        default: DogService.defaultBaseURL.absoluteString
    )

    static let outOption = OptionSpec.option("out", value: "dir", help: "The gallery folder.", default: defaultOutput)

    static let fetchCommand = CommandSpec(
        name: "fetch",
        abstract: "Download random dog pictures into a gallery folder.",
        discussion: """
        Adds the pictures to the folder's manifest.json, skipping any it already holds, and
        rewrites index.html, index.md and feed.xml. Running it again adds to the gallery. Only one run
        changes a gallery at a time. dogs touches only files it made: a folder holding pages or
        pictures of someone else's is refused, and other files in images/ are left alone.

        \(exitCodes)
        """,
        options: [
            .option("count", value: "n", help: "How many new pictures to add, 1 to \(maxCount).", default: String(FetchRequest.defaultCount)),
            .option("breed", value: "breed", help: "Only this breed or sub-breed, like hound or hound/afghan (see 'dogs breeds')."),
            outOption,
            .option("concurrency", value: "n", help: "Pictures downloaded at once, 1 to \(maxConcurrency).", default: String(Downloader.defaultConcurrency)),
            .option("retries", value: "n", help: "Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429); 0 turns retrying off.", default: String(RetryPolicy.defaultRetries)),
            .option("timeout", value: "seconds", help: "How long a request may wait for the server, in whole seconds.", default: String(defaultTimeout)),
            .option("max-time", value: "seconds", help: "Stop the whole run after this long, keeping what is complete.", default: "no limit"),
            .option("max-bytes", value: "bytes", help: "The largest picture to keep; larger ones are cut off while they arrive.", default: String(Downloader.defaultMaxBytes)),
            .option("allow-host", value: "host", help: "Also download pictures from https://<host> (or host:port). For a local http mirror, point --api-base at it.", repeats: true),
            .option("keep", value: "n", help: "Keep only the newest n pictures, removing older ones in the same update.", default: "all"),
            .option("site-url", value: "url", help: "Where the gallery is published, for absolute links in feed.xml; remembered."),
            apiBaseOption,
            .flag("dry-run", help: "Ask the API and print what would be downloaded; write nothing. Not with --json or --quiet."),
            .flag("json", help: "Print the run as one JSON object instead of the summary line."),
            .flag("quiet", short: "q", help: "Print nothing on success; errors still go to stderr."),
            .flag("verbose", short: "v", help: "Log each request with its status and time to stderr."),
        ]
    )

    static let breedsCommand = CommandSpec(
        name: "breeds",
        abstract: "List the breeds dog.ceo knows, one a line, sub-breeds as hound/afghan.",
        options: [apiBaseOption]
    )

    static let indexCommand = CommandSpec(
        name: "index",
        abstract: "Rebuild index.html, index.md and feed.xml from the gallery's manifest.",
        options: [outOption]
    )

    static let completionsCommand = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script for dogs.",
        discussion: "bash: source <(dogs completions bash)   zsh: dogs completions zsh > ~/.zfunc/_dogs   fish: dogs completions fish | source",
        arguments: [.init(name: "shell", help: "The shell to complete in.", choices: Shell.allCases.map(\.rawValue))],
        options: []
    )

    static let manualCommand = CommandSpec(
        name: "manual",
        abstract: "Print the dogs(1) manual page, for man to read.",
        options: []
    )

    /// The variables dogs reads, for the help and the manual page.
    static let environment = [
        (name: apiBaseVariable, meaning: "the API base URL when --api-base is not given"),
        (name: "NO_COLOR", meaning: "when set, error and warning prefixes are not coloured"),
        (name: "TERM", meaning: "when dumb, neither colour nor the live progress line is used"),
    ]

    /// Where the meanings start: two spaces after the longest name.
    private static let environmentColumn = (environment.map(\.name.count).max() ?? 0) + 2

    static let rootDescription = """
    'dogs fetch' downloads random dog pictures into a folder with an index.html, an
    index.md and a feed.xml that show them with their breed names. Run it again, by hand
    or from cron, and the gallery grows.
    """

    static let root = CommandSpec(
        name: "dogs",
        abstract: "Keep a gallery of dog pictures from the Dog CEO API (dog.ceo).",
        discussion: """
        \(rootDescription)

        \(exitCodes)

        ENVIRONMENT:
        \(environment.map { "  \($0.name)\(String(repeating: " ", count: environmentColumn - $0.name.count))\($0.meaning)" }.joined(separator: "\n"))
        """,
        options: [.flag("version", help: "Show the version.")],
        subcommands: [fetchCommand, breedsCommand, indexCommand, completionsCommand, manualCommand]
    )
}
