import ArgumentParsing
import DogModel
import Foundation

/// How a fetch downloads and what the gallery keeps: options `dogs fetch` takes, and the runs
/// `dogs schedule` writes pass on, declared once for both.
struct FetchSettings: ParsableCommand, Equatable {
    @Option(SharedOptions.concurrency) var concurrency: Int
    @Option(SharedOptions.retries) var retries: Int
    @Option(SharedOptions.timeout) var timeout: Int
    @Option(SharedOptions.maxTime) var maxTime: Double?
    @Option(SharedOptions.maxBytes) var maxBytes: Int
    @Option(SharedOptions.allowHost) var allowHost: [String]
    @Option(SharedOptions.keep) var keep: Int?
    @Option(SharedOptions.siteURL) var siteURL: RememberedSetting<URL>
    @Option(SharedOptions.title) var title: RememberedSetting<String>
    @Option(SharedOptions.apiBase) var apiBase: URL
}
