@testable import DogCEOClient
import DogModel
import Testing

@Suite("UnknownBreed names the breed given and what was likely meant")
struct UnknownBreedTests {
    @Test("one line, with the suggestions when there are any", arguments: [
        ([], "the API does not know the breed 'wolf' ('dogs breeds' lists every breed it knows)"),
        (["hound/afghan"], "the API does not know the breed 'wolf'; did you mean hound/afghan? ('dogs breeds' lists every breed it knows)"),
        (["bulldog/english", "setter/english"],
         "the API does not know the breed 'wolf'; did you mean bulldog/english or setter/english? ('dogs breeds' lists every breed it knows)"),
    ])
    func description(_ suggestions: [String], _ expected: String) {
        #expect(UnknownBreed(given: Breed("wolf"), suggestions: suggestions.compactMap { Breed(argument: $0) }).description == expected)
    }
}
