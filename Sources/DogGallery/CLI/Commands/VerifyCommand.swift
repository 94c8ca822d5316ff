import ArgumentParsing
import Foundation

/// `dogs verify`: its options, each declared once as the property named after it, and its run.
struct VerifyCommand: DogsSubcommand {
    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Check every picture against the manifest (present, size, SHA-256, format) and list files it does not know.",
        discussion: """
        Reads only, unless --repair is given: then each missing or damaged picture is
        downloaded again from its source, with every check 'dogs fetch' makes, and put back
        only if its bytes are the ones the manifest records; one that cannot be had again is
        dropped from the manifest, and the pages are rendered again. Nothing is deleted, and
        files dogs did not make are only listed. --concurrency, --retries, --timeout,
        --max-bytes, --allow-host and --api-base shape those downloads as they do a fetch's, and
        --max-time bounds the whole run as it does a fetch; they go only with --repair.
        """,
        exitCodes: ExitCodeTable(
            [.success, .partialFailure, .usage, .dataError, .noInput, .software, .systemRefused, .cannotCreate, .outputFailed, .busy, .timedOut],
            meanings: [
                .success: "the gallery is sound (with --repair: every picture it lists is sound afterwards)",
                .partialFailure: "the gallery has problems (with --repair: some are left to try again)",
                .timedOut: "--repair's --max-time passed; what was downloaded again is put back",
            ]
        )
    )

    @Option(SharedOptions.out) var out: String
    @Flag(help: "Download missing and damaged pictures again from their sources; drop from the manifest those that cannot be had again.")
    var repair: Bool
    @Option(SharedOptions.concurrency) var concurrency: Int
    @Option(SharedOptions.retries) var retries: Int
    @Option(SharedOptions.timeout) var timeout: Int
    @Option(SharedOptions.maxBytes) var maxBytes: Int
    @Option(SharedOptions.allowHost) var allowHost: [String]
    @Option(SharedOptions.apiBase) var apiBase: URL
    @Option(SharedOptions.maxTime) var maxTime: Double?
    @Flag(SharedOptions.json) var json: Bool

    func run(in app: DogsApp, environment: [String: String], output: RunOutput) async -> ExitCode {
        await repair ? app.repair(self, environment: environment, output: output) : app.verify(self, environment: environment, output: output)
    }

    var gallery: String? { out }
    var recordedName: String { repair ? "verify --repair" : Self.configuration.name }

    /// A picture read on each core, and with --repair the downloads.
    func openFileBudget(cores: Int) -> OpenFileBudget? {
        OpenFileBudget(fixed: cores, transfers: repair ? concurrency : 0)
    }

    func downloading(_ transfers: Int) -> Self {
        var fitted = self
        fitted.concurrency = transfers
        return fitted
    }

    func check() throws(ValidationError) {
        // Options for the downloads alone: given without them, they are a mistake, not a no-op.
        let downloading = [$allowHost, $apiBase].map { ($0, "tells --repair where it may download from") }
            + [$concurrency, $retries, $timeout, $maxBytes].map { ($0, "applies to --repair's downloads") }
            + [($maxTime, "bounds --repair, which downloads")]
        if !repair, let (other, use) = downloading.first(where: { $0.0.typed }) {
            throw ValidationError("--\(other.name) \(use); without --repair, verify downloads nothing")
        }
    }
}
