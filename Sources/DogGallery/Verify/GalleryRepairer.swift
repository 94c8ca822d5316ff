import Foundation

/// `dogs verify --repair`: under the gallery's lock, checks every picture as `dogs verify` does,
/// downloads the missing and damaged ones again from their sources with every check a fetch
/// makes, and puts back only the very bytes the manifest records. A picture that cannot be had
/// again is dropped from the manifest (its source remembered) and the pages are rendered again.
/// Nothing is deleted, and nothing but a missing or damaged picture's own file is replaced.
public struct GalleryRepairer: Sendable {
    private let store: GalleryStore
    private let downloader: Downloader
    private let policy: SourcePolicy

    public init(store: GalleryStore, downloader: Downloader, policy: SourcePolicy) {
        self.store = store
        self.downloader = downloader
        self.policy = policy
    }

    /// - Parameter progress: told of the pictures checked, as `GalleryVerifier.verify` tells it.
    public func repair(progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }) async throws -> RepairReport {
        // Missing pictures are to be downloaded again, not dropped as deleted by hand.
        let session = try store.open(creatingIfMissing: false, keepingPictures: true, noticingDeletions: false)
        let manifest = try session.wholeManifest()
        let findings = GalleryVerifier.findings(for: manifest.pictures, in: session.images, progress: progress)
        var steps = zip(manifest.pictures, findings).compactMap { picture, findings in
            RepairStep.before(findings, sourceRejection: policy.rejection(of: picture.source)).map { (picture: picture, step: $0) }
        }
        let downloads = steps.indices.filter { steps[$0].step == .download }
        let results = await downloader.download(downloads.map { steps[$0].picture.source }, into: session)
        var restored: [StagedPicture] = []
        for (index, result) in zip(downloads, results) {
            let step = RepairStep.after(result, for: steps[index].picture)
            steps[index].step = step
            guard case let .success(file) = result else { continue }
            if step == .restore {
                restored.append(StagedPicture(temporaryName: file.temporaryName, picture: steps[index].picture))
            } else {
                session.discard(file.temporaryName)
            }
        }
        // A picture that could not be written means the disk or the folder is failing: the repair ends here.
        if let failure = results.lazy.compactMap(\.storageFailure).first {
            restored.forEach { session.discard($0.temporaryName) }
            throw GalleryError(failure)
        }
        var problems = session.restore(restored)
        let dropped = steps.compactMap { picture, step in if case let .drop(reason) = step { RepairReport.Entry(picture: picture, reason: reason) } else { nil } }
        var kept = manifest
        if !dropped.isEmpty {
            (kept, _) = manifest.removing(files: Set(dropped.map(\.picture.file)))
            kept.generation += 1
            let files = GalleryIndexes.all(kept)
            problems += try session.commit([], manifest: .rewrite(kept), rendered: session.changed(files), deletingPages: session.stalePages(besides: files))
        } else if session.isStale {
            try session.refreshEveryPage()
        }
        return RepairReport(
            gallery: store.root, pictures: kept.pictures.count, restored: restored.map(\.picture), dropped: dropped,
            left: steps.compactMap { picture, step in if case let .leave(reason) = step { RepairReport.Entry(picture: picture, reason: reason) } else { nil } },
            unknownFiles: session.foreignFiles, problems: problems
        )
    }
}
