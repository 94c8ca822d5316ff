import Foundation
import GalleryFolder

extension DogsApp {
    /// `dogs status`: the gallery's outline, its last recorded run and its crontab line, as text
    /// or one JSON object; exits 1 when the last run did not succeed.
    func status(_ folder: String, json: Bool, environment: [String: String], output: RunOutput) -> ExitCode {
        let gallery = GalleryPath.absolute(folder, from: currentDirectory)
        let outline: GalleryOutline
        do {
            outline = try GalleryStore(root: URL(fileURLWithPath: gallery)).outline()
        } catch {
            let code = ExitCode(for: error)
            output.error("Error: \(error)")
            if json { output.result(FetchJSON.renderError("\(error)", exitCode: code)) }
            return code
        }
        let report = StatusReport(
            gallery: gallery, pictures: outline.count, newest: outline.lastAdded, lastRun: RunLog.records(inGalleryAt: gallery).last,
            schedule: schedule(of: gallery, environment: environment)
        )
        if json {
            output.result(StatusSummary.json(for: report))
        } else {
            StatusSummary.lines(for: report).forEach { output.result($0) }
        }
        return report.exitCode
    }

    /// The gallery's line in the crontab, read as `dogs schedule --list` reads it; a crontab that
    /// cannot be read leaves the schedule unknown, and the status goes on.
    private func schedule(of gallery: String, environment: [String: String]) -> StatusReport.Schedule {
        do {
            return CrontabEdit.entries(in: try openCrontab(environment).read()).first { $0.gallery == gallery }.map(StatusReport.Schedule.line) ?? .none
        } catch .notInstalled {
            return .unknown("no crontab (the crontab command is not installed)")
        } catch {
            return .unknown("\(error)")
        }
    }
}
