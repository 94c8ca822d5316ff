import PureSupport

/// A breed as dog.ceo names it, optionally narrowed to a sub-breed: `hound`, `hound/afghan`.
public struct Breed: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let name: String
    public let subBreed: String?

    public init(_ name: String, subBreed: String? = nil) {
        self.name = name
        self.subBreed = subBreed
    }

    /// Parses a breed as people type it: `BREED` or `BREED/SUB` as `dogs breeds` lists them,
    /// `BREED-SUB` as dog.ceo's links and dogs' file names spell it, or the name people use
    /// ("Afghan Hound", see `BreedNames`). dog.ceo's names are lower-case letters and digits, so
    /// upper case is folded and anything else is rejected.
    public init?(argument: String) {
        let typed = argument.lowercased()
        let separator: Character = typed.contains("/") ? "/" : "-"
        var parts = typed.split(separator: separator, omittingEmptySubsequences: false)
        // A name people use may hold a hyphen itself: "Curly-Coated Retriever".
        if let key = BreedNames.key(forCommonName: typed.split(separator: " ").joined(separator: " ")) {
            parts = key.split(separator: "-")
        }
        let isName = { (part: Substring) in
            !part.isEmpty && part.count <= 64 && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard (1...2).contains(parts.count), parts.allSatisfy(isName) else { return nil }
        self.init(String(parts[0]), subBreed: parts.count == 2 ? String(parts[1]) : nil)
    }

    /// The breeds of `known` that `typed`, which dog.ceo does not know, most likely meant: the
    /// breeds with a sub-breed of that name (`afghan` → `hound/afghan`), or the one within a slip
    /// of the keyboard of it; at most three.
    public static func suggestions(for typed: Breed, among known: [Breed]) -> [Breed] {
        if typed.subBreed == nil, case let bySubBreed = known.filter({ $0.subBreed == typed.name }), !bySubBreed.isEmpty {
            return Array(bySubBreed.sorted().prefix(3))
        }
        let nearest = NearestName.suggestion(for: typed.description, among: known.map(\.description))
        return known.filter { $0.description == nearest }
    }

    public var description: String {
        subBreed.map { "\(name)/\($0)" } ?? name
    }

    public static func < (lhs: Breed, rhs: Breed) -> Bool {
        (lhs.name, lhs.subBreed ?? "") < (rhs.name, rhs.subBreed ?? "")
    }

    /// Flattens dog.ceo's `breeds/list/all` answer: each breed, then each of its sub-breeds, sorted.
    public static func list(from breedsWithSubBreeds: [String: [String]]) -> [Breed] {
        breedsWithSubBreeds.flatMap { name, subBreeds in
            [Breed(name)] + subBreeds.map { Breed(name, subBreed: $0) }
        }.sorted()
    }
}
