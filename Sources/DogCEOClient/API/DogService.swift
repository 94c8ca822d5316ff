import DogModel
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
import PureSupport
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
            if let transfer = NetworkErrorSentence.underlying(error) as? TransferError { throw .invalidData(url: url, reason: transfer.description) }
            throw .connectivity(url: url, reason: NetworkErrorSentence.sentence(for: error))
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw .invalidData(url: url, reason: "the answer is not HTTP")
        }
        do {
            return try DogAPIResponse.map(data, from: httpResponse, url: url, reading: endpoint)
        } catch {
            // No route where the API's address lacks its /api: the address is the mistake.
            let isNoRoute = switch error {
            case .httpStatus(404, _): true
            case .apiError(_, 404): !error.isUnknownBreed
            default: false
            }
            throw isNoRoute && baseURL.lastPathComponent != "api" ? .notTheAPI(url: url, base: baseURL) : error
        }
    }

    /// `count` random pictures, of one breed if given: what `offer(count:breed:)` offers that
    /// can be requested, asked for in as many requests as dog.ceo's cap of 50 a request needs
    /// (see `batchSizes(for:)`), one after another.
    public func randomDogs(count: Int, breed: Breed? = nil) async throws(DogServiceError) -> [DogUI] {
        var dogs: [DogUI] = []
        for batch in Self.batchSizes(for: count) { dogs += try await offer(count: batch, breed: breed).dogs }
        return dogs
    }

    /// `count` random pictures, of one breed if given, in one request (so `count` is at most
    /// dog.ceo's cap: one of `batchSizes(for:)`), and the links offered that cannot be requested
    /// at all. An answer offering more links than asked for is read only as far as was asked; one
    /// whose links are all unusable is not the answer dog.ceo gives.
    public func offer(count: Int, breed: Breed? = nil) async throws(DogServiceError) -> Offer {
        let endpoint = DogAPI.randomImages(count: count, breed: breed)
        let offer = Offer(links: try await fetch(endpoint))
        if offer.dogs.isEmpty, !offer.unusable.isEmpty {
            throw .invalidData(url: endpoint.url(relativeTo: baseURL), reason: offer.unusableReason)
        }
        return offer
    }

    /// Every breed and sub-breed dog.ceo knows, sorted.
    public func breeds() async throws(DogServiceError) -> [Breed] {
        Breed.list(from: try await fetch(DogAPI.breedList))
    }

    /// The requests `count` pictures take, each its size: as many of dog.ceo's cap of 50 as fit,
    /// and the rest. The one place that cap splits a count.
    package static func batchSizes(for count: Int) -> [Int] {
        Split.sizes(of: count, atMost: DogAPI.maxImagesPerRequest)
    }
}
