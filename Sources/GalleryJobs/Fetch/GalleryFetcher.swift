import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import Platform
import PureSupport

/// One `dogs fetch` run: lock the gallery, ask the API, plan, download, then record and index
/// what arrived in one commit, a batch at a time. Stopped part way (cancelled), it still commits
/// what is complete.
package struct GalleryFetcher: Sendable {
    /// The most pictures a commit takes. A larger count is asked for, downloaded and committed a
    /// batch at a time, each batch once the one before is in the gallery, so that what a run holds
    /// of its pictures (offers, staged files, manifest lines, pages) is a batch's, whatever the count.
    package static let batchSize = 250

    private let service: DogService
    private let downloader: Downloader
    private let opener: GalleryOpener
    private let policy: SourcePolicy
    private let now: @Sendable () -> Date
    private let batchSize: Int

    package init(
        service: DogService, downloader: Downloader, opener: GalleryOpener, policy: SourcePolicy,
        now: @escaping @Sendable () -> Date = Date.init, batchSize: Int = GalleryFetcher.batchSize
    ) {
        self.service = service
        self.downloader = downloader
        self.opener = opener
        self.policy = policy
        self.now = now
        self.batchSize = max(batchSize, 1)
    }

    package func fetch(_ request: FetchRequest) async throws -> FetchReport {
        let started = now()
        // --keep usually drops pictures, which rewrites the manifest: its pictures are kept as it is read.
        let gallery = try opener.open(keepingPictures: request.keep != nil)
        do {
            return try await fetch(request, into: gallery, started: started)
        } catch {
            gallery.removeWhatOpeningMade()
            throw error
        }
    }

    private func fetch(_ request: FetchRequest, into gallery: OpenGallery, started: Date) async throws -> FetchReport {
        // A run stopped between appending to the manifest and placing its pages left them out of
        // step. Repaired first; if that fails, the first commit renders every page, so its front
        // files cannot say pages are current that are not.
        try? gallery.bringPagesInStep()
        downloader.expect(request.wanted)
        var batches: [FetchReport] = [], seen = Set<String>()
        for wanted in Self.batches(of: request.wanted, size: batchSize) {
            do {
                batches.append(try await fetch(wanted, of: request, into: gallery, seen: &seen, started: batches.isEmpty ? started : now()))
            } catch where !batches.isEmpty && (error is DogServiceError || error is GalleryError) {
                // The batches before are in the gallery, and the report says so with what ended the run.
                batches[batches.count - 1].end(by: error, stopped: Task.isCancelled)
                break
            }
            guard !batches[batches.count - 1].endsTheRun else { break }
        }
        // A new gallery nothing was saved to leaves nothing behind.
        if gallery.snapshot.outline.generation == 0 { gallery.removeWhatOpeningMade() }
        return FetchReport(batches: batches, requested: request.count, wanted: request.wanted, gallery: opener.root, total: now().timeIntervalSince(started))
    }

    /// The pictures each batch wants, in order, for a run that wants `wanted`: one batch at least,
    /// as a run that wants none may still change a setting, or drop pictures for `--keep`.
    static func batches(of wanted: Int, size: Int) -> [Int] {
        wanted > 0 ? Split.sizes(of: wanted, atMost: size) : [0]
    }

    /// Fetches `wanted` pictures of those `request` asks for, and commits them; `seen`: the links
    /// the run has met so far, which no batch plans twice.
    private func fetch(
        _ wanted: Int, of request: FetchRequest, into gallery: OpenGallery, seen: inout Set<String>, started: Date
    ) async throws -> FetchReport {
        let snapshot = gallery.snapshot
        var planning = FetchPlanning(wanted: wanted, known: snapshot.identities, taken: gallery.takenStems, seen: seen)
        defer { seen = planning.seen }
        try await plan(&planning, of: request.breed)
        let planned = now()
        var results = await downloader.download(planning.plan.map(\.dog.url), into: gallery)
        let firstRound = results.count
        // A picture that failed is replaced by another the API offers, as any random dog will do,
        // within the requests the run was allowed; the replacements' failures are replaced in turn.
        var batch = results.indices
        while case let failures = results[batch].filter(\.isReplaceable).count, failures > 0, !Task.isCancelled,
              results.allSatisfy({ $0.storageFailure == nil }) {
            let before = planning.plan.count
            planning.replace(failures)
            try? await plan(&planning, of: request.breed)
            guard planning.plan.count > before else { break }
            results += await downloader.download(planning.plan[before...].map(\.dog.url), into: gallery)
            batch = before..<results.count
        }
        let downloaded = now()
        let staged = zip(planning.plan, results).compactMap { planned, result in
            (try? result.get()).map { StagedPicture($0, as: planned, added: downloaded) }
        }
        // A picture that could not be written means the disk or the folder is failing: the run
        // ends, and the gallery stays as its last commit left it.
        if let failure = results.lazy.compactMap(\.storageFailure).first {
            staged.forEach { gallery.discard($0.temporaryName) }
            throw GalleryError(failure)
        }
        let change = try gallery.add(staged, siteURL: request.siteURL, title: request.title, keep: request.keep)

        let failures = zip(planning.plan, results).compactMap { planned, result -> FetchReport.Failure? in
            guard case let .failure(error) = result, error != .cancelled else { return nil }
            return FetchReport.Failure(source: planned.dog.url, error: error)
        }
        // Failures that are never replaced stay failures; of the others, as many as pictures are
        // still missing, and of the rest, those a replacement that arrived made good.
        let missing = max(wanted - staged.count - results.filter { $0 == .failure(.cancelled) }.count, 0)
        let replaceable = failures.filter { Result<DownloadedFile, DownloadError>.failure($0.error).isReplaceable }
        let kept = failures.filter { !Result<DownloadedFile, DownloadError>.failure($0.error).isReplaceable }
        let unreplaced = max(min(replaceable.count, missing - kept.count), 0)
        let arrivedInstead = results.dropFirst(firstRound).filter { (try? $0.get()) != nil }.count
        return FetchReport(
            requested: wanted,
            wanted: wanted,
            saved: SavedPictures(change.added, listing: request.listsPictures),
            failed: kept + replaceable.suffix(unreplaced),
            replaced: Array(replaceable.dropLast(unreplaced).prefix(arrivedInstead)),
            skipped: planning.skipped,
            unfinished: results.filter { $0 == .failure(.cancelled) }.count,
            interruptedBy: planning.interruption,
            wasStopped: Task.isCancelled,
            indexProblems: change.problems,
            dropped: change.removed.count,
            foreignFiles: gallery.newForeignFiles,
            gallery: opener.root,
            galleryCount: change.count,
            durations: FetchReport.Durations(
                planning: planned.timeIntervalSince(started), downloading: downloaded.timeIntervalSince(planned),
                total: now().timeIntervalSince(started)
            )
        )
    }

    /// `--dry-run`: what a fetch would download, asking the API but writing nothing, and the
    /// pictures `--keep` would then remove, oldest first, should every download arrive.
    package func preview(_ request: FetchRequest) async throws -> (planned: [PlannedDownload], skipped: [FetchReport.Skip], removed: [Picture], count: Int) {
        let snapshot = try opener.loadSnapshot(keepingPictures: request.keep != nil, creating: true)
        // A dry run reads only the manifest: names of files in images/ it does not list are not seen.
        var planning = FetchPlanning(wanted: request.wanted, known: snapshot.identities, taken: snapshot.takenStems(besides: []))
        try await plan(&planning, of: request.breed)
        // The same rule a commit applies: of what is held and what arrives, the newest `keep` stay.
        let removed = snapshot.manifest?.keepingNewest(request.keep.map { $0 - planning.plan.count }).dropped ?? []
        return (planning.plan, planning.skipped, removed, snapshot.outline.count)
    }

    /// Asks the API round by round while the planning wants more, a round's requests at once.
    private func plan(_ planning: inout FetchPlanning, of breed: Breed?) async throws {
        while case let sizes = planning.nextRound, !sizes.isEmpty {
            let answers = await sizes.mapConcurrently(limit: sizes.count) { size -> Result<Offer, DogServiceError> in
                do throws(DogServiceError) {
                    return .success(try await service.offer(count: size, breed: breed))
                } catch {
                    return .failure(error)
                }
            }
            try planning.absorb(answers, stopping: Task.isCancelled, policy: policy)
        }
    }
}
