import Foundation
import Platform

extension DogsApp {
    /// `dogs schedule`: the gallery's line put in the crontab, replaced or taken out, or its
    /// systemd units written; or dogs' lines listed.
    func schedule(_ options: ScheduleCommand, environment: [String: String], output: RunOutput) async -> ExitCode {
        let crontab = openCrontab(environment)
        return await reportingErrors(output, json: options.json) {
            let gallery = GalleryPath.absolute(options.out, from: currentDirectory)
            switch options.action {
            case .list:
                let timers = environment["HOME"].map(UnitFiles.scheduled) ?? []
                let entries: [ScheduleEntry]
                do {
                    entries = CrontabEdit.entries(in: try crontab.read())
                } catch CrontabError.notInstalled where !timers.isEmpty {
                    entries = []
                }
                guard !options.json else { return output.result(ScheduleJSON.list(entries, timers: timers)) }
                ScheduleSummary.list(entries, timers: timers).forEach { output.result($0) }
            case .remove where options.systemd:
                guard let home = environment["HOME"], !home.isEmpty else { throw ScheduleError.noHome }
                guard let name = try UnitFiles.remove(gallery: gallery, home: home) else { throw ScheduleError.notScheduled(gallery: gallery, where: "systemd user units") }
                ScheduleSummary.removedUnits(name, gallery: gallery).forEach { output.result($0) }
            case .remove:
                _ = try crontab.update { text in
                    guard let remaining = CrontabEdit.removing(gallery, from: text) else { throw ScheduleError.notScheduled(gallery: gallery, where: "crontab") }
                    return remaining
                }
                output.result(ScheduleSummary.removed(gallery))
            case .install:
                guard let program = executable() else { throw ScheduleError.noExecutable }
                let command = ScheduledFetch.command(program: program, arguments: options.fetchArguments, interval: options.every, gallery: gallery, from: currentDirectory)
                if let word = CronLine.unwritable(command) { throw ScheduleError.unwritable(word) }
                let time = ScheduleTime(options.every, path: gallery)
                // A line whose first run would fail is refused now, with the sentence that run would give.
                if !options.print { try checkScheduledGallery(gallery) }
                if let file = options.prometheusFile { try checkMetricsFile(file, gallery: gallery) }
                if options.systemd {
                    try installUnits(SystemdUnits(time: time, command: command, gallery: gallery), options, gallery: gallery, environment: environment, output: output)
                    return
                }
                let line = CronLine.text(time: time, command: command, gallery: gallery)
                guard !options.print else { return output.result(line) }
                let (before, _) = try crontab.update { CrontabEdit.installing(line, for: gallery, in: $0) }
                let replacing = CrontabEdit.entries(in: before).contains { $0.gallery == gallery }
                ScheduleSummary.installed(line, gallery: gallery, interval: options.every, replacing: replacing).forEach { output.result($0) }
            }
        }
    }

    private func installUnits(
        _ units: SystemdUnits, _ options: ScheduleCommand, gallery: String, environment: [String: String], output: RunOutput
    ) throws(ScheduleError) {
        guard !options.print else {
            return ScheduleSummary.units(units, folder: environment["HOME"].map(UnitFiles.folder) ?? "~/.config/systemd/user").forEach { output.result($0) }
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noHome }
        let folder = try UnitFiles.write(units, gallery: gallery, home: home)
        ScheduleSummary.wroteUnits(units, folder: folder, gallery: gallery, interval: options.every).forEach { output.result($0) }
    }
}
