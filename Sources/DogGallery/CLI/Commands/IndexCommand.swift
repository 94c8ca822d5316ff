import ArgumentParsing

/// `dogs index` takes the gallery folder alone.
struct IndexCommand: ParsableCommand, Equatable {
    @Option(SharedOptions.out) var out: String
}
