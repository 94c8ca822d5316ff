import ArgumentParsing
import Foundation

/// `dogs breeds`: its words and options, each declared once as the property named after it, and its run.
struct BreedsCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "breeds",
        abstract: "List the breeds dog.ceo knows, one a line: the key --breed takes (hound/afghan) and the name people use.",
        exitCodes: ExitCodeTable(
            [.success, .usage, .dataError, .unavailable, .software, .systemRefused, .outputFailed],
            meanings: [.success: "the breeds were listed"], stoppable: false
        )
    )

    @Argument(name: "word", help: "List only the breeds whose names hold every word given (terrier, german shepherd), else the one they name as --breed reads them (lab, yorkie).", optional: true)
    var words: [String]
    @Option(SharedOptions.apiBase) var apiBase: URL
    @Flag(SharedOptions.json.helped("Print the breeds as one JSON object, errors too.")) var json: Bool

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await app.breeds(self, environment: environment, output: output)
    }

    /// The API's connection.
    func openFileBudget(cores _: Int) -> OpenFileBudget? {
        OpenFileBudget(fixed: 1, transfers: 0)
    }

    /// The words every breed listed has in its name or key, as one; nil lists them all.
    var filter: String? {
        words.isEmpty ? nil : words.joined(separator: " ")
    }
}
