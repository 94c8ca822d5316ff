import Foundation
import GalleryFolder
import Platform

extension DogsApp {
    /// Records how a run that changes the gallery at `gallery` ended, for `dogs status`: its
    /// summary and counts (from `summary`), or the error that ended it, and the stop, if any.
    /// A record that cannot be written is a warning, as the run itself is done; not after a run
    /// refused because the gallery cannot be written, whose error already says why. A gallery
    /// that has lost its `images/` is left exactly as it was, unrecorded.
    /// `every`: how often the run is scheduled, in seconds, when it says.
    func record<Value>(
        _ command: String, in gallery: String, _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, exitCode: ExitCode,
        every: Int? = nil, output: RunOutput, _ summary: (Value) -> (message: String, counts: [RunRecord.Count: Int])
    ) {
        if case let .failure(error) = result, case .imagesMissing? = error as? GalleryError { return }
        let (message, counts) = switch result {
        case let .success(value): summary(value)
        case let .failure(error): ("\(error)", [RunRecord.Count: Int]())
        }
        let record = RunRecord(
            time: now(), command: command, exitCode: exitCode.rawValue, message: stop.map { "\($0); \(message)" } ?? message, counts: counts, every: every
        )
        // Whole work: a process ending at once leaves no temporary file of the record.
        if let problem = abruptEnd.waitsFor({ RunRecordsFile.add(record, toGalleryAt: URL(fileURLWithPath: gallery).path) }), exitCode != .cannotCreate {
            output.error("warning: this run is not recorded for 'dogs status': \(problem)")
        }
    }
}
