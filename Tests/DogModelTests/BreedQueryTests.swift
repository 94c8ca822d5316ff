@testable import DogModel
import TestSupport
import Foundation
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
        ("bernese mountain", "mountain/bernese"), ("corgi", "corgi"), ("shepherd german", "germanshepherd"), ("bull mastiff", "mastiff/bull"),
        // Words run together name a breed before a last "dog" is dropped: all bulldogs, not a Bullmastiff.
        ("bull dog", "bulldog"), ("Bull Dog", "bulldog"), ("sheep dog", "sheepdog"),
        // Several names hold the words, one is exactly them.
        ("great dane", "dane/great"), ("border collie", "collie/border"),
    ] as [(String, String)])
    func resolves(typed: String, breed: String) {
        #expect(BreedQuery.reading(of: typed).meaning.map(\.description) == .success(breed))
    }

    @Test("a breed dogs does not know, typed as dog.ceo spells breeds, is left for the API to judge", arguments: ["newbreed", "newbreed/sub", "x1"])
    func newBreeds(typed: String) {
        #expect(BreedQuery.reading(of: typed).meaning.map(\.description) == .success(typed))
    }

    @Test("a name several breeds' names hold is a question naming each of them", arguments: [
        ("shepherd", ["australian/shepherd", "germanshepherd", "ovcharka/caucasian"]), ("german", ["germanshepherd", "pointer/german", "pointer/germanlonghair"]),
        ("welsh corgi", ["corgi/cardigan", "pembroke"]), ("toy", ["poodle/toy", "terrier/toy"]), ("Shepherd Dog", ["australian/shepherd", "germanshepherd", "ovcharka/caucasian"]),
        ("bull", ["bullterrier/staffordshire", "mastiff/bull", "pitbull"]),
    ])
    func asks(typed: String, candidates: [String]) {
        guard case let .failure(unknown) = BreedQuery.reading(of: typed).meaning else {
            Issue.record("'\(typed)' was taken for one breed: \(BreedQuery.reading(of: typed).meaning)")
            return
        }
        #expect(unknown.isQuestion)
        #expect(unknown.suggestions.map(\.description) == candidates)
    }

    @Test("every word several breeds of the API's list share is a question naming them all, or a breed of its own")
    func everySharedWord() throws {
        let listed = try JSONSerialization.jsonObject(with: fixture("api/breeds-list-all.json")) as? [String: Any]
        let breeds = try #require(listed?["message"] as? [String: [String]]).flatMap { breed, subs in subs.isEmpty ? [breed] : subs.map { "\(breed)-\($0)" } }
        let names = Dictionary(uniqueKeysWithValues: breeds.map { ($0, Set(BreedQuery.words(of: BreedNames.common(forKey: $0) ?? $0) + $0.split(separator: "-").map(String.init))) })
        let words = Set(names.values.flatMap { $0 }).subtracting(["dog", "dogs"])
        for word in words.sorted() {
            let holders = names.filter { $0.value.contains(word) }.keys.sorted().map { Breed(key: $0).description }
            switch BreedQuery.reading(of: word).meaning {
            case let .success(breed):
                // Clearly best: the breed (or parent breed) of that very name, or the one named by the word alone.
                #expect(breed.description == word || holders.count == 1 || BreedNames.common(forKey: breed.key).map { BreedQuery.words(of: $0) } == [word],
                        "'\(word)' was taken for \(breed), though \(holders) hold it")
            case let .failure(unknown):
                #expect(unknown.isQuestion && unknown.suggestions.map(\.description) == holders, "'\(word)': \(unknown)")
            }
        }
    }

    @Test("a name no breed holds is refused with the breeds holding most of its words", arguments: [
        ("Saint Bernad Dog Thing", ["stbernard"]), ("a b", []), ("spotted dalmatian", ["dalmatian"]),
    ])
    func refuses(typed: String, suggestions: [String]) {
        guard case let .failure(unknown) = BreedQuery.reading(of: typed).meaning else {
            Issue.record("'\(typed)' was taken for a breed")
            return
        }
        #expect(!unknown.isQuestion)
        #expect(unknown.suggestions.map(\.description) == suggestions)
    }

    @Test("a line an earlier dogs scheduled keeps the breed it fetched, where this dogs reads the name otherwise", arguments: [
        ("shepherd", "australian/shepherd" as String?), ("german", "pointer/german"), ("bull dog", "mastiff/bull"), ("afghan", nil), ("hound/afghan", nil),
    ])
    func earlierReading(typed: String, earlier: String?) {
        #expect(BreedQuery.reading(of: typed).earlier?.description == earlier)
    }

    @Test("dogs breeds lists what --breed takes the words for: the breeds whose names hold them, else the breed they name", arguments: [
        ("terrier", ["terrier/yorkshire", "terrier/westhighland", "bulldog/boston"]), ("lab", ["labrador"]), ("yorkie", ["terrier/yorkshire"]),
        ("frenchie", ["bulldog/french"]), ("retreiver", ["labrador", "retriever/golden", "retriever/curly"]), ("daschund", ["dachshund"]),
        ("bulldog", ["bulldog/french", "bulldog/boston"]), ("hound", ["hound/afghan"]), ("cat", []), ("zzz", []),
    ] as [(String, [String])])
    func matching(_ filter: String, _ listed: [String]) {
        let breeds = ["terrier/yorkshire", "terrier/westhighland", "labrador", "bulldog/french", "bulldog/boston", "retriever/golden", "retriever/curly", "dachshund", "hound/afghan", "pug"]
            .compactMap(Breed.init(argument:))

        #expect(BreedQuery.matching(filter, among: breeds).map(\.description) == listed)
    }

    @Test("the refusal names what was typed and what was likely meant, in one line")
    func refusal() {
        #expect(BreedQuery.Unknown(typed: "corgi", suggestions: [Breed("corgi", subBreed: "cardigan"), Breed("pembroke")]).description
            == "no breed is called 'corgi'; did you mean 'corgi/cardigan' (Cardigan Welsh Corgi) or 'pembroke' (Pembroke Welsh Corgi)? ('dogs breeds' lists them all)")
        #expect(BreedQuery.Unknown(typed: "a b", suggestions: []).description == "no breed is called 'a b' ('dogs breeds' lists them all)")
        #expect(BreedQuery.Unknown(typed: "shepherd", suggestions: [Breed("australian", subBreed: "shepherd"), Breed("germanshepherd")], isQuestion: true).description
            == "'shepherd' may mean several breeds; did you mean 'australian/shepherd' (Australian Shepherd) or 'germanshepherd' (German Shepherd)? ('dogs breeds shepherd' lists them)")
        let many = (1...10).map { Breed("b\($0)") }
        #expect(BreedQuery.Unknown(typed: "b", suggestions: many, isQuestion: true).description
            == "'b' may mean several breeds; did you mean 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7' or one of 3 more? ('dogs breeds b' lists them)")
    }
}
