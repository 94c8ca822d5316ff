import DogModel
import Platform
import PureSupport

/// The dog.ceo endpoints `dogs` uses, and what it keeps of their answers: a few links, a list of
/// breeds, each cut at a length no real answer comes near, so an answer at the size cap costs
/// what dogs keeps of it, not what it holds.
public enum DogAPI {
    /// The random-image endpoints return at most this many URLs per request.
    public static let maxImagesPerRequest = 50
    /// dog.ceo's links are under 100 bytes; a longer one is kept cut, to be named and skipped.
    static let maxLinkBytes = 2048
    /// dog.ceo's breed names are a word of at most 20 letters; a longer one is no breed.
    static let maxBreedNameBytes = 64
    /// dog.ceo lists about 100 breeds and 70 sub-breeds; names beyond this many are not kept.
    static let maxBreedNames = 5000

    /// `breeds/image/random/N`, a breed's (and its sub-breeds') `breed/hound/images/random/N`,
    /// or one sub-breed's `breed/hound/afghan/images/random/N`. Only the first `count` links of
    /// an answer are kept: more are not asked for.
    public static func randomImages(count: Int, breed: Breed? = nil) -> Endpoint<[OfferedLink]> {
        let scope: [String]
        if let breed {
            scope = ["breed", breed.name] + (breed.subBreed.map { [$0] } ?? []) + ["images"]
        } else {
            scope = ["breeds", "image"]
        }
        return Endpoint(scope + ["random", String(count)]) { cursor throws(JSONCursor.Failure) in
            guard cursor.peek() == .array else { throw JSONCursor.Failure(reason: "the message is not a list of links") }
            var links: [OfferedLink] = []
            try cursor.elements { cursor throws(JSONCursor.Failure) in
                guard links.count < count else { return try cursor.skipValue() }
                guard cursor.peek() == .string else { throw JSONCursor.Failure(reason: "the message is not a list of links") }
                let (text, isCut) = try cursor.string(keeping: maxLinkBytes)
                links.append(OfferedLink(text: text, isCut: isCut))
            }
            return links
        }
    }

    /// `breeds/list/all`: every breed with its sub-breeds. A name longer than any breed's is left
    /// out, and so is every name after the first `maxBreedNames`.
    public static let breedList = Endpoint<[String: [String]]>(["breeds", "list", "all"]) { cursor throws(JSONCursor.Failure) in
        guard cursor.peek() == .object else { throw JSONCursor.Failure(reason: "the message is not a list of breeds") }
        var breeds: [String: [String]] = [:]
        var kept = 0
        let isName = { (name: String) in name.utf8.count <= maxBreedNameBytes }
        try cursor.members(nameLimit: maxBreedNameBytes + 1) { name, cursor throws(JSONCursor.Failure) in
            guard cursor.peek() == .array else { throw JSONCursor.Failure(reason: "a breed's sub-breeds are not a list") }
            var subBreeds: [String] = []
            try cursor.elements { cursor throws(JSONCursor.Failure) in
                guard cursor.peek() == .string else { throw JSONCursor.Failure(reason: "a sub-breed is not text") }
                let (subBreed, isCut) = try cursor.string(keeping: maxBreedNameBytes)
                if !isCut, kept < maxBreedNames {
                    subBreeds.append(subBreed)
                    kept += 1
                }
            }
            if isName(name), kept < maxBreedNames {
                breeds[name] = subBreeds
                kept += 1
            }
        }
        return breeds
    }
}
