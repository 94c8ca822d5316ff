import ArgumentParsing
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
                try install(options, gallery: gallery, crontab: crontab, environment: environment, output: output)
            }
        }
    }

    /// Puts the gallery's schedule in place, in the crontab or as systemd units: one schedule a
    /// gallery, so the other kind, if the gallery has one, is taken out; and what the schedule
    /// before had that this one does not give is kept, unless `--reset` (see `RescheduledFetch`).
    private func install(_ options: ScheduleCommand, gallery: String, crontab: any Crontab, environment: [String: String], output: RunOutput) throws {
        guard let program = executable() else { throw ScheduleError.noExecutable }
        // A line whose first run would fail is refused now, with the sentence that run would give.
        if !options.print { try checkScheduledGallery(gallery) }
        if let file = options.prometheusFile { try checkMetricsFile(file, gallery: gallery) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let timer = home.flatMap { UnitFiles.scheduled(home: $0).first { $0.gallery == gallery } }
        // A crontab that cannot be read is said so by the update that needs it; for the units, it holds no line.
        let line = (try? crontab.read()).flatMap { CrontabEdit.entries(in: $0).first { $0.gallery == gallery } }
        let lineWords = line.flatMap { ShellWord.words(in: $0.command) }
        let change = RescheduledFetch(
            before: options.systemd ? timer?.command ?? lineWords : lineWords ?? timer?.command, given: options.fetchArguments, every: options.everyGiven, reset: options.reset
        )
        // What is kept must be what this dogs takes, as what is given is.
        if !change.kept.isEmpty {
            do throws(UsageError) {
                _ = try RootCommand.parse([ScheduleCommand.configuration.name] + change.arguments + ["--out", gallery])
            } catch {
                throw ScheduleError.keptRefused(options: ShellWord.line(change.kept), reason: error.reason)
            }
        }
        let interval = change.every ?? options.every
        let command = ScheduledFetch.command(program: program, arguments: change.arguments, interval: interval, gallery: gallery, from: currentDirectory)
        if let word = CronLine.unwritable(command) { throw ScheduleError.unwritable(word) }
        let time = ScheduleTime(interval, path: gallery)
        let notes = ScheduleSummary.changes(kept: change.kept, dropped: change.dropped)
        if options.systemd {
            try installUnits(SystemdUnits(time: time, command: command, gallery: gallery), options, interval: interval, gallery: gallery, environment: environment, output: output)
            guard !options.print else { return }
            if line != nil {
                _ = try crontab.update { CrontabEdit.removing(gallery, from: $0) ?? $0 }
                output.result(ScheduleSummary.movedFromCrontab)
            }
            return notes.forEach { output.result($0) }
        }
        let text = CronLine.text(time: time, command: command, gallery: gallery)
        guard !options.print else { return output.result(text) }
        let (before, _) = try crontab.update { CrontabEdit.installing(text, for: gallery, in: $0) }
        let replacing = CrontabEdit.entries(in: before).contains { $0.gallery == gallery }
        ScheduleSummary.installed(text, gallery: gallery, interval: interval, replacing: replacing).forEach { output.result($0) }
        if let home, let name = try UnitFiles.remove(gallery: gallery, home: home) {
            ScheduleSummary.movedFromUnits(name).forEach { output.result($0) }
        }
        notes.forEach { output.result($0) }
    }

    private func installUnits(
        _ units: SystemdUnits, _ options: ScheduleCommand, interval: ScheduleInterval, gallery: String, environment: [String: String], output: RunOutput
    ) throws(ScheduleError) {
        guard !options.print else {
            return ScheduleSummary.units(units, folder: environment["HOME"].map(UnitFiles.folder) ?? "~/.config/systemd/user").forEach { output.result($0) }
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noHome }
        let folder = try UnitFiles.write(units, gallery: gallery, home: home)
        ScheduleSummary.wroteUnits(units, folder: folder, gallery: gallery, interval: interval).forEach { output.result($0) }
    }
}
