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
/// The downloads go a batch at a time, each batch put back before the next is asked for, so
/// that what a repair holds of its downloads is a batch's, however many pictures are missing.
package struct GalleryRepairer: Sendable {
    private let opener: GalleryOpener
    private let downloader: Downloader
    private let policy: SourcePolicy
    private let batchSize: Int

    package init(opener: GalleryOpener, downloader: Downloader, policy: SourcePolicy, batchSize: Int = GalleryFetcher.batchSize) {
        self.opener = opener
        self.downloader = downloader
        self.policy = policy
        self.batchSize = max(batchSize, 1)
    }

    /// - Parameter progress: told of the pictures checked, as `GalleryVerifier.verify` tells it.
    package func repair(progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }) async throws -> RepairReport {
        // Missing pictures are to be downloaded again, not dropped as deleted by hand.
        let gallery = try opener.open(creatingIfMissing: false, keepingPictures: true, markingAway: false)
        let manifest = try gallery.wholeManifest()
        let found = GalleryVerifier.look(at: manifest.pictures, in: gallery.images, progress: progress)
        // A case a picture that is not sound, naming it by its place in the manifest: what a
        // repair holds for each is small, however many are missing.
        var cases = zip(manifest.pictures.indices, found).compactMap { index, found in
            let picture = manifest.pictures[index]
            return RepairStep.before(
                PictureFinding.findings(for: picture, found), for: picture, sourceRejection: policy.rejection(of: picture.source), maxBytes: downloader.maxBytes
            ).map { Case(index: index, damaged: found.status, step: $0) }
        }
        let downloads = cases.indices.filter { cases[$0].step == .download }
        // Nothing larger than the largest picture asked for is kept: more is not what dogs saved.
        // None is asked for above --max-bytes, so no size in the manifest can lift the limit past it.
        let limit = downloads.map { manifest.pictures[cases[$0].index].bytes }.max() ?? 0
        var problems: [GalleryError] = [], keptAside: [RepairReport.Entry] = []
        for batch in stride(from: 0, to: downloads.count, by: batchSize).map({ downloads[$0..<min($0 + batchSize, downloads.count)] }) {
            // Stopped: the batches not come to are left for another try, unasked.
            let results = Task.isCancelled
                ? Array(repeating: .failure(.cancelled), count: batch.count)
                : await downloader.download(batch.map { manifest.pictures[cases[$0].index].source }, into: gallery, maxBytes: limit)
            try putBack(zip(batch, results), of: &cases, from: manifest, in: gallery, problems: &problems, keptAside: &keptAside)
        }
        let entries = { (reason: (RepairStep) -> String?) in
            cases.compactMap { item in reason(item.step).map { RepairReport.Entry(picture: manifest.pictures[item.index], reason: $0) } }
        }
        let dropped = entries { if case let .drop(reason) = $0 { reason } else { nil } }
        let restored: [Picture] = cases.lazy.filter { $0.step == .restore }.map { manifest.pictures[$0.index] }
        var count = manifest.pictures.count
        if !dropped.isEmpty {
            // Pictures left to try again are not there: the pages leave them off meanwhile.
            let change = try gallery.remove(Set(dropped.map(\.picture.file)), from: manifest, deletingFiles: false)
            (count, problems) = (change.listed, problems + change.problems)
        } else {
            try gallery.bringPagesInStep(leavingOffMissing: true)
        }
        return RepairReport(
            gallery: opener.root, pictures: count, restored: restored,
            keptAside: keptAside, dropped: dropped, left: entries { if case let .leave(reason) = $0 { reason } else { nil } },
            unknownFiles: gallery.foreignFiles, problems: problems
        )
    }

    /// Puts back a batch's pictures that arrived as the manifest records them, each in place of
    /// what it was found as; what cannot be put back is left, saying why. A picture that could
    /// not be written means the disk or the folder is failing: the repair ends there.
    private func putBack(
        _ arrived: Zip2Sequence<ArraySlice<Int>, [Result<DownloadedFile, DownloadError>]>, of cases: inout [Case], from manifest: Manifest,
        in gallery: OpenGallery, problems: inout [GalleryError], keptAside: inout [RepairReport.Entry]
    ) throws(GalleryError) {
        var staged: [(index: Int, picture: StagedPicture)] = []
        for (index, result) in arrived {
            let picture = manifest.pictures[cases[index].index]
            cases[index].step = RepairStep.after(result, for: picture)
            guard case let .success(file) = result else { continue }
            if cases[index].step == .restore {
                staged.append((index, StagedPicture(temporaryName: file.temporaryName, picture: picture)))
            } else {
                gallery.discard(file.temporaryName)
            }
        }
        if let failure = arrived.lazy.compactMap({ $0.1.storageFailure }).first {
            staged.forEach { gallery.discard($0.picture.temporaryName) }
            throw GalleryError(failure)
        }
        // A missing file's name takes only a new file; a damaged one's, only the place of the file found damaged.
        for (index, picture) in staged {
            switch gallery.restore(picture, replacing: cases[index].damaged) {
            case .placed:
                break
            case let .placedKeeping(file):
                keptAside.append(.init(picture: picture.picture, reason: "the file at its name was not the picture dogs saved; it is kept as \(file)"))
            case let .refused(problem):
                problems.append(problem)
                cases[index].step = .leave(reason: "it could not be put back: \(problem)")
            }
        }
    }

    /// A picture that is not sound (by its place in the manifest), and what is being done about it.
    private struct Case {
        let index: Int
        /// The damaged file as read, which alone the download may replace; nil for a missing one.
        let damaged: FileStatus?
        var step: RepairStep
    }
}
