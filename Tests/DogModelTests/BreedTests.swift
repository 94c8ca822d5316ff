@testable import DogModel
import Testing

@Suite("Breed")
struct BreedTests {
    @Test("parses BREED and BREED/SUB from the command line", arguments: [
        ("hound", Breed("hound")),
        ("hound/afghan", Breed("hound", subBreed: "afghan")),
        ("Hound/Afghan", Breed("hound", subBreed: "afghan")),
        ("germanshepherd", Breed("germanshepherd")),
        ("hound-afghan", Breed("hound", subBreed: "afghan")),
        ("Afghan Hound", Breed("hound", subBreed: "afghan")),
        ("afghan hound", Breed("hound", subBreed: "afghan")),
        ("great  dane", Breed("dane", subBreed: "great")),
        ("St. Bernard", Breed("stbernard")),
        ("German Shepherd", Breed("germanshepherd")),
        ("Bloodhound", Breed("hound", subBreed: "blood")),
        ("bulldog-french", Breed("bulldog", subBreed: "french")),
        ("Curly-Coated Retriever", Breed("retriever", subBreed: "curly")),
        ("danish-swedish farmdog", Breed("danish", subBreed: "swedish")),
    ])
    func parses(_ argument: String, _ expected: Breed) {
        #expect(Breed(argument: argument) == expected)
    }

    @Test("rejects malformed breeds", arguments: [
        "", "/", "hound/", "/afghan", "hound/afghan/x", "hound afghan", "../etc", "hound-afghan-x", "-afghan", "hound-", "chien%2F", "<script>",
        "afghan wolf", "hound-afghan/x",
        String(repeating: "a", count: 65),
    ])
    func rejects(_ argument: String) {
        #expect(Breed(argument: argument) == nil)
    }

    @Test("suggests the breeds a name that dog.ceo does not know most likely meant", arguments: [
        ("afghan", ["hound/afghan"]), ("houd", ["hound"]), ("hound/afgan", ["hound/afghan"]), ("setter/englsh", ["setter/english"]),
        ("english", ["bulldog/english", "hound/english", "setter/english"]), ("wolf", []), ("xyzzy", []),
    ])
    func suggestions(_ typed: String, _ expected: [String]) {
        let known = Breed.list(from: ["hound": ["afghan", "english", "basset"], "bulldog": ["english", "french"], "setter": ["english", "irish"], "pug": []])

        #expect(Breed.suggestions(for: Breed(argument: typed)!, among: known).map(\.description) == expected)
    }

    @Test("describes itself as typed on the command line")
    func description() {
        #expect(Breed("hound", subBreed: "afghan").description == "hound/afghan")
        #expect(Breed("pug").description == "pug")
    }

    @Test("flattens the breed list into breeds then their sub-breeds, sorted")
    func list() {
        let list = Breed.list(from: ["bulldog": ["french", "boston"], "akita": [], "hound": ["afghan"]])

        #expect(list.map(\.description) == ["akita", "bulldog", "bulldog/boston", "bulldog/french", "hound", "hound/afghan"])
    }
}
