import ArgumentParsing
import Foundation

/// `dogs verify`'s options, each declared once as the property named after it.
struct VerifyCommand: ParsableCommand, Equatable {
    @Option(SharedOptions.out) var out: String
    @Flag(help: "Download missing and damaged pictures again from their sources; drop from the manifest those that cannot be had again.")
    var repair: Bool
    @Option(SharedOptions.retries) var retries: Int
    @Option(SharedOptions.timeout) var timeout: Int
    @Option(SharedOptions.maxBytes) var maxBytes: Int
    @Option(SharedOptions.allowHost) var allowHost: [String]
    @Option(SharedOptions.apiBase) var apiBase: URL
    @Option(SharedOptions.maxTime) var maxTime: Double?
    @Flag(help: "Print the report as one JSON object, errors too.") var json: Bool

    func check() throws(ValidationError) {
        // Options for the downloads alone: given without them, they are a mistake, not a no-op.
        let downloading = [$allowHost, $apiBase].map { ($0, "tells --repair where it may download from") }
            + [$retries, $timeout, $maxBytes].map { ($0, "applies to --repair's downloads") }
            + [($maxTime, "bounds --repair, which downloads")]
        if !repair, let (other, use) = downloading.first(where: { $0.0.typed }) {
            throw ValidationError("--\(other.name) \(use); without --repair, verify downloads nothing")
        }
    }

}
