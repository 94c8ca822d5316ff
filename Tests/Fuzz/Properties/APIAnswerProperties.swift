@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
import PureSupport
#endif

/// An answer → the response mapper. The first byte picks the endpoint (even: random pictures,
/// odd: the breed list), the next two the HTTP status, the rest is the body. Never traps; either
/// a typed error of one printable line, or values: pictures whose links are absolute, unusable
/// links named in one short printable line, breed names of at most `DogAPI.maxBreedNameBytes`.
enum APIAnswerProperties {
    private static let url = URL(string: "https://dog.ceo/api/breeds/image/random/3")!

    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        guard bytes.count >= 3 else { return }
        let status = 100 + (Int(bytes[1]) << 8 | Int(bytes[2])) % 500
        let body = Data(bytes.dropFirst(3))
        guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"]) else { return }
        switch try answer(body, response: response, asBreedList: bytes[0] % 2 == 1) {
        case let .success(offer):
            try require((200..<300).contains(status), "values from an answer with status \(status)")
            for dog in offer.dogs {
                try require(dog.url.scheme != nil && dog.url.baseURL == nil, "a picture whose link is not absolute: \(dog.url)")
            }
            for unusable in offer.unusable {
                try require(TerminalText.oneLine(unusable.link, maxLength: 101) == unusable.link, "an unusable link named in more than a short line: \(unusable.link)")
            }
        case let .failure(error):
            let message = error.description
            try require(!message.contains("\n") && TerminalText.printable(message) == message, "an error that is not one printable line: \(message)")
        }
    }

    /// What a random-pictures answer offers; nothing for a breed list, whose names are checked here.
    private static func answer(_ body: Data, response: HTTPURLResponse, asBreedList: Bool) throws(PropertyViolation) -> Result<Offer, DogServiceError> {
        let breeds: [Breed]
        do throws(DogServiceError) {
            guard asBreedList else { return .success(Offer(links: try DogAPIResponse.map(body, from: response, url: url, reading: DogAPI.randomImages(count: 3)))) }
            breeds = Breed.list(from: try DogAPIResponse.map(body, from: response, url: url, reading: DogAPI.breedList))
        } catch {
            return .failure(error)
        }
        try require(breeds.count <= DogAPI.maxBreedNames, "more breeds kept than dogs keeps: \(breeds.count)")
        for breed in breeds {
            try require(([breed.name] + [breed.subBreed].compactMap { $0 }).allSatisfy { $0.utf8.count <= DogAPI.maxBreedNameBytes }, "a breed name longer than dogs keeps")
        }
        return .success(Offer())
    }
}
