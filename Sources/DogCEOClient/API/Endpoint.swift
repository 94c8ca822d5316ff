import Foundation

/// A dog.ceo resource: where it lives below the API base, and what its `message` decodes to.
public struct Endpoint<Resource: Decodable & Sendable>: Sendable {
    public let pathComponents: [String]

    public init(_ pathComponents: [String]) {
        self.pathComponents = pathComponents
    }

    /// Appends each component on its own so that user-supplied parts (breed names) are percent-encoded.
    public func url(relativeTo baseURL: URL) -> URL {
        pathComponents.reduce(baseURL) { $0.appendingPathComponent($1) }
    }
}
