@testable import DogModel
import TestSupport
import Testing

@Suite("BreedQuery takes a breed as people type it")
struct BreedQueryTests {
    @Test("a name that means one breed is that breed", arguments: [
        // As dogs breeds lists them, as links spell them, as people call them.
        ("hound", "hound"), ("hound/afghan", "hound/afghan"), ("hound-afghan", "hound/afghan"), ("Afghan Hound", "hound/afghan"),
        ("  afghan   HOUND ", "hound/afghan"), ("mix", "mix"),
        // Saints and their abbreviations.
        ("Saint Bernard", "stbernard"), ("St Bernard", "stbernard"), ("St. Bernard", "stbernard"), ("saint-bernard", "stbernard"),
        // Nicknames.
        ("lab", "labrador"), ("frenchie", "bulldog/french"), ("yorkie", "terrier/yorkshire"), ("Alsatian", "germanshepherd"),
        ("westie", "terrier/westhighland"), ("sheltie", "sheepdog/shetland"), ("doxie", "dachshund"), ("pit bull", "pitbull"),
        // The usual misspellings, word by word.
        ("daschund", "dachshund"), ("afgan", "hound/afghan"), ("Afgan Hound", "hound/afghan"), ("Bassett Hound", "hound/basset"),
        ("rotweiler", "rottweiler"), ("chihuahau", "chihuahua"), ("Dalmation", "dalmatian"),
        // An extra "dog".
        ("german shepherd dog", "germanshepherd"), ("German Shepherd", "germanshepherd"), ("african wild dog", "african"),
        // A sub-breed's own name, when only one breed has it.
        ("afghan", "hound/afghan"), ("basset", "hound/basset"), ("golden", "retriever/golden"),
        // Words in either order; a parent breed is a breed.
        ("bernese mountain", "mountain/bernese"), ("corgi", "corgi"),
    ])
    func resolves(typed: String, breed: String) {
        #expect(BreedQuery.resolve(typed).map(\.description) == .success(breed))
    }

    @Test("a breed dogs does not know, typed as dog.ceo spells breeds, is left for the API to judge", arguments: ["newbreed", "newbreed/sub", "x1"])
    func newBreeds(typed: String) {
        #expect(BreedQuery.resolve(typed).map(\.description) == .success(typed))
    }

    @Test("a name that may mean several breeds, or none, is refused with the likeliest", arguments: [
        ("welsh corgi", ["corgi/cardigan", "pembroke"]), ("english", ["bulldog/english", "hound/english", "mastiff/english"]),
        ("toy", ["poodle/toy", "terrier/toy"]), ("Saint Bernad Dog Thing", []), ("a b", []),
    ])
    func refuses(typed: String, suggestions: [String]) {
        guard case let .failure(unknown) = BreedQuery.resolve(typed) else {
            Issue.record("'\(typed)' was taken for a breed")
            return
        }
        #expect(unknown.suggestions.map(\.description) == suggestions)
    }

    @Test("the refusal names what was typed and what was likely meant, in one line")
    func refusal() {
        #expect(BreedQuery.Unknown(typed: "corgi", suggestions: [Breed("corgi", subBreed: "cardigan"), Breed("pembroke")]).description
            == "no breed is called 'corgi'; did you mean 'corgi/cardigan' (Cardigan Welsh Corgi) or 'pembroke' (Pembroke Welsh Corgi)? ('dogs breeds' lists them all)")
        #expect(BreedQuery.Unknown(typed: "a b", suggestions: []).description == "no breed is called 'a b' ('dogs breeds' lists them all)")
    }
}
