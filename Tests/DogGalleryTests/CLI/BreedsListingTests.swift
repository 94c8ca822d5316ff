@testable import DogGallery
@testable import DogModel
import Foundation
import Testing

@Suite("BreedsListing prints the breeds with the names people use")
struct BreedsListingTests {
    private let breeds = [Breed("germanshepherd"), Breed("hound"), Breed("hound", subBreed: "afghan"), Breed("newbreed")]

    @Test("on a terminal, the names line up beside the keys")
    func aligned() {
        #expect(BreedsListing.lines(for: breeds, aligned: true) == [
            "germanshepherd  German Shepherd", "hound           Hound", "hound/afghan    Afghan Hound", "newbreed        Newbreed",
        ])
    }

    @Test("piped, key and name are separated by a tab, for cut and awk")
    func tabbed() {
        #expect(BreedsListing.lines(for: breeds, aligned: false) == [
            "germanshepherd\tGerman Shepherd", "hound\tHound", "hound/afghan\tAfghan Hound", "newbreed\tNewbreed",
        ])
    }

    @Test("as JSON, each breed with its key and its name")
    func json() throws {
        let object = try JSONSerialization.jsonObject(with: Data(BreedsListing.json(for: breeds).utf8)) as? [String: Any]
        let listed = object?["breeds"] as? [[String: String]]

        #expect(listed?.first == ["breed": "germanshepherd", "name": "German Shepherd"])
        #expect(listed?.map { $0["breed"] } == breeds.map(\.description))
        #expect(object?["exitCode"] as? Int == 0)
    }
}
