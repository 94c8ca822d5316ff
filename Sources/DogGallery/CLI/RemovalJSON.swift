import GalleryJobs

/// `dogs remove --json`: the pictures removed (or with `--dry-run` that would be) as one JSON
/// object on stdout. Its shape is documented in docs/reference.md and pinned by a test.
enum RemovalJSON {
    private struct Document: Encodable {
        let gallery: String
        let dryRun: Bool
        let removed: [ReportJSON.PictureEntry]
        /// Files of removed pictures that are no longer the bytes dogs saved: left in place.
        let leftInPlace: [String]
        let pictures: Int
        let problems: [String]
        let stoppedBy: String?
        let exitCode: Int32
    }

    static func render(_ report: RemovalReport, dryRun: Bool, stoppedBy stop: StopReason? = nil, exitCode: ExitCode) -> String {
        ReportJSON.text(Document(
            gallery: report.gallery.path, dryRun: dryRun, removed: report.removed.map { ReportJSON.PictureEntry($0) },
            leftInPlace: report.leftInPlace.map(\.file), pictures: report.galleryCount, problems: report.indexProblems.map(\.description),
            stoppedBy: stop?.description, exitCode: exitCode.rawValue
        ))
    }
}
