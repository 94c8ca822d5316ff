import DogModel
import Foundation
import Platform

/// What opening a locked gallery puts right before a run uses it: the temporary files a stopped
/// run left, the pictures a stopped commit placed but never recorded (each only while it is
/// still the file that run wrote), a `manifest.json` to upgrade, pictures deleted by hand or back
/// again (see `PictureAbsence`), and an append cut short.
enum GalleryRecovery {
    /// Recovers the gallery of `files`, whose manifest read as `snapshot`, under `lock`.
    /// `marking`: whether pictures missing from `images/` are marked away (see `GalleryOpener.open`);
    /// `keepingPictures`: whether the snapshot it gives back keeps them, as the run asked; `now`:
    /// when pictures found missing are marked away.
    static func recover(
        _ files: GalleryFileChanges, lock: GalleryLock, snapshot: ManifestSnapshot, marking: Bool, keepingPictures: Bool, now: Date
    ) throws(GalleryError) -> RecoveredGallery {
        let (folder, images) = (files.folder, files.images)
        var recovered = RecoveredGallery(snapshot: snapshot)
        // Only the names the manifest does not list are kept: a large gallery's images/ is nearly
        // all its pictures. Those it lists are counted, to notice pictures deleted by hand.
        var present = 0
        let sweep = GalleryOwnership.sweep(
            unlisted: try GalleryFileChanges.names(in: images) { name in
                guard GalleryOwnership.isListed(name, in: snapshot.files) else { return true }
                present += 1
                return false
            },
            journal: GalleryJournal.unfinished(in: folder)
        )
        for name in sweep.temporaries { _ = try? images.removeFile(name) }
        // images/ is large and listed already: its temporaries are the sweep's.
        files.removeTemporaries(where: TemporaryName.isTemporary, inImages: false)
        var foreign = sweep.foreign
        for entry in sweep.unrecorded {
            if files.removeIfUnchanged(entry) { recovered.removedLeftovers.append(entry.file) } else { foreign.append(GalleryLayout.imageName(of: entry.file)) }
        }
        _ = try? folder.removeFile(GalleryJournal.fileName)
        images.sync()
        folder.sync()
        lock.clearMark()
        recovered.foreignFiles = foreign.sorted()
        recovered.newForeignFiles = recovered.foreignFiles.filter { name in
            guard let previousRun = lock.previousRun, let changed = images.changeTime(of: name) else { return true }
            // A file stamped in the very tick the run before took the lock may be older or newer: new.
            return changed >= previousRun
        }
        recovered.pictureMode = snapshot.outline.recent.reversed().lazy.compactMap { files.permissions(of: $0.file) }.first
        // The manifest is rewritten once, here, to upgrade a `manifest.json` or to mark pictures
        // away or back (deleting nothing): a new generation, so the pages are redone.
        var rewritten = snapshot.isLegacy ? snapshot.manifest : nil
        let listed = snapshot.files.count
        // Not one picture of the pages there: images/ emptied, moved away or not mounted, more
        // likely than every picture deleted by hand. None is marked away.
        let noneFound = marking && present == 0 && snapshot.outline.count > 0
        var changes: [String: Date?] = [:]
        if (marking && !noneFound && present < listed) || snapshot.outline.count < listed {
            let names = Set(try GalleryFileChanges.names(in: images))
            let whole = try files.wholeManifest(of: snapshot)
            changes = PictureAbsence.changes(for: whole.pictures, present: names, marking: marking && !noneFound, now: now) { picture in
                files.intact(GalleryJournal.Entry(file: picture.file, bytes: picture.bytes, sha256: picture.sha256)) != nil
            }
            if !changes.isEmpty {
                // Handed over, not copied: marked in place.
                let unmarked: Manifest
                if let legacy = rewritten.take() { unmarked = legacy } else { unmarked = consume whole }
                var marked = unmarked.marking(changes)
                marked.generation += 1
                rewritten = marked
            }
        }
        let pictures = rewritten?.pictures ?? []
        recovered.awayPictures = pictures.filter { changes[$0.file] != nil && $0.away != nil }
        recovered.backPictures = pictures.filter { changes[$0.file] != nil && $0.away == nil }
        recovered.picturesNotFound = noneFound ? snapshot.outline.count : 0
        recovered.upgradedPictures = snapshot.isLegacy ? snapshot.outline.count : nil
        var opened = rewritten.map { ManifestSnapshot($0, keepingPictures: keepingPictures) } ?? snapshot
        if let rewritten {
            // Atomically: manifest.jsonl takes its place (an upgrade never replaces one that
            // appeared meanwhile), then the old file goes.
            try files.place(as: Manifest.fileName, replacing: !snapshot.isLegacy) { handle throws(Errno) in
                opened.committedLength = try GalleryFileChanges.write(rewritten, to: handle)
            }
            if snapshot.isLegacy { _ = try? folder.removeFile(LegacyManifest.fileName) }
            folder.sync()
        } else {
            removeSupersededLegacy(in: folder, manifestLength: snapshot.fileLength)
            if snapshot.committedLength < snapshot.fileLength {
                // An append cut short: its lines were never committed.
                try files.truncateManifest(from: snapshot.fileLength, to: snapshot.committedLength)
            }
        }
        // Once this opening is done, the manifest ends with its last commit.
        opened.fileLength = opened.committedLength
        recovered.snapshot = opened
        return recovered
    }

    /// An upgrade stopped between placing `manifest.jsonl` and deleting `manifest.json` leaves
    /// both. The old file goes only if it is dogs' and upgrades to exactly the new one: any other
    /// `manifest.json` beside a gallery is someone's. One several times the new one's size is not
    /// the one it was upgraded from, and is not read.
    private static func removeSupersededLegacy(in folder: Folder, manifestLength: Int) {
        guard case let .file(status)? = try? folder.entry(LegacyManifest.fileName), status.size <= min(4 * manifestLength, LegacyManifest.maxBytes),
              let legacy = (try? folder.read(LegacyManifest.fileName)).flatMap({ try? LegacyManifest.decode($0) }),
              legacy.encoded() == (try? folder.read(Manifest.fileName))
        else { return }
        _ = try? folder.removeFile(LegacyManifest.fileName)
        folder.sync()
    }
}
