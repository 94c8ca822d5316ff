import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gallery's systemd units where systemd looks for a user's own: ~/.config/systemd/user. Only
/// units dogs wrote (their first line names the gallery, see `SystemdUnits`) are replaced or
/// removed there: a unit of the user's at the same name is left as it is.
enum UnitFiles {
    static func folder(home: String) -> String {
        URL(fileURLWithPath: home).appendingPathComponent(".config/systemd/user").path
    }

    /// Writes the service and the timer, each in one step and never through a link, and gives
    /// the folder they are in.
    static func write(_ units: SystemdUnits, gallery: String, home: String) throws(ScheduleError) -> String {
        let folder: Folder
        do throws(FileSystemError) {
            var opened = try Folder(opening: home)
            for name in [".config", "systemd", "user"] {
                try opened.makeSubfolder(name)
                opened = try opened.subfolder(name)
            }
            folder = opened
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        // A unit of dogs' for the gallery is taken away only while it is the file checked, and the
        // new one put only where nothing is: a unit of the user's that came meanwhile stays.
        for name in units.fileNames where (try? folder.entry(name)) != .some(nil) {
            guard let found = dogsUnit(name, in: folder), found.gallery == gallery, (try? folder.removeFile(name, ifSameFileAs: found.status)) == true else {
                throw .notDogsUnit(path: folder.child(name), gallery: gallery)
            }
        }
        do throws(FileSystemError) {
            try folder.replaceFile(units.fileNames[0], with: Data(units.service.utf8), mode: 0o644, replacing: false)
            try folder.replaceFile(units.fileNames[1], with: Data(units.timer.utf8), mode: 0o644, replacing: false)
        } catch {
            throw error.code == EEXIST ? .notDogsUnit(path: error.path, gallery: gallery) : .cannotWrite(path: error.path, reason: error.reason)
        }
        return folder.path
    }

    /// The galleries dogs wrote timers for, each with its timer's name, how often it runs (as its
    /// description says) and the command its service runs, by name.
    static func scheduled(home: String) -> [ScheduledTimer] {
        guard let folder = try? Folder(opening: folder(home: home)), let names = try? folder.names(where: { $0.hasPrefix("dogs-") && $0.hasSuffix(".timer") }) else {
            return []
        }
        return names.sorted().compactMap { name in
            guard let gallery = owner(of: name, in: folder), let text = try? folder.readPrefix(name, upTo: maxUnitBytes) else { return nil }
            let description = String(decoding: text, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("Description=") }
            let service = SystemdUnits.fileNames(of: String(name.dropLast(".timer".count)))[0]
            // Only the service dogs wrote for the same gallery says what the timer runs.
            let unit = dogsUnit(service, in: folder).flatMap { $0.gallery == gallery ? try? folder.readPrefix(service, upTo: maxUnitBytes) : nil }
            return ScheduledTimer(
                gallery: gallery, timer: name, every: description?.range(of: " every ", options: .backwards).map { String(description![$0.upperBound...]) },
                command: unit.flatMap(SystemdUnits.command(ofService:))
            )
        }
    }

    /// Takes out the units dogs wrote for `gallery`, and the link `systemctl enable` made to its
    /// timer; gives their name, nil when there are none.
    static func remove(gallery: String, home: String) throws(ScheduleError) -> String? {
        let name = SystemdUnits.name(for: gallery), files = SystemdUnits.fileNames(of: name)
        guard let folder = try? Folder(opening: folder(home: home)) else { return nil }
        let ours = files.compactMap { file in dogsUnit(file, in: folder).flatMap { $0.gallery == gallery ? (file, $0.status) : nil } }
        guard !ours.isEmpty else { return nil }
        do throws(FileSystemError) {
            // Only the very file checked: one put at the name meanwhile is not dogs' to delete.
            for (file, status) in ours { _ = try folder.removeFile(file, ifSameFileAs: status) }
            // The link `enable` made, only while it leads to this timer, read and deleted in the
            // folder itself, never through a link in its place.
            try (try? folder.subfolder("timers.target.wants"))?.removeLink(files[1], leadingTo: files[1])
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        return name
    }

    /// Far beyond any unit dogs writes.
    private static let maxUnitBytes = 16 << 10

    /// The gallery a unit at `name` was written for, nil when it is not a unit of dogs'.
    private static func owner(of name: String, in folder: Folder) -> String? {
        dogsUnit(name, in: folder)?.gallery
    }

    /// The unit of dogs' at `name`: the gallery its first line names, and the very file read,
    /// for a change to act on that file only.
    private static func dogsUnit(_ name: String, in folder: Folder) -> (gallery: String, status: FileStatus)? {
        guard case .file? = try? folder.entry(name), let handle = try? folder.openFile(name) else { return nil }
        defer { try? handle.close() }
        guard let status = try? FileStatus.of(handle, path: folder.child(name)), let text = try? handle.readChunk(upTo: maxUnitBytes),
              let gallery = SystemdUnits.gallery(ofUnit: text) else { return nil }
        return (gallery, status)
    }
}
