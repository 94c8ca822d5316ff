@testable import DogModel
import Foundation
import ModelTestSupport
import TestSupport
import Testing

@Suite("BreedNames gives the breeds dog.ceo lists the names people use")
struct BreedNamesTests {
    /// Every breed and sub-breed of the fixture list, as their keys: `hound-afghan`.
    static func listedKeys() throws -> [String] {
        let list = try #require(try JSONSerialization.jsonObject(with: fixture("api/breeds-list-all.json")) as? [String: Any])
        let message = try #require(list["message"] as? [String: [String]])
        return message.flatMap { breed, subBreeds in subBreeds.isEmpty ? [breed] : subBreeds.map { "\(breed)-\($0)" } }.sorted()
    }

    @Test("every breed dog.ceo lists has a name, and the table names no other")
    func coversTheList() throws {
        #expect(try Self.listedKeys() == BreedNames.table.keys.sorted())
    }

    @Test("every name is one a reader would write: capitalised words of letters, each name once")
    func sensible() throws {
        for (key, name) in BreedNames.table {
            let words = name.split(separator: " ")
            #expect(words.first?.first?.isUppercase == true, "\(key): \(name)")
            #expect(words.allSatisfy { $0.first!.isUppercase || ["and", "de", "des"].contains($0) }, "\(key): \(name)")
            #expect(name.allSatisfy { $0.isLetter || " .-".contains($0) }, "\(key): \(name)")
        }
        #expect(Set(BreedNames.table.values).count == BreedNames.table.count)
    }

    @Test("pictures show the names people use, and keep the keys their pages are named by", arguments: [
        ("setter-english", "English Setter", "setter-english"), ("dane-great", "Great Dane", "dane-great"),
        ("frise-bichon", "Bichon Frise", "frise-bichon"), ("stbernard", "St. Bernard", "stbernard"),
        ("mexicanhairless", "Mexican Hairless", "mexicanhairless"), ("wolf-arctic", "Wolf Arctic", "wolf-arctic"),
    ])
    func pictures(_ folder: String, _ name: String, _ key: String) {
        let picture = samplePicture(folder, "a")

        #expect(picture.name == name)
        #expect(picture.breedKey == key)
        #expect(DogUI(url: picture.source).name == DogUI.displayName(breed: picture.breed, subBreed: picture.subBreed), "DogUI keeps its form")
    }
}
