import Foundation

/// What `dogs fetch` is asked for.
public struct FetchRequest: Equatable, Sendable {
    public var count: Int
    public var breed: Breed?

    public init(count: Int = 3, breed: Breed? = nil) {
        self.count = count
        self.breed = breed
    }
}

/// One `dogs fetch` run: ask the API, plan, download, then record and index what arrived.
public struct GalleryFetcher: Sendable {
    /// How often to ask the API again when its answers hold pictures the gallery already has.
    static let maxRounds = 5

    private let service: DogService
    private let downloader: Downloader
    private let store: GalleryStore

    public init(service: DogService, downloader: Downloader, store: GalleryStore) {
        self.service = service
        self.downloader = downloader
        self.store = store
    }

    public func fetch(_ request: FetchRequest) async throws -> FetchReport {
        try store.prepare()
        var manifest = try store.loadManifest()
        let (plan, interruption) = try await planDownloads(request, manifest: manifest)

        let outcomes = await downloader.download(plan, into: store)
        let saved = outcomes.compactMap { try? $0.result.get() }
        manifest.add(saved)
        try store.save(manifest)

        return FetchReport(
            requested: request.count,
            saved: saved,
            failed: outcomes.compactMap { outcome in
                guard case let .failure(error) = outcome.result else { return nil }
                return FetchReport.Failure(source: outcome.planned.dog.url, error: error)
            },
            interruptedBy: interruption,
            gallery: store.root,
            galleryCount: manifest.pictures.count
        )
    }

    /// Asks for what is still missing until the plan is full, an answer brings nothing new,
    /// or `maxRounds` is reached. Only a failure of the first request is fatal.
    private func planDownloads(
        _ request: FetchRequest, manifest: Manifest
    ) async throws(DogServiceError) -> ([PlannedDownload], interruption: DogServiceError?) {
        var plan: [PlannedDownload] = []
        var known = manifest.sources
        var taken = store.pictureStems().union(manifest.pictures.map(\.stem))
        for round in 0..<Self.maxRounds where plan.count < request.count {
            let dogs: [DogUI]
            do {
                dogs = try await service.randomDogs(count: request.count - plan.count, breed: request.breed)
            } catch where round > 0 {
                return (plan, error)
            }
            let fresh = GalleryPlan.downloads(from: dogs, excluding: known, avoiding: taken, limit: request.count - plan.count)
            guard !fresh.isEmpty else { break }
            plan += fresh
            known.formUnion(fresh.map(\.dog.url))
            taken.formUnion(fresh.map(\.stem))
        }
        return (plan, nil)
    }
}
