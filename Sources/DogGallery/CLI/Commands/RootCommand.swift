import ArgumentParsing

/// `dogs` itself, before any subcommand.
struct RootCommand: ParsableCommand {
    @Flag(short: "V", help: "Show the version.") var version: Bool
}
