import Foundation

/// One `dogs fetch` run: lock the gallery, ask the API, plan, download, then record and index
/// what arrived in one commit. Stopped part way (cancelled), it still commits what is complete.
public struct GalleryFetcher: Sendable {
    private let service: DogService
    private let downloader: Downloader
    private let store: GalleryStore
    private let policy: SourcePolicy
    private let now: @Sendable () -> Date

    public init(
        service: DogService, downloader: Downloader, store: GalleryStore, policy: SourcePolicy,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.downloader = downloader
        self.store = store
        self.policy = policy
        self.now = now
    }

    public func fetch(_ request: FetchRequest) async throws -> FetchReport {
        let started = now()
        let session = try store.open()
        var manifest = session.manifest
        // A run killed between writing the manifest and the indexes left them out of step.
        // Best effort: the commit below writes them again and reports what fails.
        if session.isStale(GalleryIndexes.fileNames) { try? session.refresh(GalleryIndexes.render(manifest)) }

        let planning = try await plan(request.wanted, of: request.breed, manifest: manifest, taken: session.takenStems)
        let planned = now()
        let results = await downloader.download(planning.plan.map(\.dog.url), into: session)
        let downloaded = now()
        let staged = zip(planning.plan, results).compactMap { planned, result in
            (try? result.get()).map { StagedPicture($0, as: planned, added: downloaded) }
        }
        // A picture that could not be written means the disk or the folder is failing: the run
        // ends, and the gallery stays exactly as it was.
        if let failure = results.lazy.compactMap(\.storageFailure).first {
            staged.forEach { session.discard($0.temporaryName) }
            throw GalleryError.cannotWrite(path: failure.path, reason: failure.reason)
        }
        manifest.add(staged.map(\.picture))
        manifest.siteURL = request.siteURL ?? manifest.siteURL
        let (kept, dropped) = manifest.keepingNewest(request.keep)
        let indexProblems = try session.commit(staged, manifest: kept, dropping: dropped, rendered: GalleryIndexes.render(kept))

        return FetchReport(
            requested: request.wanted,
            saved: staged.map(\.picture),
            failed: zip(planning.plan, results).compactMap { planned, result in
                guard case let .failure(error) = result, error != .cancelled else { return nil }
                return FetchReport.Failure(source: planned.dog.url, error: error)
            },
            skipped: planning.skipped,
            unfinished: results.filter { $0 == .failure(.cancelled) }.count,
            interruptedBy: planning.interruption,
            wasStopped: Task.isCancelled,
            indexProblems: indexProblems,
            dropped: dropped.count,
            foreignFiles: session.foreignFiles,
            gallery: store.root,
            galleryCount: kept.pictures.count,
            durations: FetchReport.Durations(
                planning: planned.timeIntervalSince(started), downloading: downloaded.timeIntervalSince(planned),
                total: now().timeIntervalSince(started)
            )
        )
    }

    /// `--dry-run`: what a fetch would download, asking the API but writing nothing.
    public func preview(_ request: FetchRequest) async throws -> (planned: [PlannedDownload], skipped: [FetchReport.Skip]) {
        let manifest = try store.loadManifest()
        let planning = try await plan(request.wanted, of: request.breed, manifest: manifest, taken: Set(manifest.pictures.map(\.stem)))
        return (planning.plan, planning.skipped)
    }

    private struct Planning {
        var plan: [PlannedDownload] = []
        var skipped: [FetchReport.Skip] = []
        var interruption: DogServiceError?
    }

    /// Asks for what is still missing while `RequestPlanner` says so, each round's requests at
    /// once. Only a first round that brings no answer at all is fatal; a failure after that ends
    /// the asking and is reported.
    private func plan(_ count: Int, of breed: Breed?, manifest: Manifest, taken: Set<String>) async throws -> Planning {
        var planning = Planning()
        var known = manifest.sources
        var taken = taken
        var requestsMade = 0
        var broughtNew: Bool?
        while case let sizes = RequestPlanner.nextRound(
            requested: count, planned: planning.plan.count, requestsMade: requestsMade, lastRoundBroughtNew: broughtNew
        ), !sizes.isEmpty {
            let answers = await sizes.concurrentMap(limit: sizes.count) { size -> Result<[DogUI], DogServiceError> in
                do throws(DogServiceError) {
                    return .success(try await service.randomDogs(count: size, breed: breed))
                } catch {
                    return .failure(error)
                }
            }
            let failures = answers.compactMap(\.failure)
            if requestsMade == 0, failures.count == answers.count, let first = failures.first { throw first }
            let failure = failures.first
            let dogs = answers.flatMap { (try? $0.get()) ?? [] }
            requestsMade += sizes.count
            let (allowed, refused) = dogs.partitioned { policy.allows($0.url) }
            planning.skipped += refused.filter { !known.contains($0.url) }.map {
                FetchReport.Skip(source: $0.url, reason: policy.rejection(of: $0.url) ?? "refused")
            }
            known.formUnion(refused.map(\.url))
            let fresh = GalleryPlan.downloads(from: allowed, excluding: known, avoiding: taken, limit: count - planning.plan.count)
            broughtNew = !fresh.isEmpty
            planning.plan += fresh
            known.formUnion(fresh.map(\.dog.url))
            taken.formUnion(fresh.map(\.stem))
            if let failure {
                // A request cut short by stopping the run is no fault of the API.
                planning.interruption = Task.isCancelled ? nil : failure
                break
            }
        }
        return planning
    }
}
