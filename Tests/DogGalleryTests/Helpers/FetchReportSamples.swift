@testable import DogCEOClient
@testable import DogGallery
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs

/// A report of a run into `/srv/dogs`, with nothing to report unless given.
func makeReport(
    requested: Int = 3, wanted: Int? = nil, saved: [Picture] = [], failed: [FetchReport.Failure] = [], skipped: [FetchReport.Skip] = [],
    unfinished: Int = 0, interruptedBy: DogServiceError? = nil, wasStopped: Bool = false, indexProblems: [GalleryError] = [],
    dropped: Int = 0, foreignFiles: [String] = [], galleryCount: Int = 0, durations: FetchReport.Durations = .init(planning: 0.25, downloading: 1.5, total: 1.875)
) -> FetchReport {
    FetchReport(
        requested: requested, wanted: wanted ?? requested, saved: SavedPictures(saved), failed: failed, skipped: skipped, unfinished: unfinished,
        interruptedBy: interruptedBy, wasStopped: wasStopped, indexProblems: indexProblems, dropped: dropped,
        foreignFiles: foreignFiles, gallery: URL(fileURLWithPath: "/srv/dogs"), galleryCount: galleryCount, durations: durations
    )
}
