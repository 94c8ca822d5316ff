import DogModel
import Foundation
import Platform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.dogs-runs` in a gallery: the latest runs (see `RunRecordsText`), private to the gallery's
/// owner (the folder is published), or in a gallery shared through a group to that group,
/// replaced in one step each time and never reached through a link. Two runs that end at once
/// take turns: each holds an `flock` on the file it read until its replacement is in place, and
/// reads again if the file was replaced meanwhile.
package enum RunRecordsFile {
    /// Tries before giving up: each try that finds the file replaced means another run wrote.
    static let attempts = 64

    /// What became of a record.
    package struct Outcome: Equatable, Sendable {
        /// Why it could not be added; nil when it was, or when there is no gallery there (no
        /// manifest) to record it in.
        package var problem: String?
        /// The group the file was given (for a reader such as a monitoring check) that this user
        /// is not in, and so could not keep: the new file is not that group's.
        package var lostGroup: String?
    }

    /// Adds `record` to the runs of the gallery at `path`.
    @discardableResult
    package static func add(_ record: RunRecord, toGalleryAt path: String) -> Outcome {
        // Only in a gallery of dogs' (not a folder holding someone else's manifest), and only as
        // a user whose files the gallery's runs can change.
        guard let folder = try? Folder(opening: path), EnclosingGallery.isGallery(folder), GalleryOwnership.refusal(of: folder, path: path) == nil else { return Outcome() }
        do {
            for _ in 1...attempts {
                let handle = try openOrCreate(in: folder)
                let status = try FileStatus.of(handle, path: folder.child(RunRecordsText.fileName))
                // Only the owner, or the group it is shared through, can open the file, so only
                // their runs can hold its lock, each for the moment of a write; a file anyone
                // else could open is not waited on.
                if isPrivate(status, in: folder) { flock(handle.fileDescriptor, LOCK_EX) }
                guard case let .file(current)? = try folder.entry(RunRecordsText.fileName), current.isSameFile(as: status) else { continue }
                let earlier = RunRecordsText.records(in: (try? handle.read(upToCount: RunRecordsText.maxBytes)) ?? Data())
                // Its owner, group and group's read stay, where they may: a monitoring check may read it through them.
                let lost = try folder.replaceFile(RunRecordsText.fileName, with: RunRecordsText.text(adding: record, to: earlier), mode: 0o600, keeping: current)
                return Outcome(lostGroup: lost.map(Account.groupName))
            }
            return Outcome(problem: "\(folder.child(RunRecordsText.fileName)) kept being replaced by other runs")
        } catch {
            return Outcome(problem: error.code == ELOOP ? "\(error.path) is a symbolic link; dogs does not follow links inside a gallery" : "\(error.path): \(error.reason)")
        }
    }

    /// What a reader finds of the runs recorded in a gallery.
    package enum Reading: Equatable, Sendable {
        /// The runs, oldest first.
        case records([RunRecord])
        /// No run recorded yet: no `.dogs-runs`.
        case none
        /// `.dogs-runs` is there and cannot be read: the sentence why, naming whose it is.
        case unreadable(String)
        /// `.dogs-runs` holds no line dogs would have written.
        case damaged
    }

    /// The runs recorded in the gallery at `path`, oldest first; none when there is no such file
    /// or it cannot be read as one.
    package static func records(inGalleryAt path: String) -> [RunRecord] {
        guard case let .records(records) = read(inGalleryAt: path) else { return [] }
        return records
    }

    /// The runs recorded in the gallery at `path`, or why there are none to read.
    package static func read(inGalleryAt path: String) -> Reading {
        let folder: Folder
        do {
            folder = try Folder(opening: path)
        } catch {
            return .unreadable("cannot read \(error.path): \(error.reason)")
        }
        do {
            let records = RunRecordsText.records(in: try folder.readPrefix(RunRecordsText.fileName, upTo: RunRecordsText.maxBytes))
            return records.isEmpty ? .damaged : .records(records)
        } catch where error.code == ENOENT {
            return .none
        } catch where error.code == EACCES {
            // The record is private to the gallery's owner: a check run as another user is let in through its group.
            return .unreadable("cannot read \(error.path): \(error.reason); to let this user read it, give the file a group of this user's (chgrp) and that group read (chmod g+r), which dogs keeps")
        } catch {
            return .unreadable("cannot read \(error.path): \(error.reason)")
        }
    }

    private static func openOrCreate(in folder: Folder) throws(FileSystemError) -> FileHandle {
        do {
            return try folder.createFile(RunRecordsText.fileName, mode: 0o600)
        } catch let error where error.code == EEXIST {
            return try folder.openFile(RunRecordsText.fileName)
        }
    }

    /// Whether no one but this user, or the group the gallery is shared through, may open it.
    private static func isPrivate(_ status: FileStatus, in folder: Folder) -> Bool {
        status.permissions & 0o007 == 0 && (status.owner == geteuid() || (folder.sharing?.group == status.group && Account.isMember(of: status.group)))
    }
}
