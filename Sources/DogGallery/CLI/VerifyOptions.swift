import Foundation

/// The options of `dogs verify`.
public struct VerifyOptions: Equatable, Sendable {
    public var output: String
    /// Download missing and damaged pictures again, from origins the API base and the allowed hosts make trusted.
    public var repair: Bool
    public var apiBase: URL
    public var allowedHosts: [String]
}
