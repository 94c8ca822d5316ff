import ArgumentParsing

/// `dogs manual`: the dogs(1) manual page.
struct ManualCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "manual",
        abstract: "Show the dogs(1) manual page, as man shows it on a terminal; piped, print its troff, for man to read.",
        exitCodes: ExitCodeTable([.success, .usage, .systemRefused, .outputFailed], meanings: [.success: "the page was printed"], stoppable: false)
    )

    /// On a terminal, man shows the page, with its pager; piped, the troff is for man to read.
    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        let page = ManualPage.render(root: RootCommand.spec)
        if app.console.columns(of: .output) != nil { app.showPage(page, environment) }
        output.result(page, newline: false)
        return .success
    }

    func reads(_: String) -> Bool { false }
    func openFileBudget(cores _: Int) -> OpenFileBudget? { nil }
}
