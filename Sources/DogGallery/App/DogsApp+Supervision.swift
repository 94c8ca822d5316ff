import DogModel
import Foundation
import GalleryFolder
import Platform

extension DogsApp {
    /// Holds the process to `maxTime` from its start, whatever becomes of the run: once it and the
    /// grace period have passed, a run still going ends as an overrun (see `supervised`), and
    /// anything else (a run not yet begun, or one recording how it ended) ends at once, saying so.
    /// Taken back once the run is over.
    func holdToDeadline(_ maxTime: Double, output: RunOutput) -> Scheduled {
        scheduler.after(started + maxTime + RunSupervisor.defaultGracePeriod - scheduler.now) { [signals] in
            guard !signals.overrun() else { return }
            output.end(saying: "Error: \(StopReason.deadline), and dogs did not end within \(Int(RunSupervisor.defaultGracePeriod)) s: stopped at once")
            endAtOnce(.timedOut)
        }
    }

    /// Runs `operation` with signals and `maxTime`, counted from the process's start, able to stop it; a second signal, or a stopped
    /// run that overruns its grace period, ends the process at once (see `endAtOnce`), recording
    /// the run of the command `recording` (see `record`).
    /// Ending at once, it clears `output`'s progress line and says so in one line.
    func supervised<Value: Sendable>(
        maxTime: Double?, recording command: (any DogsSubcommand)? = nil, output: RunOutput,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async -> (result: Result<Value, any Error>, stoppedBy: StopReason?) {
        let supervisor = RunSupervisor { [abruptEnd, endNow, now, weak output] reason, bySignal in
            let code = ExitCode(for: reason)
            // The prompt after it starts on a line of its own, and the mail from cron says why.
            output?.end(saying: "Error: \(reason)\(bySignal ? ", then a second signal" : ", and the run did not wind down within \(Int(RunSupervisor.defaultGracePeriod)) s"): "
                + "stopped at once, before winding down")
            abruptEnd.end {
                // Inside the end's own section, after the tidy-up: a gallery taken away records nothing.
                if let command, let gallery = command.gallery {
                    let record = RunRecord(time: now(), command: command.recordedName, exitCode: code.rawValue, message: "\(reason); ended at once, before winding down")
                    _ = RunRecordsFile.add(record, toGalleryAt: URL(fileURLWithPath: gallery).path)
                }
                endNow(code)
            }
        }
        signals.attach(supervisor)
        defer { signals.attach(nil) }
        let result = await supervisor.run(maxTime: maxTime.map { started + $0 - scheduler.now }, scheduler: scheduler, operation)
        return (result, supervisor.stopReason)
    }

    /// What a supervised run ends with: `conclude` prints its result and gives its exit code,
    /// unless a signal or the deadline stopped it; a failure is one error line.
    /// With `json`, a failure is also the one JSON object a script reads on stdout.
    func concluding<Value>(
        _ result: Result<Value, any Error>, stoppedBy stop: StopReason?, output: RunOutput, json: Bool = false, _ conclude: (Value) -> ExitCode
    ) -> ExitCode {
        switch result {
        case let .success(value):
            let code = conclude(value)
            guard let stop else { return code }
            output.error("Error: \(stop)")
            return ExitCode(for: stop)
        case let .failure(error):
            let code = ExitCode(for: error, stoppedBy: stop)
            output.error("Error: \(error)")
            if json { output.result(ReportJSON.error("\(error)", exitCode: code)) }
            return code
        }
    }

    /// With `json`, a failure is also the one JSON object a script reads on stdout.
    func reportingErrors(_ output: RunOutput, _ style: TerminalStyle = .plain, json: Bool = false, _ body: () async throws -> Void) async -> ExitCode {
        do {
            try await body()
            return .success
        } catch {
            let code = ExitCode(for: error)
            output.error("Error: \(error)", style)
            if json { output.result(ReportJSON.error("\(error)", exitCode: code)) }
            return code
        }
    }
}
