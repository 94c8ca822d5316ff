import Foundation
import Platform
import PureSupport

/// A dog.ceo resource: where it lives below the API base, and what dogs keeps of an answer's
/// `message` (see `DogAPI`): never more than it will use, however much arrives.
public struct Endpoint<Resource: Sendable>: Sendable {
    public let pathComponents: [String]
    /// Reads the `message` member's value, where the cursor stands, into the resource.
    let read: @Sendable (inout JSONCursor) throws(JSONCursor.Failure) -> Resource

    init(_ pathComponents: [String], read: @escaping @Sendable (inout JSONCursor) throws(JSONCursor.Failure) -> Resource) {
        self.pathComponents = pathComponents
        self.read = read
    }

    /// Appends each component on its own so that user-supplied parts (breed names) are percent-encoded.
    public func url(relativeTo baseURL: URL) -> URL {
        pathComponents.reduce(baseURL) { $0.appendingPathComponent($1) }
    }
}
