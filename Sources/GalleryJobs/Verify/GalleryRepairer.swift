import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import Platform

/// `dogs verify --repair`: under the gallery's lock, checks every picture as `dogs verify` does,
/// downloads the missing and damaged ones again from their sources with every check a fetch
/// makes, and puts back only the very bytes the manifest records. A picture that cannot be had
/// again is dropped from the manifest (its source remembered) and the pages are rendered again.
/// Nothing is deleted, and nothing but a missing or damaged picture's own file is replaced.
package struct GalleryRepairer: Sendable {
    private let opener: GalleryOpener
    private let downloader: Downloader
    private let policy: SourcePolicy

    package init(opener: GalleryOpener, downloader: Downloader, policy: SourcePolicy) {
        self.opener = opener
        self.downloader = downloader
        self.policy = policy
    }

    /// - Parameter progress: told of the pictures checked, as `GalleryVerifier.verify` tells it.
    package func repair(progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }) async throws -> RepairReport {
        // Missing pictures are to be downloaded again, not dropped as deleted by hand.
        let session = try opener.open(creatingIfMissing: false, keepingPictures: true, markingAway: false)
        let manifest = try session.wholeManifest()
        let found = GalleryVerifier.look(at: manifest.pictures, in: session.images, progress: progress)
        var cases = zip(manifest.pictures, found).compactMap { picture, found in
            RepairStep.before(
                PictureFinding.findings(for: picture, found), for: picture, sourceRejection: policy.rejection(of: picture.source), maxBytes: downloader.maxBytes
            ).map { Case(picture: picture, damaged: found.status, step: $0) }
        }
        let downloads = cases.indices.filter { cases[$0].step == .download }
        // Nothing larger than the largest picture asked for is kept: more is not what dogs saved.
        // None is asked for above --max-bytes, so no size in the manifest can lift the limit past it.
        let limit = downloads.map { cases[$0].picture.bytes }.max() ?? 0
        let results = await downloader.download(downloads.map { cases[$0].picture.source }, into: session, maxBytes: limit)
        var staged: [Int: StagedPicture] = [:]
        for (index, result) in zip(downloads, results) {
            cases[index].step = RepairStep.after(result, for: cases[index].picture)
            guard case let .success(file) = result else { continue }
            if cases[index].step == .restore {
                staged[index] = StagedPicture(temporaryName: file.temporaryName, picture: cases[index].picture)
            } else {
                session.discard(file.temporaryName)
            }
        }
        // A picture that could not be written means the disk or the folder is failing: the repair ends here.
        if let failure = results.lazy.compactMap(\.storageFailure).first {
            staged.values.forEach { session.discard($0.temporaryName) }
            throw GalleryError(failure)
        }
        // A missing file's name takes only a new file; a damaged one's, only the place of the file found damaged.
        var problems: [GalleryError] = [], keptAside: [RepairReport.Entry] = []
        for (index, picture) in staged.sorted(by: { $0.key < $1.key }) {
            switch session.restore(picture, replacing: cases[index].damaged) {
            case .placed:
                break
            case let .placedKeeping(file):
                keptAside.append(.init(picture: picture.picture, reason: "the file at its name was not the picture dogs saved; it is kept as \(file)"))
            case let .refused(problem):
                problems.append(problem)
                cases[index].step = .leave(reason: "it could not be put back: \(problem)")
            }
        }
        let dropped = cases.compactMap { $0.entry(if: { if case let .drop(reason) = $0 { reason } else { nil } }) }
        var kept = manifest
        if !dropped.isEmpty {
            (kept, _) = manifest.removing(files: Set(dropped.map(\.picture.file)))
            kept.generation += 1
            // Pictures left to try again are not there: the pages leave them off meanwhile.
            let files = GalleryIndexes.all(try session.shownAsThere(kept).manifest)
            problems += try session.commit([], manifest: .rewrite(kept), rendered: files, deletingPages: session.stalePages(besides: files))
        } else if session.isStale {
            try session.refreshEveryPage(leavingOffMissing: true)
        }
        return RepairReport(
            gallery: opener.root, pictures: kept.pictures.count, restored: cases.filter { $0.step == .restore }.map(\.picture), keptAside: keptAside, dropped: dropped,
            left: cases.compactMap { $0.entry(if: { if case let .leave(reason) = $0 { reason } else { nil } }) },
            unknownFiles: session.foreignFiles, problems: problems
        )
    }

    /// A picture that is not sound, and what is being done about it.
    private struct Case {
        let picture: Picture
        /// The damaged file as read, which alone the download may replace; nil for a missing one.
        let damaged: FileStatus?
        var step: RepairStep

        /// The picture with the reason `reason` reads from its step, if it gives one.
        func entry(if reason: (RepairStep) -> String?) -> RepairReport.Entry? {
            reason(step).map { RepairReport.Entry(picture: picture, reason: $0) }
        }
    }
}
