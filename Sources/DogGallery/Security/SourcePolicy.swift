import Foundation

/// Decides which picture links `dogs` may request. dog.ceo is a third party, so its answers
/// are untrusted: only https (or http on the API's own host, for a local mirror), only hosts the
/// user trusts, and never link-local or cloud-metadata addresses.
public struct SourcePolicy: Equatable, Sendable {
    public static let pictureHost = "images.dog.ceo"

    private let apiHost: String?
    private let trustedHosts: Set<String>

    public init(apiBase: URL, allowedHosts: [String] = []) {
        apiHost = apiBase.host?.lowercased()
        trustedHosts = Set([Self.pictureHost] + (apiHost.map { [$0] } ?? []) + allowedHosts.map { $0.lowercased() })
    }

    /// Why `url` must not be requested, or nil when it may be.
    public func rejection(of url: URL) -> String? {
        let scheme = url.scheme?.lowercased()
        guard let host = url.host?.lowercased(), !host.isEmpty, scheme == "https" || scheme == "http" else {
            return "not an http(s) link"
        }
        guard url.user == nil, url.password == nil else { return "the link carries credentials" }
        guard !Self.isLinkLocalOrMetadata(host) else { return "\(host) is a link-local or cloud-metadata address" }
        guard trustedHosts.contains(host) else { return "\(host) is not a trusted host (--allow-host \(host) trusts it)" }
        guard scheme == "https" || host == apiHost else { return "plain http is only used on the API's own host" }
        guard !Self.hasDisguisedPath(url) else { return "its path climbs to parent folders or hides separators" }
        return nil
    }

    public func allows(_ url: URL) -> Bool { rejection(of: url) == nil }

    /// Parent-folder steps, plain or percent-encoded (`..%2F`), and backslashes have no place in a
    /// picture link; they only serve to confuse whatever reads the path next.
    private static func hasDisguisedPath(_ url: URL) -> Bool {
        url.absoluteString.lowercased().contains("%5c")
            || url.pathComponents.contains { $0 == "." || $0.contains("..") || $0.contains("\\") }
    }

    private static func isLinkLocalOrMetadata(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return bare.hasPrefix("169.254.") || bare.hasPrefix("fe80:") || bare == "fd00:ec2::254"
            || bare == "metadata.google.internal" || bare == "metadata"
    }
}
