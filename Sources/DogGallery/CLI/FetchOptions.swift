import Foundation
import GalleryJobs

/// The options of `dogs fetch`, validated.
public struct FetchOptions: Equatable, Sendable {
    public var request: FetchRequest
    public var output: String
    public var concurrency: Int
    public var apiBase: URL
    public var retries: Int
    /// Whole seconds each request may wait for the next bytes.
    public var timeout: Int
    /// Seconds the whole run may take, waits included; nil for no limit.
    public var maxTime: Double?
    public var maxBytes: Int
    public var allowedHosts: [String]
    /// Print nothing on success.
    public var quiet: Bool
    /// Log every request to stderr.
    public var verbose: Bool
    /// Print the run as one JSON object instead of the summary line.
    public var json: Bool
    /// Ask the API and print what would be downloaded, writing nothing.
    public var dryRun: Bool
    /// How often this fetch is scheduled, recorded with the run for `dogs status`.
    public var every: ScheduleInterval?
    /// Where to write the gallery's metrics after the run, for node_exporter's textfile collector.
    public var prometheusFile: String?
    /// What the run says on stderr before it starts, under --quiet too.
    public var warnings: [String] = []
}
