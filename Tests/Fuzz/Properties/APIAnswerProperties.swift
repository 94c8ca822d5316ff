@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer → the response mapper. The first byte picks the endpoint (even: random pictures,
/// odd: the breed list), the next two the HTTP status, the rest is the body. Never traps; either
/// a typed error of one printable line, or values: pictures whose links are absolute.
enum APIAnswerProperties {
    private static let url = URL(string: "https://dog.ceo/api/breeds/image/random/3")!

    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        guard bytes.count >= 3 else { return }
        let status = 100 + (Int(bytes[1]) << 8 | Int(bytes[2])) % 500
        let body = Data(bytes.dropFirst(3))
        guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"]) else { return }
        switch answer(body, response: response, asBreedList: bytes[0] % 2 == 1) {
        case let .success(dogs):
            try require((200..<300).contains(status), "values from an answer with status \(status)")
            for dog in dogs {
                try require(dog.url.scheme != nil && dog.url.baseURL == nil, "a picture whose link is not absolute: \(dog.url)")
            }
        case let .failure(error):
            let message = error.description
            try require(!message.contains("\n") && TerminalText.printable(message) == message, "an error that is not one printable line: \(message)")
        }
    }

    /// The pictures of a random-pictures answer; none for a breed list.
    private static func answer(_ body: Data, response: HTTPURLResponse, asBreedList: Bool) -> Result<[DogUI], DogServiceError> {
        do throws(DogServiceError) {
            guard asBreedList else { return .success(DogService.dogs(fromLinks: try DogAPIResponse.map(body, from: response, url: url) as [String])) }
            let breeds: [String: [String]] = try DogAPIResponse.map(body, from: response, url: url)
            _ = Breed.list(from: breeds)
            return .success([])
        } catch {
            return .failure(error)
        }
    }
}
