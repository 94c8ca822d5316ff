import Foundation

extension DogsApp {
    /// Records how a run that changes the gallery at `gallery` ended, for `dogs status`: its
    /// summary and counts (from `summary`), or the error that ended it, and the stop, if any.
    /// A record that cannot be written is a warning: the run itself is done.
    func record<Value>(
        _ command: String, in gallery: String, _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, exitCode: ExitCode,
        output: RunOutput, _ summary: (Value) -> (message: String, counts: [RunRecord.Count: Int])
    ) {
        let (message, counts) = switch result {
        case let .success(value): summary(value)
        case let .failure(error): ("\(error)", [RunRecord.Count: Int]())
        }
        let record = RunRecord(
            time: now(), command: command, exitCode: exitCode.rawValue, message: stop.map { "\($0); \(message)" } ?? message, counts: counts
        )
        if let problem = RunLog.add(record, toGalleryAt: URL(fileURLWithPath: gallery).path) {
            output.error("warning: this run is not recorded for 'dogs status': \(problem)")
        }
    }
}
