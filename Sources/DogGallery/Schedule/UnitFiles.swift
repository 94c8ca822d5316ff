import Foundation
import Platform

/// Writes a gallery's systemd units where systemd looks for a user's own: ~/.config/systemd/user.
enum UnitFiles {
    static func folder(home: String) -> String {
        URL(fileURLWithPath: home).appendingPathComponent(".config/systemd/user").path
    }

    /// Writes the service and the timer, each in one step and never through a link, and gives
    /// the folder they are in.
    static func write(_ units: SystemdUnits, home: String) throws(ScheduleError) -> String {
        let path = folder(home: home)
        do throws(FileSystemError) {
            var folder = try Folder(opening: home)
            for name in [".config", "systemd", "user"] {
                try folder.makeSubfolder(name)
                folder = try folder.subfolder(name)
            }
            try folder.replaceFile("\(units.name).service", with: Data(units.service.utf8), mode: 0o644)
            try folder.replaceFile("\(units.name).timer", with: Data(units.timer.utf8), mode: 0o644)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        return path
    }
}
