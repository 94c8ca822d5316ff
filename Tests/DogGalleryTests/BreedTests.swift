import Testing
import DogGallery

@Suite("Breed")
struct BreedTests {
    @Test("parses BREED and BREED/SUB from the command line", arguments: [
        ("hound", Breed("hound")),
        ("hound/afghan", Breed("hound", subBreed: "afghan")),
        ("Hound/Afghan", Breed("hound", subBreed: "afghan")),
        ("germanshepherd", Breed("germanshepherd")),
    ])
    func parses(_ argument: String, _ expected: Breed) {
        #expect(Breed(argument: argument) == expected)
    }

    @Test("rejects malformed breeds", arguments: [
        "", "/", "hound/", "/afghan", "hound/afghan/x", "hound afghan", "../etc", "hound-afghan", "chien%2F", "<script>",
        String(repeating: "a", count: 65),
    ])
    func rejects(_ argument: String) {
        #expect(Breed(argument: argument) == nil)
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
