import DogModel
import Platform
import PureSupport

/// A breed dog.ceo does not know, with the ones it most likely meant (see `Breed.suggestions`).
public struct UnknownBreed: Error, Equatable, Sendable, CustomStringConvertible {
    public let given: Breed
    public let suggestions: [Breed]

    package init(given: Breed, suggestions: [Breed]) {
        self.given = given
        self.suggestions = suggestions
    }

    public var description: String {
        let meant = suggestions.isEmpty ? "" : "; did you mean \(ProseList.joined(suggestions.map(\.description), or: true))?"
        return "the API does not know the breed '\(given)'\(meant) ('dogs breeds' lists every breed it knows)"
    }
}
