import ArgumentParsing

/// `dogs completions`: the shell to complete in, and the script it prints.
struct CompletionsCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script for dogs.",
        discussion: "bash: source <(dogs completions bash)\n\nzsh: dogs completions zsh > ~/.zfunc/_dogs\n\nfish: dogs completions fish | source",
        exitCodes: ExitCodeTable([.success, .usage, .systemRefused, .outputFailed], meanings: [.success: "the script was printed"], stoppable: false)
    )

    @Argument(help: "The shell to complete in.") var shell: Shell

    func run(in _: DogsApp, environment _: [String: String], output: RunOutput) async -> ExitCode {
        output.result(CompletionScript.render(for: shell, root: RootCommand.spec), newline: false)
        return .success
    }

    func reads(_: String) -> Bool { false }
    func openFileBudget(cores _: Int) -> OpenFileBudget? { nil }
}
