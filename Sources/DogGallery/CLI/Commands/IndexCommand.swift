import ArgumentParsing

/// `dogs index`: the gallery folder alone, and its run.
struct IndexCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "index",
        abstract: "Rebuild index.html, index.md, feed.xml and pages/ from the gallery's manifest.",
        exitCodes: ExitCodeTable(
            [.success, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy],
            meanings: [.success: "every page was written"]
        )
    )

    @Option(SharedOptions.out) var out: String

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await app.index(out, environment: environment, output: output)
    }

    var gallery: String? { out }
}
