import Foundation
import Platform

/// Decides which picture links `dogs` may request. dog.ceo is a third party, so its answers are
/// untrusted: a link is requested only from a trusted origin (scheme, host and port together, as
/// browsers tell sites apart): `https://images.dog.ceo`, the API's own origin, and each
/// `--allow-host` over https. Never link-local or cloud-metadata addresses, never credentials.
package struct SourcePolicy: Equatable, Sendable {
    package static let pictureHost = "images.dog.ceo"

    /// Where a request goes: scheme, host and port, with the scheme's port when the link names none.
    struct Origin: Hashable, Sendable, CustomStringConvertible {
        let scheme: String
        let host: String
        let port: Int

        init?(_ url: URL) {
            guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  let host = url.host?.lowercased(), !host.isEmpty
            else { return nil }
            self.scheme = scheme
            self.host = host
            port = url.port ?? (scheme == "https" ? 443 : 80)
        }

        var description: String { "\(scheme)://\(host):\(port)" }
    }

    private let trusted: Set<Origin>

    /// - Parameter allowedHosts: `host` or `host:port`, trusted over https.
    package init(apiBase: URL, allowedHosts: [String] = []) {
        let origins = [URL(string: "https://\(Self.pictureHost)/"), apiBase] + allowedHosts.map { URL(string: "https://\($0)/") }
        trusted = Set(origins.compactMap { $0.flatMap(Origin.init) })
    }

    /// Why `url` must not be requested, or nil when it may be.
    package func rejection(of url: URL) -> String? {
        guard let origin = Origin(url) else { return "not an http(s) link" }
        guard url.user == nil, url.password == nil else { return "the link carries credentials" }
        guard !Self.isLinkLocalOrMetadata(origin.host) else { return "\(origin.host) is a link-local or cloud-metadata address" }
        guard trusted.contains(origin) else {
            if origin.scheme == "http" { return "\(origin) is not a trusted origin (plain http only at the API's own)" }
            let allowing = "--allow-host \(origin.host)\(origin.port == 443 ? "" : ":\(origin.port)")"
            guard trusted.contains(where: { $0.host == origin.host }) else { return "\(origin.host) is not a trusted host (\(allowing) trusts it over https)" }
            return "\(origin) is not a trusted origin (the scheme and port must match as well as the host; \(allowing) trusts it)"
        }
        guard !Self.hasDisguisedPath(url) else { return "its path climbs to parent folders or hides separators" }
        return nil
    }

    package func allows(_ url: URL) -> Bool { rejection(of: url) == nil }

    /// For a plain-http link refused: the `--api-base` that would trust it, as a mirror serves its
    /// pictures from its own origin; for `verify --repair` of pictures fetched from an API since moved.
    package static func apiTrusting(_ url: URL) -> String? {
        guard let origin = Origin(url), origin.scheme == "http" else { return nil }
        return "\(origin.scheme)://\(origin.host):\(origin.port)/api"
    }
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
