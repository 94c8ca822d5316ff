import ArgumentParsing

/// `dogs completions` takes the shell to complete in.
struct CompletionsCommand: ParsableCommand {
    @Argument(help: "The shell to complete in.") var shell: Shell
}
