import Foundation
import Platform

/// The web addresses `dogs` takes on its command line, checked before any request is made.
enum AddressArgument {
    /// An http(s) URL with a host and nothing a request should not carry (credentials, query, fragment).
    static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false,
              url.query == nil, url.fragment == nil, url.user == nil
        else { return nil }
        return url
    }

    /// A host name, with a port if one is given: `images.example.org`, `localhost:8443`.
    static func host(_ text: String) -> String? {
        let url = URL(string: "https://\(text)/")
        let parsed = url.flatMap { url in url.host.map { $0 + (url.port.map { ":\($0)" } ?? "") } }
        return !text.isEmpty && parsed == text ? text : nil
    }
}
