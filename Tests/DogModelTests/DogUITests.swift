@testable import DogModel
import Foundation
import TestSupport
import Testing

@Suite("DogUI reads breed, sub-breed and name from the picture URL")
struct DogUITests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let url: String
        let breed: String?
        let subBreed: String?
        let name: String
        var testDescription: String { url }
    }

    @Test("breed folders", arguments: [
        Sample(url: "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg", breed: "setter", subBreed: "english", name: "Setter English"),
        Sample(url: "https://images.dog.ceo/breeds/komondor/n02105505_1657.jpg", breed: "komondor", subBreed: nil, name: "Komondor"),
        Sample(url: "https://images.dog.ceo/breeds/terrier-boston/bostonTerrier_000001.jpg", breed: "terrier", subBreed: "boston", name: "Terrier Boston"),
        Sample(url: "http://127.0.0.1:8080/breeds/hound-afghan/n02088094_1003.jpg", breed: "hound", subBreed: "afghan", name: "Hound Afghan"),
        Sample(url: "https://images.dog.ceo/breeds/akita/512px-Akita_inu.jpeg", breed: "akita", subBreed: nil, name: "Akita"),
        Sample(url: "https://images.dog.ceo/breeds/a-b-c/x.jpg", breed: "a", subBreed: "b-c", name: "A B-c"),
        Sample(url: "https://images.dog.ceo/breeds/pug%0Ainjected%1B%5B31mRED/a.jpg", breed: "puginjected[31mRED", subBreed: nil, name: "Puginjected[31mRED"),
        Sample(url: "https://images.dog.ceo/breeds/pug-%E2%80%AEgpj/x.jpg", breed: "pug", subBreed: "gpj", name: "Pug Gpj"),
        Sample(url: "https://images.dog.ceo/breeds/%E2%80%AE-x/x.jpg", breed: nil, subBreed: nil, name: "Unknown"),
        Sample(url: "https://images.dog.ceo/breeds/%C3%A9clair-%C3%9Fa/x.jpg", breed: "éclair", subBreed: "ßa", name: "Éclair SSa"),
        Sample(url: "https://images.dog.ceo/breeds/Pug-9lives/x.jpg", breed: "Pug", subBreed: "9lives", name: "Pug 9lives"),
        Sample(url: "https://images.dog.ceo/breeds/z-_x/x.jpg", breed: "z", subBreed: "_x", name: "Z _x"),
    ])
    func breedFolder(_ sample: Sample) throws {
        let dog = DogUI(url: try #require(URL(string: sample.url)))

        #expect(dog.breed == sample.breed)
        #expect(dog.subBreed == sample.subBreed)
        #expect(dog.name == sample.name)
    }

    @Test("no breed folder gives Unknown", arguments: [
        "https://images.dog.ceo/n02100735_10038.jpg",
        "https://images.dog.ceo/breeds/komondor",
        "https://images.dog.ceo/breeds/",
        "https://images.dog.ceo/breeds//pug.jpg",
        "https://example.com/dogs/pug.jpg",
    ])
    func unknown(_ link: String) throws {
        let dog = DogUI(url: try #require(URL(string: link)))

        #expect(dog.breed == nil)
        #expect(dog.subBreed == nil)
        #expect(dog.name == "Unknown")
    }

    @Test("round-trips through JSON as its URL")
    func codable() throws {
        let dog = DogUI(url: try #require(URL(string: "https://images.dog.ceo/breeds/setter-english/a.jpg")))

        let decoded = try JSONDecoder().decode(DogUI.self, from: JSONEncoder().encode(dog))

        #expect(decoded == dog)
        #expect(decoded.subBreed == "english")
    }
}
