import DogModel
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// dog.ceo's client: one generic `fetch` for every endpoint, and the two questions `dogs` asks.
public struct DogService: Sendable {
    public static let defaultBaseURL = URL(string: "https://dog.ceo/api")!

    public let baseURL: URL
    private let session: any HTTPSession

    public init(session: some HTTPSession, baseURL: URL = DogService.defaultBaseURL) {
        self.session = session
        self.baseURL = baseURL
    }

    public func fetch<Resource>(_ endpoint: Endpoint<Resource>) async throws(DogServiceError) -> Resource {
        let url = endpoint.url(relativeTo: baseURL)
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: HTTPRequest.get(url, accept: "application/json"))
        } catch {
            // The server answered, but not with something to read: too large, cut short, redirected away.
            if let transfer = NetworkFailure.underlying(error) as? TransferError { throw .invalidData(url: url, reason: transfer.description) }
            throw .connectivity(url: url, reason: NetworkFailure.sentence(for: error))
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw .invalidData(url: url, reason: "the answer is not HTTP")
        }
        return try DogAPIResponse.map(data, from: httpResponse, url: url, reading: endpoint)
    }

    /// `count` random pictures, of one breed if given: what `offer(count:breed:)` offers that
    /// can be requested.
    public func randomDogs(count: Int, breed: Breed? = nil) async throws(DogServiceError) -> [DogUI] {
        try await offer(count: count, breed: breed).dogs
    }

    /// `count` random pictures, of one breed if given, and the links offered that cannot be
    /// requested at all. Counts above dog.ceo's cap of 50 a request are asked for in several
    /// requests, one after another. An answer offering more links than asked for is read only as
    /// far as was asked; one whose links are all unusable is not the answer dog.ceo gives.
    public func offer(count: Int, breed: Breed? = nil) async throws(DogServiceError) -> Offer {
        var offer = Offer()
        for batch in Self.batchSizes(for: count) {
            let endpoint = DogAPI.randomImages(count: batch, breed: breed)
            let answer = Offer(links: try await fetch(endpoint))
            if answer.dogs.isEmpty, !answer.unusable.isEmpty {
                throw .invalidData(url: endpoint.url(relativeTo: baseURL), reason: answer.unusableReason)
            }
            offer.dogs += answer.dogs
            offer.unusable += answer.unusable
        }
        return offer
    }

    /// Every breed and sub-breed dog.ceo knows, sorted.
    public func breeds() async throws(DogServiceError) -> [Breed] {
        Breed.list(from: try await fetch(DogAPI.breedList))
    }

    package static func batchSizes(for count: Int) -> [Int] {
        stride(from: 0, to: max(count, 0), by: DogAPI.maxImagesPerRequest).map {
            min(DogAPI.maxImagesPerRequest, count - $0)
        }
    }
}
