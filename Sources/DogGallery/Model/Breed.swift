/// A breed as dog.ceo names it, optionally narrowed to a sub-breed: `hound`, `hound/afghan`.
public struct Breed: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let name: String
    public let subBreed: String?

    public init(_ name: String, subBreed: String? = nil) {
        self.name = name
        self.subBreed = subBreed
    }

    /// Parses `BREED` or `BREED/SUB` as typed on the command line. dog.ceo's names are
    /// lower-case letters, so upper case is folded and anything else is rejected.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "/", omittingEmptySubsequences: false)
        let isName = { (part: Substring) in
            !part.isEmpty && part.count <= 64 && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard (1...2).contains(parts.count), parts.allSatisfy(isName) else { return nil }
        self.init(String(parts[0]), subBreed: parts.count == 2 ? String(parts[1]) : nil)
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
