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
            throw GalleryError(failure)
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

    /// Asks the API round by round while the planning wants more, a round's requests at once.
    private func plan(_ count: Int, of breed: Breed?, manifest: Manifest, taken: Set<String>) async throws -> FetchPlanning {
        var planning = FetchPlanning(wanted: count, known: manifest.sources, taken: taken)
        while case let sizes = planning.nextRound, !sizes.isEmpty {
            let answers = await sizes.concurrentMap(limit: sizes.count) { size -> Result<[DogUI], DogServiceError> in
                do throws(DogServiceError) {
                    return .success(try await service.randomDogs(count: size, breed: breed))
                } catch {
                    return .failure(error)
                }
            }
            try planning.absorb(answers, stopping: Task.isCancelled, policy: policy)
        }
        return planning
    }
}
