import ArgumentParsing

/// `dogs index` takes the gallery folder alone.
struct IndexCommand: ParsableCommand {
    @Option(SharedOptions.out) var out: String
}
