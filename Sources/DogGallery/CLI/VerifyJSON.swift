import GalleryJobs

/// `dogs verify --json`: what the check found, or with `--repair` what was done, as one JSON
/// object on stdout. Its shapes are documented in docs/reference.md and pinned by a test.
enum VerifyJSON {
    private struct Check: Encodable {
        let gallery: String
        let pictures: Int
        let sound: Bool
        /// A sentence for each thing wrong with a picture's file.
        let problems: [String]
        /// Names in `images/` the manifest does not list: left alone.
        let unknownFiles: [String]
        /// Pictures whose files are away from `images/`: no problem.
        let away: [String]
        let exitCode: Int32
    }

    private struct Repair: Encodable {
        let gallery: String
        let pictures: Int
        let repaired: [ReportJSON.PictureEntry]
        let keptAside: [ReportJSON.PictureEntry]
        let dropped: [ReportJSON.PictureEntry]
        let left: [ReportJSON.PictureEntry]
        let unknownFiles: [String]
        let problems: [String]
        let stoppedBy: String?
        let exitCode: Int32
    }

    static func render(_ report: VerifyReport, exitCode: ExitCode) -> String {
        ReportJSON.text(Check(
            gallery: report.gallery.path, pictures: report.pictures, sound: report.isSound, problems: report.problems,
            unknownFiles: report.unknownFiles, away: report.away, exitCode: exitCode.rawValue
        ))
    }

    static func render(_ report: RepairReport, stoppedBy stop: StopReason?, exitCode: ExitCode) -> String {
        let entries = { (list: [RepairReport.Entry]) in list.map { ReportJSON.PictureEntry($0.picture, reason: $0.reason) } }
        return ReportJSON.text(Repair(
            gallery: report.gallery.path, pictures: report.pictures, repaired: report.restored.map { ReportJSON.PictureEntry($0) },
            keptAside: entries(report.keptAside), dropped: entries(report.dropped), left: entries(report.left), unknownFiles: report.unknownFiles,
            problems: report.problems.map(\.description), stoppedBy: stop?.description, exitCode: exitCode.rawValue
        ))
    }
}
