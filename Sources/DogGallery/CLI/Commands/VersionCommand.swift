import ArgumentParsing
import DogModel

/// `dogs version`, and `dogs --version`.
struct VersionCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "version",
        abstract: "Print the version of dogs, as --version does.",
        exitCodes: ExitCodeTable([.success, .usage, .systemRefused, .outputFailed], meanings: [.success: "the version was printed"], stoppable: false)
    )

    /// As most tools say it, so that a bug report quoting it names the program too.
    func run(in _: DogsApp, environment _: [String: String], output: RunOutput) async -> ExitCode {
        output.result("dogs \(DogsVersion.current)")
        return .success
    }

    func reads(_: String) -> Bool { false }
    func openFileBudget(cores _: Int) -> OpenFileBudget? { nil }
}
