/// The commands `dogs` offers, with the text their help shows.
extension DogsCommand {
    static let exitCodes = """
    EXIT CODES:
      0   every requested picture was saved
      1   some pictures failed; the rest were saved and indexed
      64  usage error, or a breed dog.ceo does not know
      65  invalid data from the API, or a manifest dogs cannot read
      69  API unreachable or HTTP error, or no picture could be downloaded
      73  output folder cannot be created or written
    """

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
        rewrites index.html and index.md. Running it again adds to the gallery.

        \(exitCodes)
        """,
        options: [
            .option("count", value: "n", help: "How many new pictures to add, 1 to \(maxCount).", default: "3"),
            .option("breed", value: "breed", help: "Only this breed or sub-breed, like hound or hound/afghan (see 'dogs breeds')."),
            outOption,
            .option("concurrency", value: "n", help: "Pictures downloaded at once, 1 to \(maxConcurrency).", default: String(Downloader.defaultConcurrency)),
            apiBaseOption,
        ]
    )

    static let breedsCommand = CommandSpec(
        name: "breeds",
        abstract: "List the breeds dog.ceo knows, one a line, sub-breeds as hound/afghan.",
        options: [apiBaseOption]
    )

    static let indexCommand = CommandSpec(
        name: "index",
        abstract: "Rebuild index.html and index.md from the gallery's manifest.",
        options: [outOption]
    )

    static let root = CommandSpec(
        name: "dogs",
        abstract: "Keep a gallery of dog pictures from the Dog CEO API (dog.ceo).",
        discussion: """
        'dogs fetch' downloads random dog pictures into a folder with an index.html and an
        index.md that show them with their breed names. Run it again, by hand or from cron,
        and the gallery grows.

        \(exitCodes)

        ENVIRONMENT:
          \(apiBaseVariable)  the API base URL when --api-base is not given
        """,
        options: [.flag("version", help: "Show the version.")],
        subcommands: [fetchCommand, breedsCommand, indexCommand]
    )
}
