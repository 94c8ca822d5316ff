import DogCEOClient
import DogModel
import Foundation
import Platform
import PureSupport

extension DogsApp {
    /// `dogs breeds`: the breeds dog.ceo knows, those whose names hold `filter` when given, a
    /// line each or as one JSON object.
    func breeds(_ options: BreedsCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let (apiBase, json, filter) = (options.apiBase, options.json, options.filter)
        let network = network(.init(timeout: SharedOptions.defaultTimeout, maxIdleConnections: 1, transfersAtOnce: 1, allowsRedirect: SourcePolicy(apiBase: apiBase).allows), environment: environment)
        defer { network.invalidate() }
        let service = DogService(session: RetryingHTTPSession(network, retrier: Retrier(sleep: scheduler.sleeper)), baseURL: apiBase)
        let breeds: [Breed]
        do {
            breeds = try await service.breeds()
        } catch {
            output.error("Error: \(error)")
            // A script that asked for JSON reads stdout for it, mistakes included.
            if json { output.result(ReportJSON.error("\(error)", exitCode: ExitCode(for: error))) }
            return ExitCode(for: error)
        }
        let listed = filter.map { BreedQuery.matching($0, among: breeds) } ?? breeds
        if let filter, listed.isEmpty {
            let reason = "no breed's name holds '\(TerminalText.oneLine(filter, maxLength: 80))' ('dogs breeds' lists them all)"
            output.error("Error: \(reason)")
            if json { output.result(ReportJSON.error(reason, exitCode: ExitCode.usage)) }
            return .usage
        }
        if json {
            output.result(BreedsListing.json(for: listed))
        } else {
            BreedsListing.lines(for: listed, aligned: console.columns(of: .output) != nil).forEach { output.result($0) }
        }
        return .success
    }
}
